import { api, type BodyOf } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** Sets the registering user's phone and texts it a code. */
export function useSendSms() {
  return useAction((body: BodyOf<'POST', '/auth/send_sms'>) => api.post('/auth/send_sms', body));
}
