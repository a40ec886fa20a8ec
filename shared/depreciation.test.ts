import { describe, expect, it } from 'vitest';
import { depreciationAsOf, depreciationTypeKey, isCalendarDay, monthsCharged, type DepreciationTerms } from './depreciation';

/**
 * The worked example of Kieso, Weygandt and Warfield, "Intermediate Accounting", chapter
 * "Depreciation, Impairments, and Depletion": Stanley Coal Mines' crane, cost $500,000, salvage
 * value $50,000, useful life 5 years. Straight-line: $90,000 a year. Double-declining-balance
 * (40 % a year on the book value at the start of the year): $200,000, $120,000, $72,000, $43,200,
 * and $14,800 in the last year, which brings the book value to the salvage value.
 */
const crane: DepreciationTerms = {
  // In service in December: the first month charged is January.
  inServiceDate: '2025-12-15',
  costCents: 500_000_00,
  salvageCents: 50_000_00,
  lifeMonths: 60,
  method: 'straight-line',
};

const yearEnds = ['2026-12-31', '2027-12-31', '2028-12-31', '2029-12-31', '2030-12-31'];

describe('depreciation', () => {
  it('straight-line: the textbook crane loses $90,000 a year down to its salvage value', () => {
    expect(yearEnds.map((date) => depreciationAsOf(crane, date).accumulatedCents)).toEqual([90_000_00, 180_000_00, 270_000_00, 360_000_00, 450_000_00]);
    expect(depreciationAsOf(crane, '2030-12-31').bookValueCents).toBe(50_000_00);
    // Past its useful life nothing more is charged.
    expect(depreciationAsOf(crane, '2033-06-30')).toEqual({ months: 60, accumulatedCents: 450_000_00, bookValueCents: 50_000_00 });
  });

  it('double-declining balance: the textbook crane year by year, the last year down to salvage', () => {
    const declining = { ...crane, method: 'declining-balance' } as const;
    const books = yearEnds.map((date) => depreciationAsOf(declining, date).bookValueCents);
    expect(books).toEqual([300_000_00, 180_000_00, 108_000_00, 64_800_00, 50_000_00]);
    const charges = books.map((book, year) => (year === 0 ? crane.costCents : books[year - 1]!) - book);
    expect(charges).toEqual([200_000_00, 120_000_00, 72_000_00, 43_200_00, 14_800_00]);
    // A year is charged a twelfth a month: half of year 1 is half of $200,000.
    expect(depreciationAsOf(declining, '2026-06-30').accumulatedCents).toBe(100_000_00);
    // A rate given instead of the double rate: 30 % of $500,000 in the first year.
    expect(depreciationAsOf({ ...declining, ratePercent: 30 }, '2026-12-31').accumulatedCents).toBe(150_000_00);
  });

  it('counts a month once it has ended, from the month after the item was put in service', () => {
    expect(monthsCharged(crane, '2025-12-31')).toBe(0);
    expect(monthsCharged(crane, '2026-01-30')).toBe(0);
    expect(monthsCharged(crane, '2026-01-31')).toBe(1);
    expect(monthsCharged(crane, '2026-12-30')).toBe(11);
    // February's last day, in a leap year too.
    expect(monthsCharged({ ...crane, inServiceDate: '2027-12-01' }, '2028-02-29')).toBe(2);
    expect(monthsCharged({ ...crane, inServiceDate: '2026-12-01' }, '2027-02-28')).toBe(2);
  });

  it('ends with the month the item is decommissioned', () => {
    const ended = { ...crane, endDate: '2027-03-10' };
    expect(depreciationAsOf(ended, '2029-12-31')).toEqual({ months: 15, accumulatedCents: 112_500_00, bookValueCents: 387_500_00 });
    // Asked about before the end, the end changes nothing.
    expect(depreciationAsOf(ended, '2026-12-31').accumulatedCents).toBe(90_000_00);
  });

  it('rounds to the cent without drifting: a third of a dollar a month adds up to the dollar', () => {
    const odd = { ...crane, costCents: 100, salvageCents: 0, lifeMonths: 3 };
    expect([1, 2, 3].map((month) => depreciationAsOf(odd, `2026-0${month}-${month === 2 ? '28' : '31'}`).accumulatedCents)).toEqual([33, 67, 100]);
  });

  it('charges nothing before service, for a salvage value at or over the cost, or without a useful life', () => {
    expect(depreciationAsOf(crane, '2020-01-31')).toEqual({ months: 0, accumulatedCents: 0, bookValueCents: 500_000_00 });
    expect(depreciationAsOf({ ...crane, salvageCents: 600_000_00 }, '2028-12-31').accumulatedCents).toBe(0);
    expect(depreciationAsOf({ ...crane, lifeMonths: 0 }, '2028-12-31').accumulatedCents).toBe(0);
  });
});

describe('helpers of the item terms', () => {
  it('accepts only days that exist', () => {
    expect(['2024-02-29', '2026-12-31'].map(isCalendarDay)).toEqual([true, true]);
    expect(['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', 'soon'].map(isCalendarDay)).toEqual([false, false, false, false, false]);
  });

  it('meets an item type with its default case- and space-insensitively', () => {
    expect(depreciationTypeKey('  Office   LAPTOP ')).toBe(depreciationTypeKey('office laptop'));
    expect(depreciationTypeKey('Laptop')).not.toBe(depreciationTypeKey('Laptops'));
  });
});
