import { describe, expect, it } from 'vitest';
import { priceCents, validateRow } from './rows';

const codes = (cells: Parameters<typeof validateRow>[1]) => validateRow(7, cells).errors.map((error) => `${error.column}:${error.code}`);

describe('validateRow', () => {
  it('builds a single item from a title alone', () => {
    expect(validateRow(2, { title: ' Laptop ' })).toEqual({
      errors: [],
      value: {
        copies: 1,
        item: { title: 'Laptop', brand: null, model: null, type: null, serial: null, capacity: null, accountingType: 'single', quantity: 1, units: null, priceCents: 0, customs: {} },
      },
    });
  });

  it('makes a batch of a quantity with a unit, with copies and an exact price', () => {
    const result = validateRow(2, { title: 'Cable', brand: 'Acme', model: 'C1', quantity: 25, units: 'M', price: '12,5', copies: '3' });
    expect(result.value).toMatchObject({ copies: 3, item: { accountingType: 'batch', quantity: 25, units: 'm', priceCents: 1250 } });
  });

  it('requires the title and a brand for a model', () => {
    expect(codes({ model: 'X' })).toEqual(['title:required', 'brand:brand_before_model']);
  });

  it('refuses a quantity that is not whole or not positive, and a quantity without a unit', () => {
    expect(codes({ title: 'A', quantity: 2.5, units: 'kg' })).toEqual(['quantity:integer']);
    expect(codes({ title: 'A', quantity: '0', units: 'kg' })).toEqual(['quantity:positive']);
    expect(codes({ title: 'A', quantity: 3 })).toEqual(['units:unit_required']);
  });

  it('accepts only the upload units', () => {
    expect(codes({ title: 'A', quantity: 1, units: 'box' })).toEqual(['units:units']);
    expect(validateRow(2, { title: 'A', quantity: 4, units: 'шт' }).value?.item.units).toBe('pieces');
  });

  it('refuses copies that are not whole or out of range', () => {
    expect(codes({ title: 'A', copies: '1.5' })).toEqual(['copies:copies']);
    expect(codes({ title: 'A', copies: 0 })).toEqual(['copies:copies']);
    expect(codes({ title: 'A', copies: 1001 })).toEqual(['copies:copies']);
  });

  it('reports every error of a row at once', () => {
    expect(codes({ title: '', quantity: 'many', price: 'cheap', copies: 'x' })).toEqual(['title:required', 'quantity:integer', 'units:unit_required', 'price:price', 'copies:copies']);
  });
});

describe('priceCents', () => {
  it('reads typed prices with at most two decimals', () => {
    expect(priceCents('10')).toBe(1000);
    expect(priceCents('0.1')).toBe(10);
    expect(priceCents('1.005')).toBeNull();
    expect(priceCents('-1')).toBeNull();
    expect(priceCents('1 000')).toBeNull();
    expect(priceCents(null)).toBe(0);
  });

  it('reads numeric cells without float drift and refuses a third decimal', () => {
    expect(priceCents(12.1)).toBe(1210);
    expect(priceCents(0.29)).toBe(29);
    expect(priceCents(19.99)).toBe(1999);
    expect(priceCents(1.005)).toBeNull();
    expect(priceCents(-3)).toBeNull();
  });
});
