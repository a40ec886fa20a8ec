import type { RequestStatusName } from '../../../../shared/schemas/requests';

/**
 * The sticker shop as its address states it: the open tab and My orders' page, search, status and
 * sort. The route table is part of the initial route, which does not carry zod (see
 * routes/search.ts), so this reads the parameters by hand; absent or invalid is the default.
 */
export const shopTabs = ['choose', 'order', 'orders'] as const;
export type ShopTab = (typeof shopTabs)[number];

/** Repeats shared/schemas/requests.ts requestStatusNames and the list's sorts; a test holds them equal. */
export const searchStatuses = ['new', 'in_progress', 'done', 'rejected', 'saved'] as const satisfies readonly RequestStatusName[];
export const searchSorts = ['-createdAt', 'createdAt', '-totalCents', 'totalCents'] as const;
export type SearchSort = (typeof searchSorts)[number];

export interface RequestsSearch {
  /** Choose sticker when absent. */
  tab?: Exclude<ShopTab, 'choose'>;
  /** From 2 on; the first page is the absent parameter. */
  page?: number;
  search?: string;
  status?: RequestStatusName;
  /** Newest first when absent. */
  sort?: Exclude<SearchSort, '-createdAt'>;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function requestsSearch(search: Record<string, unknown>): RequestsSearch {
  const tab = oneOf(shopTabs, search.tab);
  const sort = oneOf(searchSorts, search.sort);
  const page = typeof search.page === 'number' ? search.page : typeof search.page === 'string' ? Number(search.page) : NaN;
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 100) : '';
  return {
    tab: tab === 'choose' ? undefined : tab,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
    search: text || undefined,
    status: oneOf(searchStatuses, search.status),
    sort: sort === '-createdAt' ? undefined : sort,
  };
}
