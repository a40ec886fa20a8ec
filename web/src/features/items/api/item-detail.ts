import { queryOptions } from '@tanstack/react-query';
import { api, type AnswerOf } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';

export type ItemDetail = AnswerOf<'GET', '/company/{company}/item/{id}/detailed'>;

export const itemDetailQuery = (company: string, id: string) =>
  queryOptions({
    queryKey: [...itemsKey, 'detail', company, id],
    queryFn: ({ signal }) => api.getAt('/company/{company}/item/{id}/detailed', { params: { company, id }, signal }),
  });
