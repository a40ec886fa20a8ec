import { describe, expect, it } from 'vitest';
import { bookingsSearch, dayAfter, dayStart } from './bookings-search';

describe('the bookings page address', () => {
  it('keeps valid filters and drops the rest', () => {
    expect(bookingsSearch({ mine: true, status: 'overdue', from: '2027-03-01', page: 2 })).toEqual({ mine: true, status: 'overdue', from: '2027-03-01', page: 2 });
    expect(bookingsSearch({ status: 'lost', from: 'yesterday', page: 0 })).toEqual({});
    expect(bookingsSearch({ view: 'month', day: '2027-03-05' })).toEqual({ view: 'month', day: '2027-03-05' });
    expect(bookingsSearch({ view: 'year', day: 'monday' })).toEqual({});
  });

  it('turns local days into the instants of a half-open period covering the "to" day whole', () => {
    expect(Date.parse(dayAfter('2027-03-01')) - Date.parse(dayStart('2027-03-01'))).toBeGreaterThanOrEqual(23 * 3_600_000);
    expect(dayStart('2027-03-02')).toBe(dayAfter('2027-03-01'));
  });
});
