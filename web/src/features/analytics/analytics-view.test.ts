import { describe, expect, it } from 'vitest';
import { barsOf, barsShown, customSearch, formatAmount, searchOf } from './analytics-view';

const entry = (n: number, count: number, value: string) => ({ key: `k${n}`, label: `Label ${n}`, count, value });

describe('analytics bars', () => {
  it('lists the largest entries by the chosen measure, folds the rest into others, and adds not set', () => {
    const entries = Array.from({ length: barsShown + 2 }, (_, n) => entry(n, 100 - n, String(n * 10)));
    const dimension = { entries, others: { entries: 3, count: 4, value: '1.50' }, unset: { count: 7, value: '2.00' } };
    const byCount = barsOf(dimension, (e) => ({ brand: e.label }), 'count');
    expect(byCount.map((bar) => bar.id)).toEqual([...entries.slice(0, barsShown).map((e) => `e:${e.key}`), 'others', 'unset']);
    expect(byCount.at(-2)).toMatchObject({ kind: 'others', hidden: 5, count: 4 + 90 + 89, value: 1.5 + 100 + 110 });
    expect(byCount[0]!.search).toEqual({ brand: 'Label 0' });
    const byValue = barsOf(dimension, (e) => ({ brand: e.label }), 'value');
    expect(byValue[0]!.label).toBe(`Label ${barsShown + 1}`);
  });

  it('leaves out empty others and not set', () => {
    const bars = barsOf({ entries: [entry(1, 2, '3.00')], others: { entries: 0, count: 0, value: '0.00' }, unset: { count: 0, value: '0.00' } }, () => ({}), 'count');
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
