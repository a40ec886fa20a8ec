import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { limits } from '../../../../../shared/limits';
import { api, type AnswerOf } from '../../../lib/api-client';
import { paymentsKey } from './keys';

export type PaymentRecord = AnswerOf<'GET', '/payment'>['data'][number];

export const paymentsPageSize = limits.pageSize.payments;

/** A page of the company's payments (10 a page, newest first). */
export const paymentsListQuery = (page: number) =>
  queryOptions({
    queryKey: [...paymentsKey, 'list', page],
    queryFn: ({ signal }) => api.get('/payment', { limit: paymentsPageSize, offset: (page - 1) * paymentsPageSize }, signal),
    placeholderData: keepPreviousData,
  });
