import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';
import { maintenanceKey } from './keys';

export type CreatePlanBody = BodyOf<'POST', '/company/{company}/maintenance/plans'>;

/** "All matching" of the items list's selection: the list's query, and how many items it counts. */
export interface PlanMatching {
  filter: NonNullable<CreatePlanBody['filter']>;
  count: number;
}

/** Adds a plan to each item named (the card's item, or the items list's selection). */
export function useCreatePlan(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePlanBody) => api.post('/company/{company}/maintenance/plans', body, { params: { company } }),
    onSuccess: async () => {
      // The items list's maintenance filters read the new plans too.
      await Promise.all([queryClient.invalidateQueries({ queryKey: maintenanceKey }), queryClient.invalidateQueries({ queryKey: itemsKey })]);
    },
  });
}
