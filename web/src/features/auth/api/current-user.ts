import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const currentUserQuery = queryOptions({
  queryKey: ['users', 'me'],
  queryFn: ({ signal }) => api.get('/users/me', undefined, signal),
  staleTime: 5 * 60_000,
});
