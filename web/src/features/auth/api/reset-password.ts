import { api, type BodyOf } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** With the e-mailed link's token, or with the phone and the SMS code. */
export function useResetPassword() {
  return useAction((body: BodyOf<'POST', '/auth/reset'>) => api.post('/auth/reset', body));
}
