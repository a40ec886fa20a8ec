import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { maintenanceKey } from './keys';

export type EditPlanBody = BodyOf<'PUT', '/company/{company}/maintenance/items/{id}/plans/{planId}'>;

/** Changes a plan: its rule, reminders, checklist, cost, or its next due date. */
export function useEditPlan(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, planId, body }: { itemId: string; planId: string; body: EditPlanBody }) =>
      api.put('/company/{company}/maintenance/items/{id}/plans/{planId}', body, { params: { company, id: itemId, planId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKey }),
  });
}
