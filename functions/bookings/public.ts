import type { BookingsCheckJob } from '../../shared/jobs';
import { bookingLimits, type Booking, type BookingStatus } from '../../shared/schemas/bookings';
import { bookingsChangedWithin, changeKeyOf, itemsOut, type ItemOut } from './out-rows';
import { processBookingsCheck } from './reminders';
import { toBooking } from './service';
import { itemBookingsOverlapping, type BookingRecord } from './store';

/** What other modules may use of bookings: the notifications worker runs the periodic reminders and overdue check. */
export function runBookingsCheck(job: BookingsCheckJob): Promise<void> {
  return processBookingsCheck(job);
}

export type { ItemOut };

/**
 * The items list's booking filters and analytics (docs/bookings.md, "Items out and changes"): the
 * items out under the company's bookings, or, with `overdueAt`, under bookings whose end is before
 * that moment (overdue, whether or not the periodic job has marked them yet).
 */
export function itemsCheckedOut(companyId: string, overdueAt?: Date): Promise<ItemOut[]> {
  return itemsOut(companyId, overdueAt?.toISOString());
}

/**
 * Deleting items (functions/items): for each item that has one, a booking that still holds it: out
 * (checked out or overdue) or reserved for a period that has not ended. Reads the company's out rows
 * once and each item's bookings of the last longest period.
 */
export async function openBookingsOf(companyId: string, itemIds: readonly string[], now = new Date()): Promise<Map<string, { bookingId: string; status: BookingStatus }>> {
  const open = new Map<string, { bookingId: string; status: BookingStatus }>();
  for (const out of await itemsOut(companyId)) if (itemIds.includes(out.itemId)) open.set(out.itemId, { bookingId: out.bookingId, status: 'checked_out' });
  const at = now.toISOString();
  await Promise.all(
    itemIds
      .filter((itemId) => !open.has(itemId))
      .map(async (itemId) => {
        const recent = await itemBookingsOverlapping(companyId, itemId, { start: at, end: '9999' }, bookingLimits.maxDays);
        const reserved = recent.find((record) => record.status === 'reserved' && record.end > at);
        if (reserved) open.set(itemId, { bookingId: reserved._id, status: reserved.status });
      }),
  );
  return open;
}

/** The item's card: the end of the booking it is out under, or null (read from the item's bookings of the last two longest periods). */
export async function outUntilOf(companyId: string, itemId: string, now = new Date()): Promise<string | null> {
  const recent = await itemBookingsOverlapping(companyId, itemId, { start: now.toISOString(), end: '9999' }, bookingLimits.maxDays * 2);
  const out = recent.find((record) => (record.status === 'checked_out' || record.status === 'overdue') && record.items.some((line) => line.itemId === itemId && line.checkedOutAt && !line.returnedAt));
  return out?.end ?? null;
}

/** The integration API (functions/integration): the company's bookings changed in [since, until), in order of change, with the change key its cursor carries. */
export async function bookingsChangedSince(
  companyId: string,
  range: { since: string; until: string; afterKey?: string; status?: BookingStatus },
  limit: number,
): Promise<{ bookings: Booking[]; lastKey: string | null; more: boolean }> {
  const { records, more } = await bookingsChangedWithin<BookingRecord>(companyId, range, limit);
  const last = records.at(-1);
  return { bookings: records.map(toBooking), lastKey: last ? changeKeyOf(last) : null, more };
}
