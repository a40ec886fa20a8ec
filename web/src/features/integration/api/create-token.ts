import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tokensKey } from './list-tokens';

/** Creates an access token; the answer carries its secret, this once. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post('/integration', { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}
