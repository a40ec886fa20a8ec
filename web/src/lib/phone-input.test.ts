import { describe, expect, it } from 'vitest';
import { defaultCountries } from '../../../shared/countries';
import { phoneDigits, phoneParts, readPastedPhone } from './phone-input';

describe('readPastedPhone', () => {
  it('picks the country of a number with +, keeping the national digits', () => {
    expect(readPastedPhone('+48 601-234-567', defaultCountries)).toEqual({ phone: '601234567', countryCode: 'PL' });
    expect(readPastedPhone('+380 (67) 123-45-67', defaultCountries)).toEqual({ phone: '671234567', countryCode: 'UA' });
  });

  it('reads 00 as +, and tells Kazakhstan from Russia by the longer code', () => {
    expect(readPastedPhone('00 7 701 123 45 67', defaultCountries)).toEqual({ phone: '7011234567', countryCode: 'KZ' });
    expect(readPastedPhone('+7 (916) 123-45-67', defaultCountries)).toEqual({ phone: '9161234567', countryCode: 'RU' });
  });

  it('reads a full-length international number without +', () => {
    expect(readPastedPhone('380671234567', defaultCountries)).toEqual({ phone: '671234567', countryCode: 'UA' });
  });

  it('keeps a short national number as digits, stripping letters, spaces and dashes', () => {
    expect(readPastedPhone('050 123-45-67', defaultCountries)).toEqual({ phone: '0501234567' });
    expect(readPastedPhone('tel: 067-123 45 67', defaultCountries)).toEqual({ phone: '0671234567' });
  });

  it('keeps the digits when no listed country has the code', () => {
    expect(readPastedPhone('+1 212 555 0100', defaultCountries)).toEqual({ phone: '12125550100' });
    const withoutPoland = defaultCountries.filter((country) => country.alpha2Code !== 'PL');
    expect(readPastedPhone('+48 601 234 567', withoutPoland)).toEqual({ phone: '48601234567' });
  });
});

describe('phoneDigits', () => {
  it('drops everything but digits', () => {
    expect(phoneDigits('67a 12-3')).toBe('67123');
  });
});

describe('phoneParts', () => {
  it('splits a stored number by its stored country', () => {
    expect(phoneParts('+380501234567', 'UA', defaultCountries, 'PL')).toEqual({ phone: '501234567', countryCode: 'UA' });
  });

  it('finds the country from the number when the stored one does not match it', () => {
    expect(phoneParts('+48601234567', 'UA', defaultCountries, 'UA')).toEqual({ phone: '601234567', countryCode: 'PL' });
    expect(phoneParts('+77011234567', null, defaultCountries, 'UA')).toEqual({ phone: '7011234567', countryCode: 'KZ' });
  });

  it('gives an empty phone with the stored country, or the fallback', () => {
    expect(phoneParts(null, 'DE', defaultCountries, 'UA')).toEqual({ phone: '', countryCode: 'DE' });
    expect(phoneParts(null, null, defaultCountries, 'UA')).toEqual({ phone: '', countryCode: 'UA' });
  });

  it('keeps an unlisted number whole with the fallback country', () => {
    expect(phoneParts('+12125550100', null, defaultCountries, 'UA')).toEqual({ phone: '12125550100', countryCode: 'UA' });
  });
});
