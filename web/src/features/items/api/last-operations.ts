import { queryOptions } from '@tanstack/react-query';
import { api, type AnswerOf } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';

export type LastOperations = AnswerOf<'GET', '/company/{company}/item/operations'>;

/** How many operations the dashboard shows (spec: the 5 latest). */
export const lastOperationsShown = 5;

/** The dashboard's last operations across the company's items, newest first. */
export const lastOperationsQuery = (company: string) =>
  queryOptions({
    queryKey: [...itemsKey, 'operations', company],
    queryFn: ({ signal }) => api.getAt('/company/{company}/item/operations', { params: { company }, query: { limit: lastOperationsShown }, signal }),
  });
