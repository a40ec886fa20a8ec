import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passkeysQuery } from './passkeys';

/** Removes one of the signed-in user's passkeys. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/auth/account/passkeys/{id}', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });
}
