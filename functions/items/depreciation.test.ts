import { describe, expect, it } from 'vitest';
import { externalDepreciation, itemDepreciation, resolveTerms, typeDefaultsOf, type DepreciationFields } from './depreciation';

/** An item as the computation reads it: 1,200.00 a unit, made on 2026-01-15, no terms of its own. */
const item = (patch: Partial<DepreciationFields> = {}): DepreciationFields => ({
  type: 'Laptop',
  priceCents: 120_000,
  quantity: 1,
  status: 'marked',
  statusBeforeInactive: null,
  createdAt: '2026-01-15T09:00:00.000Z',
  updatedAt: '2026-01-15T09:00:00.000Z',
  ...patch,
});

const defaults = typeDefaultsOf([
  { type: 'Laptop', usefulLifeMonths: 36, salvagePercent: 10, method: 'declining-balance', ratePercent: 40 },
  { type: 'Chair', usefulLifeMonths: 60, salvagePercent: 0, method: 'straight-line', ratePercent: null },
]);
const none = typeDefaultsOf([]);

describe('resolveTerms: the item field wins over the type default, field by field', () => {
  it('has nothing to depreciate without a useful life, own or from the type', () => {
    expect(resolveTerms(item(), none)).toBeNull();
    expect(resolveTerms(item({ type: 'Printer' }), defaults)).toBeNull();
    expect(resolveTerms(item({ type: null }), defaults)).toBeNull();
  });

  it('takes every term from the type default, matching the type case- and space-insensitively', () => {
    expect(resolveTerms(item({ type: '  LAPTOP ' }), defaults)).toEqual({
      source: 'type',
      terms: { inServiceDate: '2026-01-15', costCents: 120_000, salvageCents: 12_000, lifeMonths: 36, method: 'declining-balance', ratePercent: 40 },
    });
  });

  it('keeps the type default for the fields the item leaves empty', () => {
    const resolved = resolveTerms(item({ usefulLifeMonths: 24, inServiceDate: '2025-12-01' }), defaults)!;
    expect(resolved.source).toBe('item');
    expect(resolved.terms).toMatchObject({ inServiceDate: '2025-12-01', lifeMonths: 24, method: 'declining-balance', ratePercent: 40, salvageCents: 12_000 });
  });

  it('uses the item own salvage value (per unit, times the quantity), method and rate over the type default', () => {
    const resolved = resolveTerms(item({ quantity: 3, salvageCents: 5_000, depreciationMethod: 'straight-line', depreciationRate: 25 }), defaults)!;
    expect(resolved.terms).toMatchObject({ costCents: 360_000, salvageCents: 15_000, method: 'straight-line', ratePercent: 25 });
  });

  it('defaults to straight-line, no salvage value, from the day the item was made, without a type default', () => {
    expect(resolveTerms(item({ usefulLifeMonths: 12 }), none)).toEqual({
      source: 'item',
      terms: { inServiceDate: '2026-01-15', costCents: 120_000, salvageCents: 0, lifeMonths: 12, method: 'straight-line' },
    });
  });

  it('ends at the decommissioning day, also while a decommissioned item is inactive or when the day was not kept', () => {
    expect(resolveTerms(item({ usefulLifeMonths: 12, status: 'decommissioned', decommissionedOn: '2026-05-20' }), none)!.terms.endDate).toBe('2026-05-20');
    expect(resolveTerms(item({ usefulLifeMonths: 12, status: 'inactive', statusBeforeInactive: 'decommissioned', decommissionedOn: '2026-05-20' }), none)!.terms.endDate).toBe('2026-05-20');
    expect(resolveTerms(item({ usefulLifeMonths: 12, status: 'decommissioned', updatedAt: '2026-04-02T10:00:00.000Z' }), none)!.terms.endDate).toBe('2026-04-02');
    expect(resolveTerms(item({ usefulLifeMonths: 12, status: 'in_service', decommissionedOn: null }), none)!.terms.endDate).toBeUndefined();
  });
});

describe('itemDepreciation', () => {
  it('answers the book value of the item total as exact decimal strings, with where its terms came from', () => {
    // 3 x 1,200.00 over 12 months from February 2026: 4 months ended by 2026-05-31.
    expect(itemDepreciation(item({ quantity: 3, usefulLifeMonths: 12 }), none, '2026-05-31')).toEqual({
      bookValue: '2400.00',
      accumulated: '1200.00',
      months: 4,
      asOf: '2026-05-31',
      method: 'straight-line',
      usefulLifeMonths: 12,
      source: 'item',
    });
  });

  it('stops at the month of decommissioning', () => {
    const decommissioned = item({ usefulLifeMonths: 12, status: 'decommissioned', decommissionedOn: '2026-03-10' });
    expect(itemDepreciation(decommissioned, none, '2026-12-31')).toMatchObject({ months: 2, accumulated: '200.00', bookValue: '1000.00' });
  });

  it('is null without a useful life', () => {
    expect(itemDepreciation(item(), none, '2026-05-31')).toBeNull();
  });
});

describe('externalDepreciation', () => {
  it('adds the resolved terms for the accounting system: cost, salvage value, the rate (double declining without one)', () => {
    const context = { defaults: typeDefaultsOf([{ type: 'Laptop', usefulLifeMonths: 60, salvagePercent: 0, method: 'declining-balance', ratePercent: null }]), asOf: '2026-01-31' };
    expect(externalDepreciation(item(), context)).toMatchObject({
      inServiceDate: '2026-01-15',
      cost: '1200.00',
      salvageValue: '0.00',
      ratePercent: 40,
      endDate: null,
      bookValue: '1200.00',
      source: 'type',
    });
  });
});
