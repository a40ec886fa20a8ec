import { describe, expect, it } from 'vitest';
import { cleanPhone, normalizePhone } from './phone';

describe('cleanPhone', () => {
  it('strips letters, spaces and dashes and keeps a leading +', () => {
    expect(cleanPhone(' +380 (50) 123-45-67 ext')).toBe('+380501234567');
    expect(cleanPhone('tel: 050-123-45-67')).toBe('0501234567');
  });

  it('treats anything shorter than 5 characters as empty', () => {
    expect(cleanPhone('+38')).toBe('');
    expect(cleanPhone('1234')).toBe('');
    expect(cleanPhone('12345')).toBe('12345');
  });
});

describe('normalizePhone', () => {
  it('uses the number own country code when it starts with +', () => {
    expect(normalizePhone('+48 512 345 678', '380')).toBe('+48512345678');
  });

  it('adds the selected calling code or alpha-2 country to a national number', () => {
    expect(normalizePhone('50 123 45 67', '380')).toBe('+380501234567');
    expect(normalizePhone('050 123 45 67', 'UA')).toBe('+380501234567');
    expect(normalizePhone('512345678', '+48')).toBe('+48512345678');
  });

  it('does not add the calling code twice when the number already carries it', () => {
    expect(normalizePhone('380501234567', '380')).toBe('+380501234567');
  });

  it('answers null for something that cannot be a phone', () => {
    expect(normalizePhone('12', '380')).toBeNull();
    expect(normalizePhone('+3805012345678901234', '380')).toBeNull();
  });
});
