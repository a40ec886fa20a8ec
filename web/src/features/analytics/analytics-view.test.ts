import { describe, expect, it } from 'vitest';
import { barsOf, barsShown, customSearch, formatAmount, searchOf } from './analytics-view';

const entry = (n: number, count: number, value: string, bookValue: string | null = null) => ({ key: `k${n}`, label: `Label ${n}`, count, value, bookValue });

describe('analytics bars', () => {
  it('lists the largest entries by the chosen measure, folds the rest into others, and adds not set', () => {
    const entries = Array.from({ length: barsShown + 2 }, (_, n) => entry(n, 100 - n, String(n * 10)));
    const dimension = { entries, others: { entries: 3, count: 4, value: '1.50', bookValue: null }, unset: { count: 7, value: '2.00', bookValue: null } };
    const byCount = barsOf(dimension, (e) => ({ brand: e.label }), 'count');
    expect(byCount.map((bar) => bar.id)).toEqual([...entries.slice(0, barsShown).map((e) => `e:${e.key}`), 'others', 'unset']);
    expect(byCount.at(-2)).toMatchObject({ kind: 'others', hidden: 5, count: 4 + 90 + 89, value: 1.5 + 100 + 110 });
    expect(byCount[0]!.search).toEqual({ brand: 'Label 0' });
    const byValue = barsOf(dimension, (e) => ({ brand: e.label }), 'value');
    expect(byValue[0]!.label).toBe(`Label ${barsShown + 1}`);
  });

  it('by book value orders by it, and folds a value the snapshot does not hold into others', () => {
    const dimension = {
      entries: [entry(1, 5, '100.00', '10.00'), entry(2, 3, '50.00', '40.00'), entry(3, 1, '30.00', null)],
      others: { entries: 0, count: 0, value: '0.00', bookValue: '0.00' },
      unset: { count: 2, value: '20.00', bookValue: '15.00' },
    };
    const bars = barsOf(dimension, () => ({}), 'bookValue');
    expect(bars.map((bar) => [bar.id, bar.bookValue])).toEqual([['e:k2', 40], ['e:k1', 10], ['others', 0], ['unset', 15]]);
    expect(bars[2]).toMatchObject({ hidden: 1, count: 1, value: 30 });
  });

  it('leaves out empty others and not set', () => {
    const bars = barsOf({ entries: [entry(1, 2, '3.00')], others: { entries: 0, count: 0, value: '0.00', bookValue: null }, unset: { count: 0, value: '0.00', bookValue: null } }, () => ({}), 'count');
    expect(bars.map((bar) => bar.kind)).toEqual(['entry']);
  });

  it('opens the items list with its own filters', () => {
    expect(searchOf('brand', entry(1, 1, '1'))).toEqual({ brand: 'Label 1' });
    expect(searchOf('object', entry(1, 1, '1'))).toEqual({ object: 'k1' });
    expect(searchOf('location', entry(1, 1, '1'))).toEqual({ location: 'k1' });
    expect(customSearch('Colour', entry(1, 1, '1'))).toEqual({ customs: 'Colour', customsValue: 'Label 1' });
  });

  it('groups amounts the language way with the company currency', () => {
    expect(formatAmount(1234567.5, 'UAH', 'en')).toBe('1,234,567.50 UAH');
    expect(formatAmount(1234567.5, 'PLN', 'uk').replace(/\s/g, ' ')).toBe('1 234 567,50 PLN');
  });
});
