/**
 * The maintenance page as its address states it: page, and the filter (overdue, due within N days).
 * Read by hand like the other list searches (the route table carries no zod); invalid is "no filter".
 */
export interface MaintenanceSearch {
  /** From 2 on; the first page is the absent parameter. */
  page?: number;
  show?: 'overdue' | 'within';
  /** Days ahead for `show=within` (default 30). */
  days?: number;
}

const whole = (value: unknown, min: number, max: number): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
};

export function maintenanceSearch(search: Record<string, unknown>): MaintenanceSearch {
  const page = whole(search.page, 2, 100_000);
  const show = search.show === 'overdue' || search.show === 'within' ? search.show : undefined;
  const days = show === 'within' ? whole(search.days, 0, 366) : undefined;
  return { ...(page ? { page } : {}), ...(show ? { show } : {}), ...(days !== undefined ? { days } : {}) };
}

/** The local calendar date (the server accepts it within a day of its own). */
export { localToday } from '../../lib/local-day';
