import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { secondFactorStatusQuery } from './second-factor-status';

export type DisableSecondFactorRequest = BodyOf<'POST', '/auth/second-factor/disable'>;

/** Turns the second factor off with the current password and a code of the app or a recovery code. */
export function useDisableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableSecondFactorRequest) => api.post('/auth/second-factor/disable', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorStatusQuery.queryKey }),
  });
}
