import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { secondFactorStatusQuery } from './second-factor-status';

/** Turns the second factor on with a code of the app; answers the ten recovery codes, this once. */
export function useConfirmTotpEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'POST', '/auth/second-factor/totp/confirm'>) => api.post('/auth/second-factor/totp/confirm', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorStatusQuery.queryKey }),
  });
}
