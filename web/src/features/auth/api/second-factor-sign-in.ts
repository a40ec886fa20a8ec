import { api, type BodyOf } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export type SecondFactorSignInRequest = BodyOf<'POST', '/auth/login/second-factor'>;

/** The second step of a sign-in: the challenge and a code of the app or a recovery code answer the session. */
export function useSecondFactorSignIn() {
  return useAction((body: SecondFactorSignInRequest) => api.post('/auth/login/second-factor', body));
}
