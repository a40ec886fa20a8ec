import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Counts and limits for the top bar: items, users, the plan and its limits. */
export const companyStatsQuery = (company: string) =>
  queryOptions({
    queryKey: ['company', company, 'stats'],
    queryFn: ({ signal }) => api.getAt('/company/{id}/stats', { params: { id: company }, signal }),
  });
