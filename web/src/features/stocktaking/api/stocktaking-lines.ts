import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LinePresence, LineResult } from '../../../../../shared/schemas/stocktaking';
import { api, type AnswerOf } from '../../../lib/api-client';
import { stocktakingKey } from './stocktaking-list';

export type StocktakingLinesPage = AnswerOf<'GET', '/company/{company}/stocktaking/{id}/items'>;

export interface LinesFilters {
  result?: LineResult;
  presence?: LinePresence;
}

/** One page of 20 results per item, from a cursor (`after`, the page before's `next`) or the start. */
export const stocktakingLinesQuery = (
  company: string,
  id: string,
  filters: LinesFilters,
  after: string | undefined,
  refetchInterval: number | false,
) =>
  queryOptions({
    queryKey: [...stocktakingKey, 'lines', company, id, filters, after ?? null],
    queryFn: ({ signal }) =>
      api.getAt('/company/{company}/stocktaking/{id}/items', { params: { company, id }, query: { ...filters, after }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
