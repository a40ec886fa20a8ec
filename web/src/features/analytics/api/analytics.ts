import { queryOptions } from '@tanstack/react-query';
import { api, type AnswerOf } from '../../../lib/api-client';

export type AnalyticsAnswer = AnswerOf<'GET', '/company/{company}/analytics'>;

/** The company's analytics; item changes elsewhere refresh it when the page is opened again. */
export const analyticsQuery = (company: string) =>
  queryOptions({
    queryKey: ['analytics', company],
    queryFn: ({ signal }) => api.getAt('/company/{company}/analytics', { params: { company }, signal }),
    staleTime: 30_000,
  });
