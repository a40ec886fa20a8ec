import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { assertWithPasskey } from '../../../lib/webauthn';

/**
 * Signs in with a passkey alone: options naming no account, the browser's prompt (the passkey names
 * the account), then the assertion. Answers what password sign-in answers. A plain action, as the
 * login screen's others: the WebAuthn library loads only when the button is pressed.
 */
export function usePasskeySignIn() {
  return useAction(async () => {
    const { options } = await api.post('/auth/login/passkey/options', undefined);
    const credential = await assertWithPasskey(options);
    return api.post('/auth/login/passkey', { credential });
  });
}
