import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { usersKey } from './list-users';

export type CreateUserRequest = BodyOf<'POST', '/company/{company}/user'>;

/** Creates a user with a role; the server mails them the invitation link. */
export function useCreateUser(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => api.post('/company/{company}/user', body, { params: { company } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
