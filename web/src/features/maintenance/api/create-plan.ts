import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { maintenanceKey } from './keys';

export type CreatePlanBody = BodyOf<'POST', '/company/{company}/maintenance/plans'>;

/** Adds a plan to each item named (here: the card's item). */
export function useCreatePlan(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePlanBody) => api.post('/company/{company}/maintenance/plans', body, { params: { company } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKey }),
  });
}
