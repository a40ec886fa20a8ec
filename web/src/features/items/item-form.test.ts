import { describe, expect, it } from 'vitest';
import { createItemBody, type Item } from '../../../../shared/schemas/items';
import { ApiError } from '../../lib/api-client';
import { fieldErrorsOf } from '../../lib/schema-errors';
import { batchPartOf, changeItemForm, createItemRequestOf, editItemFormOf, editItemRequestOf, emptyItemForm, itemFormErrorsOf, offersBatchPart } from './item-form';

const allSections = { info: true, additional: true, location: true, responsible: true };
const errorsOf = (values: Partial<typeof emptyItemForm>, withObjects = true) => {
  const parsed = createItemBody.safeParse(createItemRequestOf({ ...emptyItemForm, ...values }, allSections, withObjects));
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe('the new item form', () => {
  it('needs a title, the brand before the model and the object before the location', () => {
    expect(errorsOf({})).toEqual({ title: 'required_field' });
    expect(errorsOf({ title: 'Drill', model: 'GSR 120' })).toEqual({ brand: 'invalid_rule_brand_before_model' });
    expect(errorsOf({ title: 'Drill', location: 'loc-1' })).toEqual({ object: 'invalid_rule_object_before_location' });
  });

  it('sends the price as typed with a point for the separator, never a float', () => {
    expect(errorsOf({ title: 'Drill', price: '12,5' })).toEqual({});
    expect(errorsOf({ title: 'Drill', price: '120.50' })).toEqual({});
    expect(createItemRequestOf({ ...emptyItemForm, title: 'Drill', price: '1234,5' }, allSections, true).price).toBe('1234.5');
    expect(createItemRequestOf({ ...emptyItemForm, title: 'Drill', price: '120.50' }, allSections, true).price).toBe('120.50');
    expect(createItemRequestOf({ ...emptyItemForm, title: 'Drill', price: '' }, allSections, true).price).toBeUndefined();
  });

  it('needs units for a batch and a whole positive quantity', () => {
    const batch = changeItemForm({ ...emptyItemForm, title: 'Screws' }, { accountingType: 'batch' });
    expect(errorsOf({ ...batch, quantity: '5' })).toEqual({ units: 'required_field' });
    expect(errorsOf({ ...batch, quantity: '1.5', units: 'pieces' })).toEqual({ quantity: 'invalid_rule_integer' });
    expect(errorsOf({ ...batch, quantity: '0', units: 'pieces' })).toEqual({ quantity: 'invalid_rule_positive' });
    expect(errorsOf({ ...batch, quantity: '5', units: 'pieces' })).toEqual({});
  });

  it('makes a single asset one piece again and clears the location of a changed object', () => {
    const batch = { ...emptyItemForm, accountingType: 'batch' as const, quantity: '7' };
    expect(changeItemForm(batch, { accountingType: 'single' }).quantity).toBe('1');
    expect(changeItemForm({ ...emptyItemForm, object: 'a', location: 'l' }, { object: 'b' }).location).toBe('');
  });

  it('leaves out what a switched-off section or a plan without objects would send', () => {
    const values = { ...emptyItemForm, title: 'Drill', brand: 'Bosch', price: '10', object: 'o', location: 'l', person: 'p' };
    const request = createItemRequestOf(values, { info: false, additional: false, location: true, responsible: false }, false);
    expect(request).toMatchObject({ title: 'Drill', brand: undefined, price: undefined, object: undefined, location: undefined, person: undefined, count: '1' });
  });

  it('sends the depreciation terms typed with the price section, and none when that section is off', () => {
    const values = { ...emptyItemForm, title: 'Laptop', price: '1200', usefulLifeMonths: '36', depreciationMethod: 'straight-line' as const };
    expect(createItemRequestOf(values, allSections, true)).toMatchObject({ price: '1200', usefulLifeMonths: 36, depreciationMethod: 'straight-line' });
    expect(createItemRequestOf(values, allSections, true)).not.toHaveProperty('salvageValue');
    const withoutPrices = createItemRequestOf(values, { ...allSections, additional: false }, true);
    expect(withoutPrices).not.toHaveProperty('usefulLifeMonths');
    expect(withoutPrices).not.toHaveProperty('depreciationMethod');
    expect(errorsOf({ title: 'Laptop', usefulLifeMonths: '0' })).toEqual({ usefulLifeMonths: 'invalid_rule_useful_life' });
  });

  it('reads the fields of a ValidationError and nothing else', () => {
    const refused = new ApiError('ValidationError', 400, 'bad', { fields: { brand: 'invalid_rule_brand_before_model', other: 'x' } });
    expect(itemFormErrorsOf(refused)).toEqual({ brand: 'invalid_rule_brand_before_model' });
    expect(itemFormErrorsOf(new ApiError('ItemLimitExceeded', 403, 'limit'))).toBeNull();
  });
});

describe('the edit request', () => {
  const item = {
    _id: 'i1', title: 'Drill', brand: 'Bosch', model: null, type: null, serial: null, capacity: null, accountingType: 'single', quantity: 1,
    units: null, price: '120.50', version: 3,
  } as unknown as Item;

  it('sends the version read, clears emptied fields and leaves quantity out of a single asset', () => {
    const values = { ...editItemFormOf(item), brand: ' ', title: 'Drill 2' };
    expect(editItemRequestOf(values, item)).toMatchObject({ title: 'Drill 2', brand: null, price: '120.50', quantity: undefined, version: 3 });
  });

  it('keeps the item’s own depreciation terms, and clears an emptied one back to the type’s default', () => {
    const own = { ...item, usefulLifeMonths: 48, salvageValue: '10.00', depreciationMethod: 'straight-line', inServiceDate: '2026-01-10', depreciationRate: null } as Item;
    const values = editItemFormOf(own);
    expect(values).toMatchObject({ usefulLifeMonths: '48', salvageValue: '10.00', depreciationMethod: 'straight-line', inServiceDate: '2026-01-10', depreciationRate: '' });
    expect(editItemRequestOf(values, own)).toMatchObject({ usefulLifeMonths: 48, salvageValue: '10.00', depreciationMethod: 'straight-line', inServiceDate: '2026-01-10', depreciationRate: null });
    expect(editItemRequestOf({ ...values, usefulLifeMonths: '', salvageValue: '' }, own)).toMatchObject({ usefulLifeMonths: null, salvageValue: null });
  });
});

describe('only part of the batch', () => {
  const batch = { accountingType: 'batch', quantity: 10 } as const;
  it('sends a whole number above zero and below the batch quantity', () => {
    expect(batchPartOf({ on: true, quantity: ' 4 ' }, batch)).toEqual({ recalculate: true, quantity: 4 });
    expect(batchPartOf({ on: true, quantity: '' }, batch)).toEqual({ error: 'required_field' });
    expect(batchPartOf({ on: true, quantity: '2.5' }, batch)).toEqual({ error: 'invalid_rule_integer' });
    expect(batchPartOf({ on: true, quantity: '0' }, batch)).toEqual({ error: 'invalid_rule_positive' });
    expect(batchPartOf({ on: true, quantity: '10' }, batch)).toEqual({ error: 'invalid_rule_part_quantity' });
  });

  it('is the whole item when off, for a single asset and for a batch of one', () => {
    expect(batchPartOf({ on: false, quantity: '4' }, batch)).toEqual({ recalculate: false });
    expect(batchPartOf({ on: true, quantity: '1' }, { accountingType: 'single', quantity: 1 })).toEqual({ recalculate: false });
    expect(offersBatchPart({ accountingType: 'batch', quantity: 1 })).toBe(false);
    expect(offersBatchPart(batch)).toBe(true);
  });
});
