import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../../shared/schemas/bookings';
import { scanOfferFor } from './scan-offer';

const now = new Date('2027-03-10T10:00:00');
const hours = (offset: number) => new Date(now.getTime() + offset * 3_600_000).toISOString();

function booking(id: string, status: Booking['status'], start: number, end: number, line: Partial<Booking['items'][number]> = {}): Booking {
  return {
    _id: id,
    items: [{ itemId: 'drill', title: 'Drill', quantity: 1, checkedOutAt: null, returnedAt: null, ...line }],
    person: { _id: 'u1', name: 'Ann' },
    start: hours(start),
    end: hours(end),
    note: null,
    status,
    createdBy: 'u1',
    createdAt: hours(-48),
    updatedAt: hours(-48),
  };
}

describe('what scanning an item offers', () => {
  it('checks in an item a booking has out, overdue ones included, before anything else', () => {
    const out = booking('b1', 'overdue', -30, -2, { checkedOutAt: hours(-30) });
    expect(scanOfferFor([booking('b2', 'reserved', -1, 3), out], 'drill', now)).toEqual({ kind: 'check_in', booking: out });
  });

  it('does not check in an item given back already (a partial check-in)', () => {
    const partly = booking('b1', 'checked_out', -3, 3, { checkedOutAt: hours(-3), returnedAt: hours(-1) });
    expect(scanOfferFor([partly], 'drill', now)).toBeNull();
  });

  it('checks out the reservation running now', () => {
    const running = booking('b3', 'reserved', -1, 3);
    expect(scanOfferFor([booking('b4', 'cancelled', -1, 3), running], 'drill', now)).toEqual({ kind: 'check_out', booking: running });
  });

  it('names a reservation starting later today, and nothing for tomorrow or a finished one', () => {
    const later = booking('b5', 'reserved', 2, 5);
    expect(scanOfferFor([later], 'drill', now)).toEqual({ kind: 'starts_later', booking: later });
    expect(scanOfferFor([booking('b6', 'reserved', 30, 40), booking('b7', 'reserved', -5, -1)], 'drill', now)).toBeNull();
    expect(scanOfferFor([booking('b8', 'reserved', -1, 3)], 'other', now)).toBeNull();
  });
});
