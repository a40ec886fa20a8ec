import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';

export type SupportRequest = BodyOf<'POST', '/company/{company}/support'>;

/** A message to support; one in 10 minutes. */
export function useSendSupport(company: string) {
  return useMutation({
    mutationFn: (body: SupportRequest) => api.post('/company/{company}/support', body, { params: { company } }),
  });
}
