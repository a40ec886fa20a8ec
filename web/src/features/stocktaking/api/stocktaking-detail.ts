import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { detailRefetchMs } from '../stocktaking-view';
import { stocktakingKey } from './stocktaking-list';

/**
 * One stocktaking with its counts. It asks again every 2 s while the expected list is being frozen
 * and every 5 s while pending, so the phones' scans show up live; a completed one stays still.
 */
export const stocktakingDetailQuery = (company: string, id: string) =>
  queryOptions({
    queryKey: [...stocktakingKey, 'detail', company, id],
    queryFn: ({ signal }) => api.getAt('/company/{company}/stocktaking/{id}', { params: { company, id }, signal }),
    refetchInterval: (query) => detailRefetchMs(query.state.data),
  });
