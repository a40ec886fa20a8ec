import { api, type BodyOf } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export function useVerifyPhone() {
  return useAction((body: BodyOf<'POST', '/auth/verify/phone'>) => api.post('/auth/verify/phone', body));
}
