import { queryOptions } from '@tanstack/react-query';
import { api, type AnswerOf } from '../../../lib/api-client';
import { maintenanceKey } from './keys';

export type ItemPlans = AnswerOf<'GET', '/company/{company}/maintenance/items/{id}/plans'>;

/** An item's maintenance plans, next due first (the item card). */
export const itemPlansQuery = (company: string, itemId: string) =>
  queryOptions({
    queryKey: [...maintenanceKey, 'item', company, itemId],
    queryFn: ({ signal }) => api.getAt('/company/{company}/maintenance/items/{id}/plans', { params: { company, id: itemId }, signal }),
  });
