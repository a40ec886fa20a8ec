import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKey } from './list-users';

export const userDetailQuery = (company: string, id: string) =>
  queryOptions({
    queryKey: [...usersKey, 'detail', company, id],
    queryFn: ({ signal }) => api.getAt('/company/{company}/user/{id}/detailed', { params: { company, id }, signal }),
  });
