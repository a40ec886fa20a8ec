import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingsKey } from './list-bookings';

/** An item's bookings for its card: those ending from now on, latest start first. */
export const itemBookingsQuery = (company: string, itemId: string) =>
  queryOptions({
    queryKey: [...bookingsKey, 'item', company, itemId],
    queryFn: ({ signal }) =>
      api.getAt('/company/{company}/item/{id}/bookings', { params: { company, id: itemId }, query: { from: new Date().toISOString(), limit: 20 }, signal }),
  });
