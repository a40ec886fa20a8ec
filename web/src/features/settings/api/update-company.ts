import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';

export type UpdateCompanyRequest = BodyOf<'PUT', '/company/{company}'>;

/** Changes the company's title or description; the title stays unique. */
export function useUpdateCompany(company: string) {
  return useMutation({
    mutationFn: (body: UpdateCompanyRequest) => api.put('/company/{company}', body, { params: { company } }),
  });
}
