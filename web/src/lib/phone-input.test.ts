import { describe, expect, it } from 'vitest';
import { defaultCountries } from '../../../shared/countries';
import { phoneParts, readPastedPhone } from './phone-input';

describe('readPastedPhone', () => {
  it('picks the country of a number with +, keeping the national digits', () => {
    expect(readPastedPhone('+48 601-234-567', defaultCountries)).toEqual({ phone: '601234567', countryCode: 'PL' });
  });

  it('reads 00 as +, and tells Kazakhstan from Russia by the longer code', () => {
    expect(readPastedPhone('00 7 701 123 45 67', defaultCountries)).toEqual({ phone: '7011234567', countryCode: 'KZ' });
    expect(readPastedPhone('+7 (916) 123-45-67', defaultCountries)).toEqual({ phone: '9161234567', countryCode: 'RU' });
  });

  it('keeps a short national number as typed, digits only', () => {
    expect(readPastedPhone('050 123-45-67', defaultCountries)).toEqual({ phone: '0501234567' });
  });

  it('keeps the digits when no listed country has the code', () => {
    expect(readPastedPhone('+1 212 555 0100', defaultCountries)).toEqual({ phone: '12125550100' });
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
});
