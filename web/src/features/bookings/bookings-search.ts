import { bookingStatuses, type BookingStatus } from '../../../../shared/booking-statuses';

/**
 * The bookings page's address: whose list, its filters (local calendar days) and its page. Read by
 * hand like the other list searches: the route table is in the first screen's code, zod is not.
 */
export interface BookingsSearch {
  mine?: boolean;
  status?: BookingStatus;
  from?: string;
  to?: string;
  page?: number;
}

const day = (value: unknown): string | undefined => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export function bookingsSearch(search: Record<string, unknown>): BookingsSearch {
  const page = typeof search.page === 'number' && Number.isInteger(search.page) && search.page >= 1 ? search.page : undefined;
  const status = bookingStatuses.find((known) => known === search.status);
  const [from, to] = [day(search.from), day(search.to)];
  return {
    ...(search.mine === true ? { mine: true } : {}),
    ...(status ? { status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(page ? { page } : {}),
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
