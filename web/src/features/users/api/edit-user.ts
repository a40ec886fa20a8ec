import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { userDetailQuery } from './user-detail';
import { usersKey } from './list-users';

export type EditUserRequest = BodyOf<'PUT', '/company/{company}/user/{id}/edit'>;

export function useEditUser(company: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditUserRequest) => api.put('/company/{company}/user/{id}/edit', body, { params: { company, id } }),
    onSuccess: async (user) => {
      queryClient.setQueryData(userDetailQuery(company, id).queryKey, user);
      await queryClient.invalidateQueries({ queryKey: usersKey });
    },
  });
}
