import { api, type BodyOf } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** Sends a reset link by e-mail, or a code by SMS when the key is a phone (+). */
export function useForgotPassword() {
  return useAction((body: BodyOf<'POST', '/auth/forgot'>) => api.post('/auth/forgot', body));
}
