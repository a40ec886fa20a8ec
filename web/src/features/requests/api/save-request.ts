import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestInput } from '../../../../../shared/schemas/requests';
import { api } from '../../../lib/api-client';
import { requestsKey } from './list-requests';

export interface SaveRequestInput {
  /** The draft being edited; absent for a new order. */
  id: string | null;
  body: RequestInput;
}

/** Saves the order as a draft: POST /request for a new one, PUT /request/{id} for a draft being edited. */
export function useSaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveRequestInput) => (id ? api.put('/request/{id}', body, { params: { id } }) : api.post('/request', body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}
