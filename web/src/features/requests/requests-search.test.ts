import { describe, expect, it } from 'vitest';
import { listRequestsQuery, requestStatusNames } from '../../../../shared/schemas/requests';
import { requestsSearch, searchSorts, searchStatuses } from './requests-search';

describe('the sticker shop address', () => {
  it('knows the API status names and sorts', () => {
    expect([...searchStatuses].sort()).toEqual([...requestStatusNames].sort());
    expect([...searchSorts].sort()).toEqual([...listRequestsQuery.shape.sort.unwrap().options].sort());
  });

  it('reads the tab and My orders filters, dropping defaults and nonsense', () => {
    expect(requestsSearch({ tab: 'orders', page: '3', search: '  R-4F7K ', status: 'saved', sort: 'totalCents' })).toEqual({
      tab: 'orders',
      page: 3,
      search: 'R-4F7K',
      status: 'saved',
      sort: 'totalCents',
    });
    expect(requestsSearch({ tab: 'choose', page: 1, status: 'paid', sort: '-createdAt', search: ' ' })).toEqual({
      tab: undefined,
      page: undefined,
      search: undefined,
      status: undefined,
      sort: undefined,
    });
  });
});
