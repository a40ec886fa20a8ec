import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { bookingLimits, type BookingStatus } from '../../../../../shared/schemas/bookings';
import { api, type AnswerOf } from '../../../lib/api-client';

export type BookingsPage = AnswerOf<'GET', '/company/{company}/bookings'>;

/** Every bookings query starts with this key: a change to any booking refreshes them all. */
export const bookingsKey = ['bookings'] as const;

export interface BookingsFilter {
  mine: boolean;
  status?: BookingStatus;
  /** UTC instants of the period the bookings overlap. */
  from?: string;
  to?: string;
  page: number;
}

const offsetOf = (page: number) => (page - 1) * bookingLimits.pageSize;

/** A page of the company's bookings (managers), or of the caller's own. */
export const bookingsListQuery = (company: string, filter: BookingsFilter) =>
  queryOptions({
    queryKey: [...bookingsKey, 'list', company, filter],
    queryFn: ({ signal }): Promise<BookingsPage> => {
      const query = { status: filter.status, from: filter.from, to: filter.to, limit: bookingLimits.pageSize, offset: offsetOf(filter.page) };
      return filter.mine
        ? api.getAt('/company/{company}/bookings/mine', { params: { company }, query, signal })
        : api.getAt('/company/{company}/bookings', { params: { company }, query, signal });
    },
    placeholderData: keepPreviousData,
  });
