import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { limits } from '../../../../../shared/limits';
import { api, type AnswerOf } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';

export type ItemTransactionsPage = AnswerOf<'GET', '/company/{company}/item/{id}/transactions'>;

/** The item's history, newest first, 10 a page. */
export const itemTransactionsQuery = (company: string, id: string, page: number) =>
  queryOptions({
    queryKey: [...itemsKey, 'transactions', company, id, page],
    queryFn: ({ signal }) =>
      api.getAt('/company/{company}/item/{id}/transactions', {
        params: { company, id },
        query: { limit: limits.pageSize.transactions, offset: (page - 1) * limits.pageSize.transactions },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
