import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { maintenanceKey } from './keys';

export type DoneBody = BodyOf<'POST', '/company/{company}/maintenance/items/{id}/plans/{planId}/done'>;

/** Records a maintenance done; the item's history changes too. */
export function useRecordDone(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, planId, body }: { itemId: string; planId: string; body: DoneBody }) =>
      api.post('/company/{company}/maintenance/items/{id}/plans/{planId}/done', body, { params: { company, id: itemId, planId } }),
    onSuccess: (_answer, { itemId }) => {
      void queryClient.invalidateQueries({ queryKey: maintenanceKey });
      // The item card's history shows the new entry.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(itemId) });
    },
  });
}
