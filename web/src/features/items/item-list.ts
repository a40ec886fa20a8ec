import { limits } from '../../../../shared/limits';
import type { ItemSort } from '../../../../shared/schemas/items';
import { defaultSort, pageSizeChoices } from './items-search';

export { defaultSort, pageSizeChoices };

/**
 * Columns of the items table; the title column is always shown. The book value (issue 28) is computed
 * per row and does not sort; the next maintenance (the item's earliest plan due date, kept on the item)
 * does not sort either, and is a column only on a plan with maintenance (docs/maintenance.md).
 */
export const itemColumns = ['title', 'code', 'status', 'nextMaintenance', 'responsible', 'place', 'price', 'bookValue', 'created'] as const;
export type ItemColumn = (typeof itemColumns)[number];
export const hideableColumns = itemColumns.filter((column) => column !== 'title');

/** The columns the company's plan has: "Next maintenance" needs the maintenance feature. */
export function columnsOf(features: { maintenance: boolean }): ItemColumn[] {
  return itemColumns.filter((column) => column !== 'nextMaintenance' || features.maintenance);
}

/** The columns a header click sorts by, and the API's name for each. */
export const sortableColumns = { title: 'title', code: 'code', price: 'price', bookValue: 'bookValue', created: 'created' } as const satisfies Partial<Record<ItemColumn, string>>;
export type SortField = (typeof sortableColumns)[keyof typeof sortableColumns];

/** A click on a header: that field ascending, or descending when it already sorts ascending. */
export function nextSort(current: ItemSort, field: SortField): ItemSort {
  return current === field ? `-${field}` : field;
}

export function sortDirection(current: ItemSort, field: SortField): 'asc' | 'desc' | null {
  if (current === field) return 'asc';
  if (current === `-${field}`) return 'desc';
  return null;
}

export function pageSizeOf(stored: string | null): number {
  const size = Number(stored);
  return (pageSizeChoices as readonly number[]).includes(size) ? size : limits.pageSize.items;
}

/** Hidden columns as stored (a JSON list); anything unreadable hides nothing. */
export function hiddenColumnsOf(stored: string | null): ItemColumn[] {
  try {
    const parsed: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(parsed) ? hideableColumns.filter((column) => parsed.includes(column)) : [];
  } catch {
    return [];
  }
}
