import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKey } from './list-users';

/** Deletes a user; `responsible` (another user of the company) takes over what they were responsible for. */
export function useDeleteUser(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, responsible }: { id: string; responsible: string }) =>
      api.delete('/company/{company}/user/{id}', { params: { company, id }, query: { responsible } }),
    // Only the lists: the deleted user's card is still on screen until the caller leaves it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...usersKey, 'list'] }),
  });
}
