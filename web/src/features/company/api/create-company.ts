import { useMutation } from '@tanstack/react-query';
import { api, type AnswerOf, type BodyOf } from '../../../lib/api-client';

export type CreateCompanyRequest = BodyOf<'POST', '/company'>;
export type CreateCompanyAnswer = AnswerOf<'POST', '/company'>;

export function useCreateCompany() {
  return useMutation({
    mutationFn: (body: CreateCompanyRequest) => api.post('/company', body),
  });
}
