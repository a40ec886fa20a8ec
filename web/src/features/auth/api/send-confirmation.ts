import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** Sends the confirmation e-mail again; `token` is the one register answered. */
export function useSendConfirmation() {
  return useAction((token: string) => api.post('/auth/{token}/send_email', undefined, { params: { token } }));
}
