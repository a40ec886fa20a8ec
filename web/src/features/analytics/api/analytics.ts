import { queryOptions } from '@tanstack/react-query';
import { api, type AnswerOf } from '../../../lib/api-client';

export type AnalyticsAnswer = AnswerOf<'GET', '/company/{company}/analytics'>;

/** While the book value snapshot is being computed, the answer is asked again this often. */
export const pendingRefetchMs = 5_000;

/**
 * The company's analytics; item changes elsewhere refresh it when the page is opened again. While
 * its book values are being computed (`bookValue.pending`) it is read again every few seconds, and
 * no longer once they are there.
 */
export const analyticsQuery = (company: string) =>
  queryOptions({
    queryKey: ['analytics', company],
    queryFn: ({ signal }) => api.getAt('/company/{company}/analytics', { params: { company }, signal }),
    staleTime: 30_000,
    refetchInterval: (query) => (query.state.data?.bookValue.pending ? pendingRefetchMs : false),
  });
