import { describe, expect, it } from 'vitest';
import { itemsListQuery } from '../../lib/api/list-items';
import { itemsListParamsOf } from './list-params';
import { cursors } from './list-state';

describe('the page an address of the items list asks for', () => {
  it('is the first page in the default sort at the stored page size for a bare address', () => {
    expect(itemsListParamsOf('c1', {}, 20)).toEqual({ page: 1, after: undefined, pageSize: 20, sort: '-created', filters: {} });
  });

  it('takes page, size, sort and filters from the address', () => {
    expect(itemsListParamsOf('c1', { page: 3, size: 50, sort: 'title', brand: 'Acme', status: 'marked' }, 10)).toEqual({
      page: 3, after: undefined, pageSize: 50, sort: 'title', filters: { brand: 'Acme', status: 'marked' },
    });
  });

  it('starts from a cursor met earlier on the same list, and from the address cursor before it', () => {
    cursors.remember({ companyId: 'c2', filters: { type: 'Tools' }, sort: 'price', pageSize: 10 }, 2, 'cursor-2');
    expect(itemsListParamsOf('c2', { page: 2, sort: 'price', type: 'Tools' }, 10).after).toBe('cursor-2');
    expect(itemsListParamsOf('c2', { page: 2, sort: 'price', type: 'Tools' }, 20).after).toBeUndefined();
    expect(itemsListParamsOf('c2', { page: 2, sort: 'price', type: 'Tools', after: 'from-address' }, 10).after).toBe('from-address');
  });

  it('names the same cache entry as the list for the same address', () => {
    const search = { page: 2, sort: 'code' as const, search: 'drill' };
    expect(itemsListQuery('c1', itemsListParamsOf('c1', search, 10)).queryKey).toEqual(
      itemsListQuery('c1', { page: 2, after: undefined, pageSize: 10, sort: 'code', filters: { search: 'drill' } }).queryKey,
    );
  });
});
