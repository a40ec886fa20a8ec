import { describe, expect, it } from 'vitest';
import { parsePastedPhone, phoneDigits } from './phone';

describe('parsePastedPhone', () => {
  it('reads the country from a number with +, and keeps the national part', () => {
    expect(parsePastedPhone('+380 (67) 123-45-67')).toEqual({ national: '671234567', countryCode: 'UA' });
  });

  it('tells Kazakhstan (+7 7..) from Russia (+7 9..)', () => {
    expect(parsePastedPhone('+7 701 234 5678')).toEqual({ national: '7012345678', countryCode: 'KZ' });
    expect(parsePastedPhone('+7 916 123-45-67')).toEqual({ national: '9161234567', countryCode: 'RU' });
  });

  it('accepts the 00 international prefix', () => {
    expect(parsePastedPhone('0048 601 234 567')).toEqual({ national: '601234567', countryCode: 'PL' });
  });

  it('reads a full-length international number without +', () => {
    expect(parsePastedPhone('380671234567')).toEqual({ national: '671234567', countryCode: 'UA' });
  });

  it('keeps a national number as digits, stripping letters, spaces and dashes', () => {
    expect(parsePastedPhone('tel: 067-123 45 67')).toEqual({ national: '0671234567' });
  });

  it('keeps all digits when the calling code is not in the list', () => {
    expect(parsePastedPhone('+1 202 555 0143')).toEqual({ national: '12025550143' });
  });
});

describe('phoneDigits', () => {
  it('drops everything but digits', () => {
    expect(phoneDigits('67a 12-3')).toBe('67123');
  });
});
