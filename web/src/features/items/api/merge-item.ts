import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';
import { itemDetailQuery } from './item-detail';

/**
 * Returns a separated part to its batch (`to`): the part is deleted with its history, the answer is
 * the batch. Nothing of the deleted part is refreshed (it is gone); the caller leaves for the batch.
 */
export function useMergeItem(company: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => api.put('/company/{company}/item/{id}/merge', { to }, { params: { company, id } }),
    onSuccess: (batch) => {
      queryClient.setQueryData(itemDetailQuery(company, batch._id).queryKey, batch);
      return queryClient.invalidateQueries({ queryKey: itemsKey, predicate: (query) => !query.queryKey.includes(id) });
    },
  });
}
