import { describe, expect, it } from 'vitest';
import { lineKeyOf, lineNameOf, placeOf } from './line-view';

describe('a result line', () => {
  it('names its place as object › location', () => {
    expect(placeOf({ object: { _id: 'o', title: 'Warehouse' }, location: { _id: 'l', title: 'Shelf 3' } })).toBe('Warehouse › Shelf 3');
    expect(placeOf({ object: { _id: 'o', title: 'Warehouse' }, location: null })).toBe('Warehouse');
    expect(placeOf({ object: null, location: null })).toBeNull();
  });

  it('is keyed by its item, or by the unknown code it was scanned with', () => {
    expect(lineKeyOf({ item: 'i1', code: 'AB-1', title: 'Drill' })).toBe('i1');
    expect(lineKeyOf({ item: null, code: 'ZZ-9', title: 'ZZ-9' })).toBe('code:ZZ-9');
  });

  it('is named by its item\'s title, or by the unknown code', () => {
    expect(lineNameOf({ item: 'i1', code: 'AB-1', title: 'Drill' })).toBe('Drill');
    expect(lineNameOf({ item: null, code: 'ZZ-9', title: 'Unknown' })).toBe('ZZ-9');
  });
});
