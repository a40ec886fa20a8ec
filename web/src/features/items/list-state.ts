import type { ItemsFilters } from '../../lib/api/list-items';
import type { ItemsSearch } from './items-search';

/*
 * The list's state around its address (items-search.ts), kept apart from the route's validator:
 * that one loads with the initial route, this with the list and the card.
 */

/** The filters of an address: what the list asks the API for, besides sort and page. */
export function filtersOf(search: ItemsSearch): ItemsFilters {
  const { page: _page, after: _after, size: _size, sort: _sort, ...filters } = search;
  return filters;
}

/** The list's filters as its text inputs show them. */
export const textFilters = ['search', 'brand', 'model', 'type', 'serial', 'customs', 'customsValue'] as const;
export type TextFilter = (typeof textFilters)[number];
export type TextFilters = Record<TextFilter, string>;

/** The cursors met while paging, kept for every list in lib/list-state.ts; the route's loader reads them too (list-params.ts). */
export { cursors } from '../../lib/list-state';

/** The company's list last shown, for the card's "Back to items" link (browser Back has the address already). */
let lastList: { companyId: string; search: ItemsSearch } | null = null;
export const lastListSearch = {
  get: (companyId: string): ItemsSearch => (lastList?.companyId === companyId ? lastList.search : {}),
  set: (companyId: string, search: ItemsSearch): void => {
    lastList = { companyId, search };
  },
};
