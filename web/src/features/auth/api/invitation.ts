import { api, type AnswerOf } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export type Invitation = AnswerOf<'GET', '/auth/checkToken'>;

/** The invited user behind an invitation link; reading it does not spend the link. */
export const checkInvitation = (token: string, signal?: AbortSignal): Promise<Invitation> =>
  api.get('/auth/checkToken', { token }, signal);

/** Sets the invited user's password; the link works once. */
export function useFinishInvitation() {
  return useAction(({ token, password }: { token: string; password: string }) =>
    api.post('/auth/finish', { password }, { query: { token } }),
  );
}
