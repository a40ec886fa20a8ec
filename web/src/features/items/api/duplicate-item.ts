import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';

/** A new item with the same fields, without code or history. */
export function useDuplicateItem(company: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/company/{company}/item/{id}/duplicate', undefined, { params: { company, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemsKey }),
  });
}
