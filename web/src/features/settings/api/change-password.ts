import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/storage';

export type ChangePasswordRequest = BodyOf<'PATCH', '/auth/change/password'>;

/** Changes the password: every session ends, so the answer's new token replaces the stored one at once. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.patch('/auth/change/password', body),
    onSuccess: (answer) => tokenStorage.set(answer.token),
  });
}
