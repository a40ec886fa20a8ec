import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentsKey } from './keys';

/** Checks a promo code; a valid one becomes the company's promo (billing shows it). */
export function useCheckPromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post('/payment/check/promo', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...paymentsKey, 'billing'] }),
  });
}
