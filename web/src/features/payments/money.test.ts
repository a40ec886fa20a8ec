import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('money', () => {
  it('separates thousands and keeps cents in the language of the page', () => {
    expect(formatMoney(123_450, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(123_450, 'USD', 'ua').replace(/\s/g, ' ')).toBe('1 234,50 $');
    expect(formatMoney(4900, 'USD', 'pl').replace(/\s/g, ' ')).toBe('49,00 $');
  });
});
