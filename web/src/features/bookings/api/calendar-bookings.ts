import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BookingStatus } from '../../../../../shared/schemas/bookings';
import { api } from '../../../lib/api-client';
import { bookingsKey, type BookingsPage } from './list-bookings';

/** The largest page the list API gives (shared/schemas/common.ts pageQuery). */
const pageMax = 100;
/** Pages one calendar reads at most: a month with more bookings says how many are not shown. */
const pagesMax = 5;

export interface CalendarFilter {
  /** The caller's own bookings (everyone but managers, and managers' "My bookings"). */
  mine: boolean;
  status?: BookingStatus;
  /** The UTC period shown: only bookings overlapping it are read (the list API's period filter). */
  from: string;
  to: string;
}

/** The bookings of the calendar's week or month, read page after page through the list API (at most 500). */
export const calendarBookingsQuery = (company: string, filter: CalendarFilter) =>
  queryOptions({
    queryKey: [...bookingsKey, 'calendar', company, filter],
    queryFn: async ({ signal }): Promise<BookingsPage> => {
      const data: BookingsPage['data'] = [];
      let count = 0;
      for (let page = 0; page < pagesMax; page += 1) {
        const query = { status: filter.status, from: filter.from, to: filter.to, limit: pageMax, offset: page * pageMax };
        const answer = filter.mine
          ? await api.getAt('/company/{company}/bookings/mine', { params: { company }, query, signal })
          : await api.getAt('/company/{company}/bookings', { params: { company }, query, signal });
        data.push(...answer.data);
        count = answer.count;
        if (data.length >= count || answer.data.length < pageMax) break;
      }
      return { data, count };
    },
    placeholderData: keepPreviousData,
  });
