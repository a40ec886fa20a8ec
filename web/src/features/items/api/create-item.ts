import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';

export type CreateItemRequest = BodyOf<'POST', '/company/{company}/item'>;

/** Creates `count` identical items; the answer lists them all. */
export function useCreateItem(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateItemRequest) => api.post('/company/{company}/item', body, { params: { company } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemsKey }),
  });
}
