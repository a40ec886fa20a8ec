import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { stocktakingKey } from './stocktaking-list';

/** Deletes a stocktaking with its results (refused with StocktakingDeleteError while it is being prepared). */
export function useDeleteStocktaking(company: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/company/{company}/stocktaking/{id}', { params: { company, id } }),
    onSuccess: () => {
      // The detail is gone: dropped rather than refetched into a "not found".
      queryClient.removeQueries({ queryKey: [...stocktakingKey, 'detail', company, id] });
      return queryClient.invalidateQueries({ queryKey: [...stocktakingKey, 'list'] });
    },
  });
}
