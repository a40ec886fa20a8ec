import { describe, expect, it } from 'vitest';
import { accumulate, type FacetDelta } from './facet-counts';
import type { ItemRecord } from './record';

const item = (fields: Partial<ItemRecord>): ItemRecord =>
  ({
    _id: 'i1', title: 'Drill', code: null, totalCents: 1000, priceCents: 1000, quantity: 1, brand: 'Makita', model: null, type: null, serial: null,
    responsibleId: null, objectId: null, locationId: null, status: 'not_marked', hasPhoto: false, objectTitle: null, locationTitle: null, customs: {},
    ...fields,
  }) as ItemRecord;

describe('facet counts and values of item changes', () => {
  it('a new item adds its count and total price to each facet, with the value as written', () => {
    const deltas = new Map<string, FacetDelta>();
    accumulate(deltas, { cents: 0, items: 0 }, null, item({ customs: { Colour: ' Blue ' } }));
    expect(deltas.get('brand\u0000makita')).toEqual({ count: 1, cents: 1000, label: 'Makita' });
    expect(deltas.get('custom\u0000Colour=blue')).toEqual({ count: 1, cents: 1000, label: 'Blue', field: 'Colour' });
    expect(deltas.get('custom\u0000Colour')).toEqual({ count: 1, cents: 1000, label: 'Colour', field: 'Colour' });
  });

  it('a price change moves only the values of the facets the item stays under; an unchanged item moves nothing', () => {
    const deltas = new Map<string, FacetDelta>();
    accumulate(deltas, { cents: 0, items: 0 }, item({}), item({ totalCents: 2500 }));
    expect(deltas.get('brand\u0000makita')).toMatchObject({ count: 0, cents: 1500 });
    const unchanged = new Map<string, FacetDelta>();
    accumulate(unchanged, { cents: 0, items: 0 }, item({}), item({ title: 'Hammer drill' }));
    expect(unchanged.size).toBe(0);
  });

  it('a brand change moves the item and its value from one brand to the other', () => {
    const deltas = new Map<string, FacetDelta>();
    accumulate(deltas, { cents: 0, items: 0 }, item({}), item({ brand: 'Bosch', totalCents: 700 }));
    expect(deltas.get('brand\u0000makita')).toEqual({ count: -1, cents: -1000 });
    expect(deltas.get('brand\u0000bosch')).toEqual({ count: 1, cents: 700, label: 'Bosch' });
  });

  it('trying a move on a copy of the map leaves the original as it was (imports size their steps so)', () => {
    const deltas = new Map<string, FacetDelta>();
    accumulate(deltas, { cents: 0, items: 0 }, null, item({}));
    const trial = new Map(deltas);
    accumulate(trial, { cents: 0, items: 0 }, null, item({ _id: 'i2' }));
    expect(deltas.get('brand\u0000makita')).toMatchObject({ count: 1, cents: 1000 });
    expect(trial.get('brand\u0000makita')).toMatchObject({ count: 2, cents: 2000 });
  });
});
