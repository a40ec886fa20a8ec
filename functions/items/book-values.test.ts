import { describe, expect, it } from 'vitest';
import { BookValueTally, defaultsDigest, snapshotLimits, type BookValueFields } from './book-values';
import { dimensionBookValues } from './book-values-job';
import { bookValueCents, typeDefaultsOf } from './depreciation';
import type { AnalyticsDimension } from '../../shared/schemas/analytics';

const item = (fields: Partial<BookValueFields>): BookValueFields =>
  ({
    _id: 'i1', title: 'Drill', code: null, totalCents: 100_000, priceCents: 100_000, quantity: 1, brand: 'Makita', model: null, type: null, serial: null,
    responsibleId: null, objectId: null, locationId: null, status: 'not_marked', hasPhoto: false, customs: {}, createdAt: '2020-01-01T00:00:00.000Z',
    ...fields,
  }) as BookValueFields;

const asOf = '2026-12-06';
const laptops = typeDefaultsOf([{ type: 'Laptop', usefulLifeMonths: 10, salvagePercent: 0, method: 'straight-line', ratePercent: null }]);
const meta = { computedAt: '2026-12-06T08:00:00.000Z', defaultsHash: 'x' };

describe('book value snapshot sums', () => {
  it("takes each item's book value as the card does, its cost without a useful life, and its type's default", () => {
    // 1000.00 over 12 months from February 2026: ten months ended by 6 December (Feb..Nov).
    expect(bookValueCents(item({ inServiceDate: '2026-01-15', usefulLifeMonths: 12 }), typeDefaultsOf([]), asOf)).toBe(16_667);
    expect(bookValueCents(item({ totalCents: 4_500, priceCents: 1_500, quantity: 3 }), typeDefaultsOf([]), asOf)).toBe(4_500);
    expect(bookValueCents(item({ type: ' LAPTOP ', inServiceDate: '2020-01-01' }), laptops, asOf)).toBe(0);
  });

  it('sums per value under the keys the facet rows use, with statuses and custom fields, and the total', () => {
    const tally = new BookValueTally(laptops, asOf);
    tally.add(item({ _id: 'a', brand: 'Dell', type: 'Laptop', inServiceDate: '2026-11-20', customs: { Colour: ' Blue ' } }));
    tally.add(item({ _id: 'b', brand: ' dell ', type: 'Laptop', inServiceDate: '2026-11-20', objectId: 'o1', locationId: 'l1' }));
    tally.add(item({ _id: 'c', brand: null, totalCents: 2_000, priceCents: 2_000, status: 'inactive', customs: { Colour: 'Red' } }));
    const snapshot = tally.snapshot(meta);
    // December has not ended: the laptops are still at cost; laptop b a month later than a would be the same.
    expect(snapshot).toMatchObject({ asOf, items: 3, total: 202_000 });
    expect(snapshot.dimensions.brand).toEqual({ entries: { dell: 200_000 }, others: 0 });
    expect(snapshot.dimensions.type).toEqual({ entries: { laptop: 200_000 }, others: 0 });
    expect(snapshot.dimensions.object).toEqual({ entries: { o1: 100_000 }, others: 0 });
    expect(snapshot.dimensions.status).toEqual({ entries: { not_marked: 200_000, inactive: 2_000 }, others: 0 });
    expect(snapshot.custom.Colour).toEqual({ cents: 102_000, entries: { blue: 100_000, red: 2_000 }, others: 0 });
  });

  it('keeps the values with most items and sums the rest in others, so the record stays small', () => {
    const tally = new BookValueTally(typeDefaultsOf([]), asOf);
    for (let index = 0; index < snapshotLimits.entries + 20; index += 1) {
      tally.add(item({ _id: `x${index}`, brand: `Brand ${index}`, totalCents: 100, priceCents: 100 }));
      if (index < 3) tally.add(item({ _id: `y${index}`, brand: `Brand ${index}`, totalCents: 100, priceCents: 100 }));
    }
    const brand = tally.snapshot(meta).dimensions.brand!;
    expect(Object.keys(brand.entries)).toHaveLength(snapshotLimits.entries);
    expect(brand.entries['brand 0']).toBe(200);
    expect(brand.others).toBe(20 * 100);
  });

  it("names the defaults by a digest that changes with them", () => {
    const one = [{ type: 'Laptop', usefulLifeMonths: 10, salvagePercent: 0, method: 'straight-line' as const, ratePercent: null }];
    expect(defaultsDigest(one)).toBe(defaultsDigest(structuredClone(one)));
    expect(defaultsDigest([{ ...one[0]!, usefulLifeMonths: 11 }])).not.toBe(defaultsDigest(one));
  });
});

describe('book values in a dimension of the answer', () => {
  const dimension = (complete: boolean): AnalyticsDimension => ({
    entries: [
      { key: 'dell', label: 'Dell', count: 2, value: '2000.00', bookValue: null },
      { key: 'hp', label: 'HP', count: 1, value: '500.00', bookValue: null },
    ],
    others: { entries: 1, count: 1, value: '10.00', bookValue: null },
    unset: { count: 1, value: '7.00', bookValue: null },
    complete,
  });

  it('gives listed values their own, others the values not listed and what the snapshot summed, unset the rest of the total', () => {
    const answer = dimensionBookValues(dimension(true), { entries: { dell: 150_000, acer: 800 }, others: 200 }, 151_700);
    expect(answer.entries.map((entry) => entry.bookValue)).toEqual(['1500.00', null]);
    expect(answer.others.bookValue).toBe('10.00');
    expect(answer.unset.bookValue).toBe('7.00');
  });

  it('puts unset into others in a part answer, as the cost does', () => {
    const answer = dimensionBookValues(dimension(false), { entries: { dell: 150_000, acer: 800 }, others: 200 }, 151_700);
    expect([answer.others.bookValue, answer.unset.bookValue]).toEqual(['17.00', '0.00']);
  });
});
