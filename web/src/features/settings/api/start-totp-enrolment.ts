import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Starts adding an authenticator app: the otpauth URI for the QR code and the key as text, shown this once. */
export function useStartTotpEnrolment() {
  return useMutation({ mutationFn: () => api.post('/auth/second-factor/totp', undefined) });
}
