import type { StocktakingStatus } from '../../../../shared/schemas/stocktaking';

/**
 * The stocktaking list as its address states it: page and the spec's filters (responsible, target,
 * date, startDate, endDate) plus status. The route table is part of the initial route, which does not
 * carry zod (see routes/search.ts), so this reads the parameters by hand; absent or invalid is "no filter".
 */
export interface StocktakingSearch {
  /** From 2 on; the first page is the absent parameter. */
  page?: number;
  status?: StocktakingStatus;
  /** A user id. */
  responsible?: string;
  /** An object or location id. */
  target?: string;
  /** YYYY-MM-DD. */
  date?: string;
  startDate?: string;
  endDate?: string;
}

/** Repeats shared/schemas/stocktaking.ts stocktakingStatuses; a test holds them equal. */
export const searchStatuses = ['pending', 'completed'] as const satisfies readonly StocktakingStatus[];

/** The API's idField: 1 to 64 characters. */
const idOf = (value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  return text !== '' && text.length <= 64 ? text : undefined;
};

/** A real calendar day written YYYY-MM-DD (the API's z.iso.date()). */
export function dayOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : undefined;
}

/** Paging deeper than the API's largest offset (100,000) at 20 a page is not possible. */
const lastPage = 5_000;

function pageOf(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(page) && page > 1 && page <= lastPage ? page : undefined;
}

/** The route's `validateSearch`: each parameter checked on its own; an invalid one is dropped. */
export function stocktakingSearch(search: Record<string, unknown>): StocktakingSearch {
  const status = (searchStatuses as readonly unknown[]).includes(search.status) ? (search.status as StocktakingStatus) : undefined;
  const parsed: StocktakingSearch = {
    page: pageOf(search.page),
    status,
    responsible: idOf(search.responsible),
    target: idOf(search.target),
    date: dayOf(search.date),
    startDate: dayOf(search.startDate),
    endDate: dayOf(search.endDate),
  };
  // Absent keys keep the address clean (`?status=pending`, not `?page=&status=pending`).
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as StocktakingSearch;
}

/** The filters of a search, without the page: what a change of filters starts again from page 1 with. */
export function filtersOfSearch(search: StocktakingSearch): Omit<StocktakingSearch, 'page'> {
  const { page: _page, ...filters } = search;
  return filters;
}

export const hasFilters = (search: StocktakingSearch): boolean => Object.keys(filtersOfSearch(search)).length > 0;
