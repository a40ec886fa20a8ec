import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { secondFactorStatusQuery } from './second-factor-status';

/** Ten new recovery codes for a code of the app or an old recovery code; the old ones stop working. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'POST', '/auth/second-factor/recovery-codes'>) => api.post('/auth/second-factor/recovery-codes', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorStatusQuery.queryKey }),
  });
}
