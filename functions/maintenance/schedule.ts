import type { RepeatUnit } from '../../shared/schemas/maintenance';

/**
 * The repeat rule on calendar dates (yyyy-mm-dd, no time, no zone): pure functions, so the rules of
 * docs/maintenance.md ("Next due date") are tested without a table.
 */

export interface RepeatRule {
  repeatUnit: RepeatUnit;
  repeatEvery: number;
}

const day = 24 * 60 * 60 * 1000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return toDate(toTime(date) + days * day);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / day);
}

const daysInMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * `months` months after `date`, on day `anchorDay` of that month, or its last day when the month is
 * shorter: a plan due on the 31st is due on the last day of every month (Jan 31, Feb 28, Mar 31).
 */
export function addMonths(date: string, months: number, anchorDay = Number(date.slice(8, 10))): string {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1];
  const target = new Date(Date.UTC(year, month + months, 1));
  const dayOfMonth = Math.min(anchorDay, daysInMonth(target.getUTCFullYear(), target.getUTCMonth()));
  return toDate(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), dayOfMonth));
}

/** One period of the rule after `date` (null for a one-time plan: it has no next date). */
export function nextAfter(rule: RepeatRule, date: string, anchorDay?: number): string | null {
  switch (rule.repeatUnit) {
    case 'once':
      return null;
    case 'days':
      return addDays(date, rule.repeatEvery);
    case 'weeks':
      return addDays(date, 7 * rule.repeatEvery);
    case 'months':
      return addMonths(date, rule.repeatEvery, anchorDay);
  }
}

/**
 * The next due date after a maintenance done on `doneOn` that closed the due date `due`. It counts
 * from the due date (a job done late or early keeps the plan's rhythm), or from the day it was done
 * when the plan says so. Periods that ended by the day it was done are not owed again: the next due
 * date is the first after `doneOn`. A one-time plan has none (it is finished).
 */
export function nextDueAfterDone(rule: RepeatRule & { fromCompletion: boolean; anchorDay: number }, due: string, doneOn: string): string | null {
  if (rule.repeatUnit === 'once') return null;
  if (rule.fromCompletion) return nextAfter(rule, doneOn);
  // Monthly plans keep the day of the month they were set on (the 31st stays the month's last day).
  const anchorDay = rule.anchorDay;
  let next = nextAfter(rule, due, anchorDay)!;
  for (let periods = 1; next <= doneOn; periods++) next = periodsAfter(rule, due, periods + 1, anchorDay);
  return next;
}

/** `periods` periods after `date`, counted from `date` itself (so months do not drift at month ends). */
function periodsAfter(rule: RepeatRule, date: string, periods: number, anchorDay: number): string {
  if (rule.repeatUnit === 'months') return addMonths(date, rule.repeatEvery * periods, anchorDay);
  return nextAfter({ ...rule, repeatEvery: rule.repeatEvery * periods }, date)!;
}

/**
 * The reminders of a due date still to come on or after `today`: the early one `daysAhead` days
 * before (today, when that day has passed but the due date has not), and the one on the day.
 */
export function reminderDays(due: string, daysAhead: number, today: string): { day: string; kind: 'ahead' | 'due' }[] {
  const reminders: { day: string; kind: 'ahead' | 'due' }[] = [];
  if (daysAhead > 0 && due > today) {
    const early = addDays(due, -daysAhead);
    reminders.push({ day: early < today ? today : early, kind: 'ahead' });
  }
  if (due >= today) reminders.push({ day: due, kind: 'due' });
  return reminders;
}
