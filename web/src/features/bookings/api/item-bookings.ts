import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingsKey } from './list-bookings';

/** An item's bookings for its card: those ending from now on, latest start first. */
export const itemBookingsQuery = (company: string, itemId: string) =>
  queryOptions({
    queryKey: [...bookingsKey, 'item', company, itemId],
    queryFn: ({ signal }) =>
      api.getAt('/company/{company}/item/{id}/bookings', { params: { company, id: itemId }, query: { from: new Date().toISOString(), limit: 20 }, signal }),
  });

/** An item's bookings overlapping a UTC period (its card's month calendar; an item has few bookings a month). */
export const itemPeriodBookingsQuery = (company: string, itemId: string, period: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...bookingsKey, 'item', company, itemId, period],
    queryFn: ({ signal }) => api.getAt('/company/{company}/item/{id}/bookings', { params: { company, id: itemId }, query: { ...period, limit: 100 }, signal }),
    placeholderData: keepPreviousData,
  });
