import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';

/** Moves the item to a person (and object): done at once, or a pending transfer in confirmation mode. */
export function useMoveItem(company: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, object }: { user: string; object?: string }) =>
      api.put('/company/{company}/item/move', { item_ids: [id], user, object }, { params: { company } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemsKey }),
  });
}
