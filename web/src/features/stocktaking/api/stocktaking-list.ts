import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { limits } from '../../../../../shared/limits';
import { api, type AnswerOf } from '../../../lib/api-client';
import { refetchMs } from '../stocktaking-view';
import type { StocktakingSearch } from '../stocktaking-search';

export type StocktakingPage = AnswerOf<'GET', '/company/{company}/stocktaking'>;
export type StocktakingRecord = StocktakingPage['data'][number];

/** Every stocktaking query starts with this key: a change to one refreshes the list and the details. */
export const stocktakingKey = ['stocktaking'] as const;

const pageSize = limits.pageSize.stocktaking;

/**
 * A page of stocktakings (20 a page, newest first) by offset, with the address's filters. While one on
 * the page is running it asks again every 5 s, so the phones' progress shows in the counts.
 */
export const stocktakingListQuery = (company: string, search: StocktakingSearch) =>
  queryOptions({
    queryKey: [...stocktakingKey, 'list', company, search],
    queryFn: ({ signal }) => {
      const { page = 1, ...filters } = search;
      return api.getAt('/company/{company}/stocktaking', {
        params: { company },
        query: { limit: pageSize, offset: (page - 1) * pageSize, ...filters },
        signal,
      });
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some((row) => row.status === 'pending') ? refetchMs.live : false),
  });
