import { useMutation } from '@tanstack/react-query';
import { api, type AnswerOf, type BodyOf } from '../../../lib/api-client';
import { tourStore } from '../../tour/tour-store';

export type CreateCompanyRequest = BodyOf<'POST', '/company'>;
export type CreateCompanyAnswer = AnswerOf<'POST', '/company'>;

export function useCreateCompany() {
  return useMutation({
    // A company made here comes with the tour's test items, and its owner's first visit runs the tour (docs/tour.md).
    mutationFn: (body: CreateCompanyRequest) => api.post('/company', { ...body, tutorial: true }),
    onSuccess: (answer: CreateCompanyAnswer) => tourStore.offer(answer.company.owner),
  });
}
