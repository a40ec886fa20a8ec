import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Whom a manager may book for: the company's first 100 people (the users list, oldest first). */
export const companyPeopleQuery = (company: string) =>
  queryOptions({
    queryKey: ['bookings-people', company],
    queryFn: ({ signal }) => api.getAt('/company/{company}/user', { params: { company }, query: { limit: 100, offset: 0 }, signal }),
    staleTime: 60_000,
  });
