import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Where a check-in may put items: the company's first 100 objects with their locations (the API's largest page). */
export const companyPlacesQuery = (company: string) =>
  queryOptions({
    queryKey: ['bookings-places', company],
    queryFn: ({ signal }) => api.get('/company/get/locations', { limit: 100, offset: 0, withIds: 'true' }, signal),
    select: (page) => page.data,
    staleTime: 60_000,
  });
