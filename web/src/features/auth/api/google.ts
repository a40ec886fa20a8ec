import { api, type BodyOf } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** Signs in with a Google ID token (the credential Google Identity Services hands over). */
export function useGoogleSignIn() {
  return useAction((body: BodyOf<'POST', '/auth/google'>) => api.post('/auth/google', body));
}
