import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { createPasskey } from '../../../lib/webauthn';
import { passkeysQuery } from './passkeys';

/**
 * Adds a passkey: options from the server (its challenge, for this session, once), the browser's
 * prompt, then the credential with its name. A prompt that gives nothing throws PasskeyPromptError.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { options } = await api.post('/auth/account/passkeys/options', undefined);
      const credential = await createPasskey(options);
      return api.post('/auth/account/passkeys', { name, credential });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });
}
