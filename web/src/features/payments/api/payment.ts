import { queryOptions } from '@tanstack/react-query';
import type { PaymentStatus } from '../../../../../shared/plans';
import { api } from '../../../lib/api-client';
import { paymentsKey } from './keys';

/** Statuses the provider may still move; the server checks with it on each read of such a payment. */
const unsettled: readonly PaymentStatus[] = ['created', 'processing'];

export const settleCheckMs = 2_000;
/** The browser often returns before the callback: it asks again this long, then leaves the status as it is. */
const settleCheckAttempts = 15;

/** One payment; while it is unsettled it is read again, since the server reconciles it with the provider. */
export const paymentQuery = (id: string) =>
  queryOptions({
    queryKey: [...paymentsKey, 'one', id],
    queryFn: ({ signal }) => api.getAt('/payment/{id}', { params: { id }, signal }),
    refetchInterval: (query) =>
      query.state.data && unsettled.includes(query.state.data.status) && query.state.dataUpdateCount < settleCheckAttempts
        ? settleCheckMs
        : false,
  });
