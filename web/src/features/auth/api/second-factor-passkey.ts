import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { assertWithPasskey } from '../../../lib/webauthn';

/** The second step of a sign-in answered with one of the account's passkeys: options for the challenge, the prompt, the assertion. */
export function useSecondFactorPasskey() {
  return useAction(async (challenge: string) => {
    const { options } = await api.post('/auth/login/second-factor/passkey-options', { challenge });
    const passkey = await assertWithPasskey(options);
    return api.post('/auth/login/second-factor', { challenge, passkey });
  });
}
