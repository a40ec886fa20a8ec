import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('money in the shop', () => {
  it('shows cents in the answer currency with the language thousands separators', () => {
    expect(formatMoney(5, 'USD', 'en')).toBe('$0.05');
    expect(formatMoney(123_456, 'USD', 'en')).toBe('$1,234.56');
    // Ukrainian groups with a (narrow) no-break space and uses a decimal comma.
    expect(formatMoney(123_456, 'USD', 'uk').replace(/\s/g, ' ')).toMatch(/^1 234,56/);
    // Polish leaves four digits ungrouped and groups from five.
    expect(formatMoney(1_234_567, 'USD', 'pl').replace(/\s/g, ' ')).toMatch(/^12 345,67/);
  });
});
