import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKey } from './list-users';

/** Deactivates a user: signed out at once, no sign-in until reactivated; their seat of the plan is freed. */
export function useDeactivateUser(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/company/{company}/user/{id}/deactivate', undefined, { params: { company, id } }),
    // The card and every list show the new status.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
