import { describe, expect, it } from 'vitest';
import { differences } from './external';
import type { ItemRecord } from './store/record';

const stored = { title: 'Chair', brand: null, quantity: 3, priceCents: 1250, customs: { colour: 'red', size: 'L' }, objectId: null } as unknown as ItemRecord;

describe('what an integration change changes', () => {
  it('nothing when every given field already has its value (absent fields are left alone)', () => {
    expect(differences(stored, { title: 'Chair', quantity: 3, brand: null, priceCents: undefined })).toEqual({});
  });

  it('custom fields in another key order are the same fields', () => {
    expect(differences(stored, { customs: { size: 'L', colour: 'red' } })).toEqual({});
    expect(differences(stored, { customs: { size: 'M', colour: 'red' } })).toEqual({ customs: { size: 'M', colour: 'red' } });
  });

  it('only the fields that differ', () => {
    expect(differences(stored, { title: 'Chair', priceCents: 1300, objectId: 'o1' })).toEqual({ priceCents: 1300, objectId: 'o1' });
  });
});
