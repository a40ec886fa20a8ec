import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';

/** The transfers the item took part in, newest first. */
export const itemTransfersQuery = (company: string, id: string) =>
  queryOptions({
    queryKey: [...itemsKey, 'transfers', company, id],
    queryFn: ({ signal }) => api.getAt('/company/{company}/item/{id}/transfers', { params: { company, id }, signal }),
  });
