import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const feedKey = ['bookings-feed'] as const;

/** Whether the caller's calendar feed is on (its URL is shown only when turned on). */
export const feedStateQuery = (company: string) =>
  queryOptions({ queryKey: [...feedKey, company], queryFn: ({ signal }) => api.getAt('/company/{company}/bookings/feed', { params: { company }, signal }) });
