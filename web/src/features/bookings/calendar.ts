import type { BookingStatus } from '../../../../shared/booking-statuses';
import { dayAfter, dayStart } from './bookings-search';

/**
 * The bookings calendar's days (docs/bookings.md, "Calendar"): local calendar days of the viewer's
 * time zone written yyyy-mm-dd, weeks from Monday, and which bookings fall on a day. Pure, so the
 * tests need no browser.
 */
export type CalendarView = 'week' | 'month';

const pad = (value: number) => String(value).padStart(2, '0');

/** The local day of a date (yyyy-mm-dd). */
export const localDay = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A yyyy-mm-dd day at local noon (noon: a daylight-saving shift never moves it to another day). */
const noonOf = (day: string): Date => new Date(`${day}T12:00:00`);

export function addDays(day: string, days: number): string {
  const date = noonOf(day);
  date.setDate(date.getDate() + days);
  return localDay(date);
}

/** The Monday of the day's week. */
export function weekStart(day: string): string {
  const weekday = (noonOf(day).getDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The seven days of the day's week, Monday first. */
export const weekDays = (day: string): string[] => Array.from({ length: 7 }, (_, index) => addDays(weekStart(day), index));

const monthOf = (day: string) => day.slice(0, 7);

/** The weeks (Monday first) that hold the day's month, with the neighbouring months' days that fill them. */
export function monthWeeks(day: string): string[][] {
  const weeks: string[][] = [];
  // yyyy-mm compares as text: the Mondays from the one before the 1st up to the month's last Monday.
  for (let monday = weekStart(`${monthOf(day)}-01`); monthOf(monday) <= monthOf(day); monday = addDays(monday, 7)) weeks.push(weekDays(monday));
  return weeks;
}

export const inMonth = (day: string, anchor: string): boolean => monthOf(day) === monthOf(anchor);

/** The day a step before (-1) or after (1) in the view: a week, or a month (the 31st becomes the month's last day). */
export function shiftDay(view: CalendarView, day: string, step: number): string {
  if (view === 'week') return addDays(day, 7 * step);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(year, month - 1 + step, 1, 12);
  const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(date, last));
  return localDay(target);
}

/** The days the view shows: the week, or the month's weeks. */
export const shownDays = (view: CalendarView, day: string): string[] => (view === 'week' ? weekDays(day) : monthWeeks(day).flat());

/** The UTC period [from, to) of the days shown, for the list API's period filter. */
export function shownPeriod(view: CalendarView, day: string): { from: string; to: string } {
  const days = shownDays(view, day);
  return { from: dayStart(days[0]!), to: dayAfter(days.at(-1)!) };
}

interface Period {
  start: string;
  end: string;
}

/** Whether a booking's half-open period [start, end) has time within the local day. */
export const onDay = (booking: Period, day: string): boolean => Date.parse(booking.start) < Date.parse(dayAfter(day)) && Date.parse(booking.end) > Date.parse(dayStart(day));

/** The bookings on each day shown, in start order. */
export function bookingsByDay<T extends Period>(bookings: readonly T[], days: readonly string[]): Map<string, T[]> {
  const sorted = [...bookings].sort((a, b) => a.start.localeCompare(b.start));
  return new Map(days.map((day) => [day, sorted.filter((booking) => onDay(booking, day))]));
}

/** The status colours of the badges, reused by the calendar's chips and dots. */
export const statusColors: Record<BookingStatus, string> = { reserved: 'blue', checked_out: 'orange', returned: 'green', overdue: 'red', cancelled: 'gray' };
