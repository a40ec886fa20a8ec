import type { Booking } from '../../../../shared/schemas/bookings';
import { addDays, localDay } from './calendar';
import { dayStart } from './bookings-search';

/**
 * What scanning an item offers a storekeeper (docs/bookings.md, "Check-out and check-in by
 * scanning"): checking it in when a booking has it out; else checking out a reservation of it whose
 * period runs now; else saying when today's reservation starts (it cannot be checked out before).
 */
export type ScanOffer = { kind: 'check_in'; booking: Booking } | { kind: 'check_out'; booking: Booking } | { kind: 'starts_later'; booking: Booking };

const holdsOut = (booking: Booking, itemId: string) =>
  (booking.status === 'checked_out' || booking.status === 'overdue') && booking.items.some((line) => line.itemId === itemId && line.checkedOutAt && !line.returnedAt);

export function scanOfferFor(bookings: readonly Booking[], itemId: string, now: Date): ScanOffer | null {
  const out = bookings.find((booking) => holdsOut(booking, itemId));
  if (out) return { kind: 'check_in', booking: out };
  const at = now.toISOString();
  const reserved = bookings
    .filter((booking) => booking.status === 'reserved' && booking.end > at && booking.items.some((line) => line.itemId === itemId))
    .sort((a, b) => a.start.localeCompare(b.start));
  const running = reserved.find((booking) => booking.start <= at);
  if (running) return { kind: 'check_out', booking: running };
  const endOfToday = dayStart(addDays(localDay(now), 1));
  const later = reserved.find((booking) => Date.parse(booking.start) < Date.parse(endOfToday));
  return later ? { kind: 'starts_later', booking: later } : null;
}
