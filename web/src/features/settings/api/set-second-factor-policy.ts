import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';

/** Root sets the roles whose users must have a second factor; answers the company's settings. */
export function useSetSecondFactorPolicy(company: string) {
  return useMutation({
    mutationFn: (body: BodyOf<'PUT', '/company/{id}/second-factor-policy'>) => api.put('/company/{id}/second-factor-policy', body, { params: { id: company } }),
  });
}
