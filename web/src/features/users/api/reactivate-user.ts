import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKey } from './list-users';

/** Reactivates a user: they may sign in again and take a seat of the plan (UserLimitExceeded when none is free). */
export function useReactivateUser(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/company/{company}/user/{id}/reactivate', undefined, { params: { company, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
