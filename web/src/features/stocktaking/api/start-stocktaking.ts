import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { stocktakingKey } from './stocktaking-list';

export type StartStocktakingRequest = BodyOf<'POST', '/company/{company}/stocktaking'>;

/** Starts a stocktaking (202: its expected list is frozen in the background). */
export function useStartStocktaking(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartStocktakingRequest) => api.post('/company/{company}/stocktaking', body, { params: { company } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stocktakingKey }),
  });
}
