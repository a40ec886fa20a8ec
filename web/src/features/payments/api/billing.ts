import { queryOptions } from '@tanstack/react-query';
import { api, type AnswerOf } from '../../../lib/api-client';
import { paymentsKey } from './keys';

export type Billing = AnswerOf<'GET', '/payment/billing'>;

/** Where the company stands: plan, period, lock, subscription, promo and its billing history. */
export const billingQuery = queryOptions({
  queryKey: [...paymentsKey, 'billing'],
  queryFn: ({ signal }) => api.get('/payment/billing', undefined, signal),
});
