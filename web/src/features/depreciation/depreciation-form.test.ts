import { describe, expect, it } from 'vitest';
import { createItemBody, editItemBody } from '../../../../shared/schemas/items';
import { fieldErrorsOf } from '../../lib/schema-errors';
import {
  createDepreciationRequestOf,
  depreciationFormOf,
  editDepreciationRequestOf,
  emptyDepreciationForm,
  hasOwnTerms,
  lifeYearsOf,
  type DepreciationFormValues,
} from './depreciation-form';

const form = (values: Partial<DepreciationFormValues>): DepreciationFormValues => ({ ...emptyDepreciationForm, ...values });
const createErrors = (values: Partial<DepreciationFormValues>) => {
  const parsed = createItemBody.safeParse({ title: 'Laptop', ...createDepreciationRequestOf(form(values)) });
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe('the depreciation section of the item form', () => {
  it('sends nothing for empty fields on create, so the type’s defaults apply', () => {
    expect(createDepreciationRequestOf(emptyDepreciationForm)).toEqual({});
    expect(createErrors({})).toEqual({});
  });

  it('sends what was typed: whole months, salvage as an exact decimal with a point, the rate for declining balance only', () => {
    const values = form({ inServiceDate: '2026-01-15', usefulLifeMonths: '36', salvageValue: '100,5', depreciationMethod: 'declining-balance', depreciationRate: '33,33' });
    expect(createDepreciationRequestOf(values)).toEqual({
      inServiceDate: '2026-01-15', usefulLifeMonths: 36, salvageValue: '100.5', depreciationMethod: 'declining-balance', depreciationRate: 33.33,
    });
    expect(createDepreciationRequestOf({ ...values, depreciationMethod: 'straight-line' })).not.toHaveProperty('depreciationRate');
    expect(createDepreciationRequestOf({ ...values, depreciationMethod: '' })).not.toHaveProperty('depreciationRate');
  });

  it('names the field the shared schema refuses', () => {
    expect(createErrors({ usefulLifeMonths: '0' })).toEqual({ usefulLifeMonths: 'invalid_rule_useful_life' });
    expect(createErrors({ usefulLifeMonths: '1201' })).toEqual({ usefulLifeMonths: 'invalid_rule_useful_life' });
    expect(createErrors({ inServiceDate: '2026-02-30' })).toEqual({ inServiceDate: 'invalid_rule_date' });
    expect(createErrors({ depreciationMethod: 'declining-balance', depreciationRate: '150' })).toEqual({ depreciationRate: 'invalid_rule_depreciation_rate' });
    expect(createErrors({ depreciationMethod: 'declining-balance', depreciationRate: '1,2,3' })).toEqual({ depreciationRate: 'invalid_rule_depreciation_rate' });
    expect(createErrors({ usefulLifeMonths: '60', depreciationMethod: 'declining-balance', depreciationRate: '40' })).toEqual({});
  });

  it('clears an emptied field on edit (null: back to the type’s default)', () => {
    const request = editDepreciationRequestOf(form({ usefulLifeMonths: '24' }));
    expect(request).toEqual({ inServiceDate: null, usefulLifeMonths: 24, salvageValue: null, depreciationMethod: null, depreciationRate: null });
    expect(editItemBody.safeParse({ ...request, version: 2 }).success).toBe(true);
  });

  it('reads the item’s own terms back into the form', () => {
    const values = depreciationFormOf({ inServiceDate: '2025-03-01', usefulLifeMonths: 60, salvageValue: '10.00', depreciationMethod: 'declining-balance', depreciationRate: 25 });
    expect(values).toEqual({ inServiceDate: '2025-03-01', usefulLifeMonths: '60', salvageValue: '10.00', depreciationMethod: 'declining-balance', depreciationRate: '25' });
    expect(hasOwnTerms(values)).toBe(true);
    const none = depreciationFormOf({ inServiceDate: null, usefulLifeMonths: null, salvageValue: null, depreciationMethod: null, depreciationRate: null });
    expect(none).toEqual(emptyDepreciationForm);
    expect(hasOwnTerms(none)).toBe(false);
  });

  it('gives the useful life in years as a helper', () => {
    expect(lifeYearsOf('36')).toBe(3);
    expect(lifeYearsOf('30')).toBe(2.5);
    expect(lifeYearsOf('7')).toBe(0.58);
    expect(lifeYearsOf('0')).toBeNull();
    expect(lifeYearsOf('')).toBeNull();
  });
});
