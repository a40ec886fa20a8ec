import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';
import { maintenanceKey } from './keys';

export type EditPlanBody = BodyOf<'PUT', '/company/{company}/maintenance/items/{id}/plans/{planId}'>;

/** Changes a plan: its rule, reminders, checklist, cost, or its next due date. */
export function useEditPlan(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, planId, body }: { itemId: string; planId: string; body: EditPlanBody }) =>
      api.put('/company/{company}/maintenance/items/{id}/plans/{planId}', body, { params: { company, id: itemId, planId } }),
    // The item's next due date (its card and list rows) moves with its plans.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: maintenanceKey }), queryClient.invalidateQueries({ queryKey: itemsKey })]),
  });
}
