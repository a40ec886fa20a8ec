import { describe, expect, it } from 'vitest';
import { addDays, bookingsByDay, monthWeeks, onDay, shiftDay, shownPeriod, weekDays, weekStart } from './calendar';
import { dayStart } from './bookings-search';

describe('the bookings calendar', () => {
  it('starts weeks on Monday and walks across months and years', () => {
    expect(weekStart('2027-03-03')).toBe('2027-03-01');
    expect(weekStart('2027-03-07')).toBe('2027-03-01');
    expect(weekDays('2027-01-01')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('shows whole weeks covering the month', () => {
    const weeks = monthWeeks('2027-02-15');
    // February 2027 starts on a Monday and has 28 days: exactly four weeks.
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe('2027-02-01');
    const may = monthWeeks('2027-05-20');
    expect(may[0]![0]).toBe('2027-04-26');
    expect(may.at(-1)!.at(-1)).toBe('2027-06-06');
    expect(may.every((week) => week.length === 7)).toBe(true);
  });

  it('steps by a week or a month, keeping the day within the shorter month', () => {
    expect(shiftDay('week', '2027-03-30', 1)).toBe('2027-04-06');
    expect(shiftDay('month', '2027-01-31', 1)).toBe('2027-02-28');
    expect(shiftDay('month', '2027-01-15', -1)).toBe('2026-12-15');
  });

  it('asks for the period of the days shown, in UTC', () => {
    const week = shownPeriod('week', '2027-03-03');
    expect(week.from).toBe(dayStart('2027-03-01'));
    expect(week.to).toBe(dayStart('2027-03-08'));
  });

  it('puts a booking on every local day its half-open period touches', () => {
    const booking = { start: new Date('2027-03-01T22:00:00').toISOString(), end: new Date('2027-03-03T00:00:00').toISOString() };
    expect(onDay(booking, '2027-03-01')).toBe(true);
    expect(onDay(booking, '2027-03-02')).toBe(true);
    // Ending at midnight: nothing of the 3rd.
    expect(onDay(booking, '2027-03-03')).toBe(false);
    const byDay = bookingsByDay([booking], weekDays('2027-03-01'));
    expect([...byDay.values()].map((list) => list.length)).toEqual([1, 1, 0, 0, 0, 0, 0]);
  });
});
