import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tokensKey } from './list-tokens';

/** Revokes an access token: calls with it are refused from now on. */
export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/integration/{id}', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}
