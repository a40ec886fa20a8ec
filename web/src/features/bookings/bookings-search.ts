import { bookingStatuses, type BookingStatus } from '../../../../shared/booking-statuses';

/**
 * The bookings page's address: whose list, its filters (local calendar days), its page, and the
 * calendar's view and day. Read by hand like the other list searches: the route table is in the
 * first screen's code, zod is not.
 */
export interface BookingsSearch {
  mine?: boolean;
  status?: BookingStatus;
  from?: string;
  to?: string;
  page?: number;
  /** The calendar instead of the list, and the day it is on (the week or month around it; the day listed below). */
  view?: 'week' | 'month';
  day?: string;
}

const day = (value: unknown): string | undefined => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export function bookingsSearch(search: Record<string, unknown>): BookingsSearch {
  const page = typeof search.page === 'number' && Number.isInteger(search.page) && search.page >= 1 ? search.page : undefined;
  const status = bookingStatuses.find((known) => known === search.status);
  const [from, to, shown] = [day(search.from), day(search.to), day(search.day)];
  const view = search.view === 'week' || search.view === 'month' ? search.view : undefined;
  return {
    ...(search.mine === true ? { mine: true } : {}),
    ...(status ? { status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(page ? { page } : {}),
    ...(view ? { view } : {}),
    ...(shown ? { day: shown } : {}),
  };
}

/** A local calendar day's start as a UTC instant (the viewer's time zone decides the day). */
export function dayStart(day: string): string {
  return new Date(`${day}T00:00:00`).toISOString();
}

/** The instant after a local calendar day (a "to" day is included whole). */
export function dayAfter(day: string): string {
  const start = new Date(`${day}T00:00:00`);
  start.setDate(start.getDate() + 1);
  return start.toISOString();
}
