import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';

/** Binds printed codes to items pair by pair; lists and cards refresh after. */
export function useBulkMark(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pairs: { id: string; code: string }[]) => api.put('/company/{company}/item/mark/bulk', { pairs }, { params: { company } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemsKey }),
  });
}
