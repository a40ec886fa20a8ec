import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { requestsKey } from './list-requests';
import type { SaveRequestInput } from './save-request';

/** Saves and publishes the order; the answer's checkoutUrl is where it is paid in full. */
export function usePublishRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveRequestInput) =>
      id ? api.put('/request/{id}/publish', body, { params: { id } }) : api.post('/request/publish', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}
