import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';
import {
  cursorFor,
  cursorOf,
  cursors,
  firstPage,
  pageOf,
  textAfterAddressChange,
  textDiffers,
  textOf,
  trimmedText,
  withText,
  type ListText,
  type TextSearch,
} from './list-state';

interface ListStateOptions<S extends TextSearch<T>, T extends string> {
  /** The list as the route's address states it: the only state of the list. */
  search: S;
  /** Writes a new address; `replace` for typing and corrections, which should not leave a history entry each. */
  onSearchChange: (next: S, options: { replace: boolean }) => void;
  /** The route's `validateSearch`, so that what is written reads back the same. */
  normalize?: (search: S) => S;
  /** The parameters typed into text inputs: shown at once, written to the address once settled. */
  textFields?: readonly T[];
  /**
   * For a list paged by cursor: the list a cursor belongs to (everything but the page that changes
   * what the pages hold), the answer shown, and whether the API refused the address's cursor.
   */
  paging?: { list: unknown; next: string | null | undefined; nextIsCurrent: boolean; staleCursor: boolean };
}

export interface ListState<S, T extends string> {
  page: number;
  /** The cursor of the page shown (by cursor lists only). */
  after: string | undefined;
  /** What the text inputs show. */
  text: ListText<T>;
  type: (name: T, value: string) => void;
  /** New filters, sort or page size: the list starts again from its first page. */
  changeFilters: (patch: Partial<S>) => void;
  changePage: (target: number) => void;
  /** Every filter and typed text cleared; `keep` is what stays (sort, page size, tab). */
  clear: (keep?: Partial<S>) => void;
}

const noTextFields: readonly never[] = [];
const same = <S>(search: S): S => search;

/**
 * A list page's state, kept in the address: typed text debounced into it (replacing, from page 1),
 * pages and the cursors met on them, filters that start from page 1, and the inputs following an
 * address changed elsewhere (Back, Forward, a link) without undoing typing that is on its way there.
 */
export function useListState<S extends TextSearch<T>, T extends string = never>({
  search,
  onSearchChange,
  normalize = same,
  textFields = noTextFields,
  paging,
}: ListStateOptions<S, T>): ListState<S, T> {
  // The list as last written or as the address last brought it: two writes close together (a
  // filter chosen while typing settles) each start from the one before, not from an address the
  // router has not caught up with yet, so neither undoes the other.
  const searchRef = useRef(search);
  const rendered = useRef(JSON.stringify(search));
  const renderedNow = JSON.stringify(search);
  if (renderedNow !== rendered.current) {
    rendered.current = renderedNow;
    searchRef.current = search;
  }
  const write = (next: S, replace: boolean) => {
    const normalized = normalize(next);
    searchRef.current = normalized;
    onSearchChange(normalized, { replace });
  };

  const [text, setText] = useState(() => textOf(search, textFields));
  // The trimmed text as a string, so that only a change of what it asks for restarts the wait.
  const settled = useDebouncedValue(JSON.stringify(trimmedText(text, textFields)));
  const committed = useRef<ListText<T> | null>(null);
  // Only settled typing writes; the address changing (Back, clearing) is the next effect's to follow.
  useEffect(() => {
    const typed = JSON.parse(settled) as ListText<T>;
    if (!textDiffers(typed, searchRef.current, textFields)) return;
    committed.current = typed;
    write(withText(searchRef.current, typed, textFields), true);
  }, [settled]);
  const addressText = JSON.stringify(textOf(search, textFields));
  useEffect(() => {
    const ownCommit = committed.current;
    committed.current = null;
    setText((typed) => textAfterAddressChange(typed, searchRef.current, textFields, ownCommit));
  }, [addressText]);

  const page = search.page ?? 1;
  const after = paging ? cursorOf(search, paging.list) : undefined;
  const next = paging?.next;
  const listKey = paging ? JSON.stringify(paging.list) : '';
  useEffect(() => {
    if (!paging) return;
    if (after) cursors.remember(paging.list, page, after);
    if (next) cursors.remember(paging.list, page + 1, next);
  }, [listKey, page, after, next]);
  // A cursor the server no longer takes (an old address, another sort) gives way to paging by offset.
  const staleCursor = paging?.staleCursor ?? false;
  useEffect(() => {
    if (staleCursor) write({ ...searchRef.current, after: undefined }, true);
  }, [staleCursor]);

  return {
    page,
    after,
    text,
    type: (name, value) => setText((typed) => ({ ...typed, [name]: value })),
    changeFilters: (patch) => write({ ...firstPage(searchRef.current), ...patch }, false),
    changePage: (target) => write(pageOf(searchRef.current, target, paging ? cursorFor(target, { ...paging, page }) : undefined), false),
    clear: (keep = {}) => {
      committed.current = null;
      setText(textOf(keep as S, textFields));
      write(keep as S, false);
    },
  };
}
