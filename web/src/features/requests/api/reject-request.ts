import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { requestsKey } from './list-requests';

/** Rejects (cancels) a draft. */
export function useRejectRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.patch('/request/{id}', undefined, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}
