import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { paymentsKey } from './keys';

export type CreatePaymentRequest = BodyOf<'POST', '/payment/plan'>;

/** Creates a payment (the server prices it) and answers where the browser goes to pay. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePaymentRequest) => api.post('/payment/plan', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKey }),
  });
}
