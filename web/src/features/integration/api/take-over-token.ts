import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tokensKey } from './list-tokens';

/** Root takes an access token over: it follows root from now on instead of its maker. */
export function useTakeOverToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/integration/{id}/take-over', undefined, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}
