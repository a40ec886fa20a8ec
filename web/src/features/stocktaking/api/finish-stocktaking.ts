import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { stocktakingKey } from './stocktaking-list';

/** Finishes a stocktaking: completed, and the phones' later scans are refused. */
export function useFinishStocktaking(company: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/company/{company}/stocktaking/{id}/finish', undefined, { params: { company, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stocktakingKey }),
  });
}
