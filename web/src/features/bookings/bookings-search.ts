import * as z from 'zod';
import { bookingStatuses } from '../../../../shared/schemas/bookings';

/** The bookings page's address: whose list, its filters (local calendar days) and its page. */
export const bookingsSearch = z.object({
  mine: z.boolean().optional().catch(undefined),
  status: z.enum(bookingStatuses).optional().catch(undefined),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
});
export type BookingsSearch = z.infer<typeof bookingsSearch>;

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
