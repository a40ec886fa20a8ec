import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentsKey } from './keys';

/** Stops the monthly auto-debit; the paid period runs to its end. */
export function usePauseSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/payment/subscription/pause', undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...paymentsKey, 'billing'] }),
  });
}
