import { queryOptions } from '@tanstack/react-query';
import { api, type AnswerOf } from '../../../lib/api-client';
import { paymentsKey } from './keys';

export type PlansAnswer = AnswerOf<'GET', '/payment/plans'>;
export type PlanView = PlansAnswer['plans'][number];

/** The plan catalogue (versioned with the code: it changes only with a release). */
export const plansQuery = queryOptions({
  queryKey: [...paymentsKey, 'plans'],
  queryFn: ({ signal }) => api.get('/payment/plans', undefined, signal),
  staleTime: 30 * 60_000,
});
