/*
 * The pure parts of a list page's state (use-list-state.ts). The address is the state: the text
 * typed into the filters and the cursors met while paging are derived from it, never kept beside it.
 */

/** What every list's address has: its page (the first is the absent parameter) and, when paged by cursor, the page's cursor. */
export interface ListSearch {
  page?: number;
  after?: string;
}

/** The text inputs of a list, by the name of the address's parameter each one types. */
export type ListText<T extends string> = Record<T, string>;

/** A list's address with text parameters `T`. */
export type TextSearch<T extends string> = ListSearch & Partial<Record<T, string>>;

export const textOf = <T extends string>(search: TextSearch<T>, fields: readonly T[]): ListText<T> =>
  Object.fromEntries(fields.map((name) => [name, search[name] ?? ''])) as ListText<T>;

export const trimmedText = <T extends string>(text: ListText<T>, fields: readonly T[]): ListText<T> =>
  Object.fromEntries(fields.map((name) => [name, text[name].trim()])) as ListText<T>;

/** Whether the typed text asks for something other than the address does (spaces around it aside). */
export const textDiffers = <T extends string>(text: ListText<T>, search: TextSearch<T>, fields: readonly T[]): boolean =>
  fields.some((name) => text[name].trim() !== (search[name] ?? ''));

/** The same list from its first page: what a new filter, sort or search starts from. */
export function firstPage<S extends ListSearch>(search: S): S {
  const { page: _page, after: _after, ...rest } = search;
  return rest as S;
}

/** The address with the typed text in it, from the first page; blank text is the absent parameter. */
export const withText = <S extends TextSearch<T>, T extends string>(search: S, text: ListText<T>, fields: readonly T[]): S => ({
  ...firstPage(search),
  ...Object.fromEntries(fields.map((name) => [name, text[name].trim() || undefined])),
});

/** Another page of the same list, starting from `cursor` when one is known. */
export function pageOf<S extends ListSearch>(search: S, target: number, cursor?: string): S {
  return { ...firstPage(search), ...(target > 1 ? { page: target } : {}), ...(cursor ? { after: cursor } : {}) };
}

/**
 * The text the inputs show once the address's text has changed. The address echoing the user's own
 * commit (`committed`, the trimmed text written) leaves their typing alone, even if they typed on
 * meanwhile; any other change (Back, Forward, a link, clearing) replaces what is typed with it.
 */
export function textAfterAddressChange<T extends string>(
  typed: ListText<T>,
  search: TextSearch<T>,
  fields: readonly T[],
  committed: ListText<T> | null,
): ListText<T> {
  const echo = committed !== null && !textDiffers(committed, search, fields);
  return echo || !textDiffers(typed, search, fields) ? typed : textOf(search, fields);
}

/**
 * The cursors met while paging through a list, kept for this tab's session: going back a page, or
 * coming back to the list, starts from a known cursor instead of an offset the API must skip to.
 * Keyed by the list (for items: company, filters, sort, page size) and the page a cursor starts.
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

/** The cursor of the page an address shows: the address's own, or else one met before for that page of that list. */
export const cursorOf = (search: ListSearch, list: unknown): string | undefined => search.after ?? cursors.of(list, search.page ?? 1);

/** Where a page shown by cursor stands: its list, its page, and the answer's cursor of the page after it. */
export interface CursorPosition {
  list: unknown;
  page: number;
  /** The answer's `next`; null or absent on the last page. */
  next: string | null | undefined;
  /** False while the answer shown is the previous page's, kept as a placeholder: its `next` is not this page's. */
  nextIsCurrent: boolean;
}

/** The cursor to open `target` with: the next page follows from this one's `next`; any other from a cursor met before, or else its offset. */
export const cursorFor = (target: number, { list, page, next, nextIsCurrent }: CursorPosition): string | undefined =>
  target === page + 1 && next && nextIsCurrent ? next : cursors.of(list, target);
