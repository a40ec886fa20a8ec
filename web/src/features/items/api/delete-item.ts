import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';

/** Deletes the item and its history for good. */
export function useDeleteItem(company: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/company/{company}/item/delete', { item_ids: [id] }, { params: { company } }),
    // Only the lists: the deleted item's card is still on screen until the caller leaves it.
    onSuccess: () =>
      Promise.all(['list', 'counters', 'operations'].map((part) => queryClient.invalidateQueries({ queryKey: [...itemsKey, part] }))),
  });
}
