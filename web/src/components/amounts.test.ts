import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, formatMoney, formatPrice, priceInputText, priceOfInput } from './amounts';

// Intl groups with no-break spaces (narrow in some languages); the tests read them as plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('amounts in each interface language', () => {
  it('groups thousands and keeps the language decimal separator, from the exact decimal string', () => {
    expect(formatDecimal('1234567.5', 'en')).toBe('1,234,567.50');
    expect(plain(formatDecimal('1234567.5', 'uk'))).toBe('1 234 567,50');
    expect(plain(formatDecimal('1234.05', 'pl'))).toBe('1 234,05');
    expect(plain(formatDecimal('1234', 'ru'))).toBe('1 234,00');
    // Beyond a float's exact range the digits are kept as typed.
    expect(formatDecimal('999999999999.99', 'en')).toBe('999,999,999,999.99');
    expect(formatDecimal('0', 'en')).toBe('0.00');
    expect(formatDecimal('12.00', 'en')).toBe('12.00');
  });

  it('writes prices with the currency code, money with the symbol, counts grouped', () => {
    expect(plain(formatPrice('25000', 'UAH', 'uk'))).toBe('25 000,00 UAH');
    expect(formatMoney(123_456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(5, 'USD', 'en')).toBe('$0.05');
    expect(plain(formatMoney(123_450, 'USD', 'uk'))).toBe('1 234,50 $');
    expect(plain(formatMoney(4900, 'USD', 'pl'))).toBe('49,00 $');
    expect(plain(formatMoney(1_234_567, 'USD', 'pl'))).toBe('12 345,67 $');
    expect(formatCount(1500, 'en')).toBe('1,500');
    expect(plain(formatCount(1500, 'pl'))).toBe('1 500');
  });
});

describe('typing a price', () => {
  it('keeps digits and one comma or point with at most two decimals', () => {
    expect(priceInputText('12a3')).toBe('123');
    expect(priceInputText('1 234,567')).toBe('1234,56');
    expect(priceInputText('12.5.6')).toBe('12.56');
    expect(priceInputText('12,3,4')).toBe('12,34');
    expect(priceInputText('-5')).toBe('5');
    expect(priceInputText(',5')).toBe('0,5');
    expect(priceInputText('1e5')).toBe('15');
    expect(priceInputText('1234567890123')).toBe('123456789012');
    expect(priceInputText('')).toBe('');
  });

  it('sends a point for the separator and drops a dangling one', () => {
    expect(priceOfInput('1234,5')).toBe('1234.5');
    expect(priceOfInput('12,')).toBe('12');
    expect(priceOfInput('12.34')).toBe('12.34');
    expect(priceOfInput('')).toBe('');
  });
});
