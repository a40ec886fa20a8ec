import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';

/** The dashboard's counters: total cost, items, in service, decommissioned. */
export const itemCountersQuery = (company: string) =>
  queryOptions({
    queryKey: [...itemsKey, 'counters', company],
    queryFn: ({ signal }) => api.getAt('/company/{company}/item/counters', { params: { company }, signal }),
  });
