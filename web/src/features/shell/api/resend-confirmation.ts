import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sends the confirmation link to the signed-in user's unconfirmed e-mail (the alert bar's resend). */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => api.post('/auth/email/resend', undefined),
  });
}
