import type { ItemsFilters } from './api/list-items';
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

export const textOfSearch = (search: ItemsSearch): TextFilters =>
  Object.fromEntries(textFilters.map((name) => [name, search[name] ?? ''])) as TextFilters;

/** Whether the typed text asks for something other than the address does (spaces around it aside). */
export const textDiffers = (text: TextFilters, search: ItemsSearch): boolean =>
  textFilters.some((name) => text[name].trim() !== (search[name] ?? ''));

/**
 * The cursors met while paging through a list, kept for this tab's session: going back a page, or
 * coming back to the list, starts from a known cursor instead of an offset the API must skip to.
 * Keyed by the list (company, filters, sort, page size) and the page a cursor starts.
 */
const knownCursors = new Map<string, string>();
const knownCursorsMax = 500;

const cursorKey = (list: unknown, page: number) => `${JSON.stringify(list)}#${page}`;

export const cursors = {
  remember(list: unknown, page: number, cursor: string): void {
    const key = cursorKey(list, page);
    knownCursors.delete(key);
    knownCursors.set(key, cursor);
    // The oldest first: a Map iterates in insertion order.
    if (knownCursors.size > knownCursorsMax) knownCursors.delete(knownCursors.keys().next().value as string);
  },
  of: (list: unknown, page: number): string | undefined => (page > 1 ? knownCursors.get(cursorKey(list, page)) : undefined),
};

/** The company's list last shown, for the card's "Back to items" link (browser Back has the address already). */
let lastList: { companyId: string; search: ItemsSearch } | null = null;
export const lastListSearch = {
  get: (companyId: string): ItemsSearch => (lastList?.companyId === companyId ? lastList.search : {}),
  set: (companyId: string, search: ItemsSearch): void => {
    lastList = { companyId, search };
  },
};
