import { describe, expect, it } from 'vitest';
import { activeStatusesOf, sortPartitionsFor } from '../listing';
import { indexAttributes, type IndexedFields } from './indexes';

const item: IndexedFields = {
  _id: '0000000a', title: 'Drill', code: 'Q1', totalCents: 500, brand: 'Bosch', model: null, type: null, serial: null,
  responsibleId: null, objectId: null, locationId: null, status: 'marked', hasPhoto: false,
};

describe('the sort indexes keep inactive items apart (issue 28)', () => {
  it('puts an inactive item in its own partition of the title, price and code indexes, and under its status filter', () => {
    const active = indexAttributes('c1', item);
    const inactive = indexAttributes('c1', { ...item, status: 'inactive' });
    for (const index of ['itemsByTitle', 'itemsByPrice', 'itemsByCode']) {
      expect(active[`${index}Pk`]).toBe('COMPANY#c1');
      expect(inactive[`${index}Pk`]).toBe('COMPANY#c1#INACTIVE');
      expect(inactive[`${index}Sk`]).toBe(active[`${index}Sk`]);
    }
    expect(inactive.itemsByStatusPk).toBe('COMPANY#c1#inactive');
    // Other filters still find it.
    expect(inactive.itemsByBrandPk).toBe(active.itemsByBrandPk);
  });

  it('walks the partitions a combination can match in: one under a status filter, both without', () => {
    expect(sortPartitionsFor({ status: 'inactive', brand: 'x' })).toEqual(['inactive']);
    expect(sortPartitionsFor({ status: 'marked' })).toEqual(['active']);
    expect(sortPartitionsFor({ brand: 'x' })).toEqual(['active', 'inactive']);
  });

  it('merges the statuses that hold items, inactive excepted, for the unfiltered list in creation order', () => {
    expect(activeStatusesOf(new Map([['marked', 3], ['inactive', 2], ['in_service', 0], ['not_marked', 1]]))).toEqual(['marked', 'not_marked']);
  });
});
