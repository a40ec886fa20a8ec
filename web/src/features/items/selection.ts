import type { ItemSort } from '../../../../shared/schemas/items';
import type { BodyOf } from '../../lib/api-client';
import { filtersQuery, type ItemsFilters } from '../../lib/api/list-items';

/**
 * What the items list has selected for a bulk action (docs/bulk-actions.md): items picked one by
 * one (their ids, up to the API's 100, in list order), or every item the list's query matches,
 * which is sent as that query, never as ids. A selection belongs to one list: new filters or a new
 * search start it again (use-items-selection.ts).
 */
export type ItemsSelection = { kind: 'ids'; ids: readonly string[] } | { kind: 'matching' };

/** The selection a bulk call sends: ids, or the list's query without paging. */
export type BulkSelectionBody = BodyOf<'POST', '/company/{company}/item/bulk'>['selection'];
export type BulkFilter = Extract<BulkSelectionBody, { filter: unknown }>['filter'];

/** Ids one call may name (shared/schemas/item-bulk.ts bulkIdsMax; a larger selection is the list's query). */
export const pickedMax = 100;

export const noSelection: ItemsSelection = { kind: 'ids', ids: [] };

export const isSelected = (selection: ItemsSelection, id: string): boolean =>
  selection.kind === 'matching' || selection.ids.includes(id);

export const isEmpty = (selection: ItemsSelection): boolean => selection.kind === 'ids' && selection.ids.length === 0;

/** How many items the selection holds; `total` is the count of the list's query. */
export const selectedCount = (selection: ItemsSelection, total: number): number =>
  selection.kind === 'matching' ? total : selection.ids.length;

/**
 * Ids in list order: those on the page shown follow the page's order, in the places the selection
 * has them; ids of other pages stay where they were. Labels are printed in this order.
 */
function inPageOrder(ids: readonly string[], pageIds: readonly string[]): string[] {
  const position = new Map(pageIds.map((id, index) => [id, index]));
  const onPage = ids.filter((id) => position.has(id)).sort((a, b) => position.get(a)! - position.get(b)!);
  let next = 0;
  return ids.map((id) => (position.has(id) ? onPage[next++]! : id));
}

/** Ids added to a picked selection, or null when that would pick more than one call takes. */
function withIds(selection: ItemsSelection, added: readonly string[], pageIds: readonly string[]): ItemsSelection | null {
  if (selection.kind === 'matching') return selection;
  const ids = [...selection.ids, ...added.filter((id) => !selection.ids.includes(id))];
  if (ids.length > pickedMax) return null;
  return { kind: 'ids', ids: inPageOrder([...new Set(ids)], pageIds) };
}

/**
 * One item's checkbox. Unticking an item of "all matching" leaves the page's other items picked,
 * since the rest of the query can no longer be named. Null: more than `pickedMax` would be picked.
 */
export function toggleItem(selection: ItemsSelection, id: string, on: boolean, pageIds: readonly string[]): ItemsSelection | null {
  if (on) return withIds(selection, [id], pageIds);
  const ids = selection.kind === 'matching' ? pageIds : selection.ids;
  return { kind: 'ids', ids: ids.filter((picked) => picked !== id) };
}

/** The header's "select all on this page": ticks every item of the page, or unticks them (and "all matching" with them). */
export function togglePage(selection: ItemsSelection, on: boolean, pageIds: readonly string[]): ItemsSelection | null {
  if (on) return withIds(selection, pageIds, pageIds);
  if (selection.kind === 'matching') return noSelection;
  return { kind: 'ids', ids: selection.ids.filter((id) => !pageIds.includes(id)) };
}

/** The header checkbox: every item of the page selected, some, or none. */
export function pageState(selection: ItemsSelection, pageIds: readonly string[]): 'all' | 'some' | 'none' {
  const picked = pageIds.filter((id) => isSelected(selection, id)).length;
  if (pageIds.length > 0 && picked === pageIds.length) return 'all';
  return picked > 0 ? 'some' : 'none';
}

/** "Select all N matching items" is offered once the whole page is picked and the list holds more than the page. */
export function offersAllMatching(selection: ItemsSelection, pageIds: readonly string[], total: number): boolean {
  return selection.kind === 'ids' && pageIds.length > 0 && total > pageIds.length && pageState(selection, pageIds) === 'all';
}

/** The list's query as a bulk filter: the same filters, search and sort the list asks for, without paging. */
export function bulkFilterOf(sort: ItemSort, filters: ItemsFilters): BulkFilter {
  const query = Object.fromEntries(Object.entries(filtersQuery(filters)).filter(([, value]) => value !== undefined));
  return { sort, ...query };
}

/** What a bulk call sends for the selection of the list under `sort` and `filters`. */
export function selectionBody(selection: ItemsSelection, sort: ItemSort, filters: ItemsFilters): BulkSelectionBody {
  return selection.kind === 'matching' ? { filter: bulkFilterOf(sort, filters) } : { ids: [...selection.ids] };
}

/**
 * The list a selection belongs to: the company, its filters and search. A change starts the
 * selection again; paging and sorting keep it (the same items, shown in another order).
 */
export const selectionListKey = (companyId: string, filters: ItemsFilters): string =>
  JSON.stringify([companyId, bulkFilterOf('-created', filters)]);
