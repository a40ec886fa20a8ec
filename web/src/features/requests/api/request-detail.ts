import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { requestsKey } from './list-requests';

/** One sticker order, as it is now (a payment may have turned it from saved to new meanwhile). */
export const requestDetailQuery = (companyId: string, id: string) =>
  queryOptions({
    queryKey: [...requestsKey, 'detail', companyId, id],
    queryFn: ({ signal }) => api.getAt('/request/{id}', { params: { id }, signal }),
    staleTime: 0,
  });
