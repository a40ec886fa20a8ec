import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';
import { maintenanceKey } from './keys';

/** Deletes a plan; its recorded maintenance stays in the log. */
export function useDeletePlan(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, planId }: { itemId: string; planId: string }) =>
      api.delete('/company/{company}/maintenance/items/{id}/plans/{planId}', { params: { company, id: itemId, planId } }),
    // The item's next due date (its card and list rows) moves with its plans.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: maintenanceKey }), queryClient.invalidateQueries({ queryKey: itemsKey })]),
  });
}
