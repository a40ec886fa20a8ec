import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { limits } from '../../../../../shared/limits';
import type { RequestStatusName } from '../../../../../shared/schemas/requests';
import { api, type AnswerOf, type QueryOf } from '../../../lib/api-client';

export type RequestsPage = AnswerOf<'GET', '/request'>;
export type RequestsSort = NonNullable<QueryOf<'GET', '/request'>['sort']>;

export interface RequestsFilters {
  /** 1-based. */
  page: number;
  search?: string;
  status?: RequestStatusName;
  sort?: RequestsSort;
}

/** Every sticker order query starts with this key: saving, publishing or rejecting one refreshes them all. */
export const requestsKey = ['sticker-requests'] as const;

/** A page of the company's sticker orders (10 a page), searched, filtered by status and sorted. */
export const requestsListQuery = (companyId: string, filters: RequestsFilters) =>
  queryOptions({
    queryKey: [...requestsKey, 'list', companyId, filters],
    queryFn: ({ signal }) =>
      api.get(
        '/request',
        {
          limit: limits.pageSize.stickerOrders,
          offset: (filters.page - 1) * limits.pageSize.stickerOrders,
          search: filters.search || undefined,
          status: filters.status,
          sort: filters.sort,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
