import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanId } from '../../../../../shared/plans';
import { api } from '../../../lib/api-client';
import { paymentsKey } from './keys';

/** Asks support to move the running paid plan to another one (answered within 24 hours). */
export function useRequestPlanChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanId) => api.put('/payment/plan/{id}', undefined, { params: { id: plan } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...paymentsKey, 'billing'] }),
  });
}
