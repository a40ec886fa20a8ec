import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Whether the signed-in user's second factor is on (GET /auth/second-factor). */
export const secondFactorStatusQuery = queryOptions({
  queryKey: ['second-factor'],
  queryFn: ({ signal }) => api.get('/auth/second-factor', undefined, signal),
});
