import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';

export type AppLinksRequest = BodyOf<'POST', '/company/send-app-links'>;

/** Texts the mobile app links to a phone; one message in 10 minutes. */
export function useSendAppLinks() {
  return useMutation({
    mutationFn: (body: AppLinksRequest) => api.post('/company/send-app-links', body),
  });
}
