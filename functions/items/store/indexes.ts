import type { IndexName } from '../../../shared/resources';
import type { ItemStatus } from '../../../shared/schemas/items';
import { keys, normalizeTitle } from '../../lib/db/keys';

/**
 * The index entries that serve the item list's sorts and filters (docs/data-model.md): sort
 * indexes hold every item of the company, filter indexes are sparse and list a filter's items
 * newest first. Each filter value also has an exact count (a facet) kept in the item's transactions.
 */

export const facetDimensions = ['brand', 'model', 'type', 'serial', 'responsible', 'object', 'location', 'status', 'withPhoto'] as const;
export type FacetDimension = (typeof facetDimensions)[number];

export const filterIndexes: Record<FacetDimension, IndexName> = {
  brand: 'itemsByBrand',
  model: 'itemsByModel',
  type: 'itemsByType',
  serial: 'itemsBySerial',
  responsible: 'itemsByResponsible',
  object: 'itemsByObject',
  location: 'itemsByLocation',
  status: 'itemsByStatus',
  withPhoto: 'itemsWithPhoto',
};

const textDimensions = new Set<FacetDimension>(['brand', 'model', 'type', 'serial']);

/** Text filters compare case- and space-insensitively, as a person expects of a brand or model. */
export function facetValue(dimension: FacetDimension, value: string): string {
  return textDimensions.has(dimension) ? normalizeTitle(value) : value;
}

export interface IndexedFields {
  _id: string;
  title: string;
  code: string | null;
  totalCents: number;
  brand: string | null;
  model: string | null;
  type: string | null;
  serial: string | null;
  responsibleId: string | null;
  objectId: string | null;
  locationId: string | null;
  status: ItemStatus;
  hasPhoto: boolean;
  /** The time of the last change (every write of an item sets it). */
  updatedAt?: string;
  /**
   * The item's book value in cents as of the month it was last written or revalued in (the list's
   * book value order, docs/depreciation.md "List order"); absent on items written before it was kept,
   * which sort by their total price until the revaluation job reaches them.
   */
  bookValueCents?: number;
}

/** The facet values an item counts under (dimensions it has no value for are absent). */
export function facetsOf(item: IndexedFields): Partial<Record<FacetDimension, string>> {
  const raw: Record<FacetDimension, string | null> = {
    brand: item.brand,
    model: item.model,
    type: item.type,
    serial: item.serial,
    responsible: item.responsibleId,
    object: item.objectId,
    location: item.locationId,
    status: item.status,
    withPhoto: item.hasPhoto ? 'yes' : null,
  };
  const facets: Partial<Record<FacetDimension, string>> = {};
  for (const dimension of facetDimensions) {
    const value = raw[dimension];
    if (value) facets[dimension] = facetValue(dimension, value);
  }
  return facets;
}

/** Money sorts as text when padded: 15 digits hold any total below 10^13 cents. */
const padCents = (cents: number) => String(cents).padStart(15, '0');

export const sortIndexes = { title: 'itemsByTitle', price: 'itemsByPrice', code: 'itemsByCode', bookValue: 'itemsByBookValue' } as const satisfies Record<string, IndexName>;
export type SortField = 'created' | keyof typeof sortIndexes;

/** The value an item sorts by in the list (its index sort key; for creation order, its id). */
export function sortKeyOf(item: IndexedFields, field: SortField): string {
  if (field === 'created') return item._id;
  const attributes = indexAttributes('', item);
  return attributes[`${sortIndexes[field]}Sk`]!;
}

/** The itemsByModified sort key: the time of the last change, then the id (two changes in one millisecond stay apart). */
export function modifiedSortKey(updatedAt: string, itemId: string): string {
  return `${updatedAt}#${itemId}`;
}

/** The partition of a filter index for one value. */
export function filterPartition(companyId: string, dimension: FacetDimension, value: string): string {
  return dimension === 'withPhoto' ? keys.itemSortPartition(companyId) : keys.itemFilterPartition(companyId, facetValue(dimension, value));
}

/** Which partition of the sort indexes holds an item: inactive items are kept apart, so the unfiltered list reads only the active ones. */
export type SortPartition = 'active' | 'inactive';

export function sortPartitionOf(item: Pick<IndexedFields, 'status'>): SortPartition {
  return item.status === 'inactive' ? 'inactive' : 'active';
}

export function sortPartitionKey(companyId: string, partition: SortPartition): string {
  return partition === 'inactive' ? keys.inactiveItemSortPartition(companyId) : keys.itemSortPartition(companyId);
}

/** The index attributes of an item; sort keys end with the item id (creation order breaks ties). */
export function indexAttributes(companyId: string, item: IndexedFields): Record<string, string> {
  const company = keys.itemSortPartition(companyId);
  const sorted = sortPartitionKey(companyId, sortPartitionOf(item));
  const attributes: Record<string, string> = {
    itemsByTitlePk: sorted,
    itemsByTitleSk: `${normalizeTitle(item.title)}#${item._id}`,
    itemsByPricePk: sorted,
    itemsByPriceSk: `${padCents(item.totalCents)}#${item._id}`,
    itemsByCodePk: sorted,
    // Unmarked items sort after every code.
    itemsByCodeSk: `${item.code ?? '\uffff'}#${item._id}`,
    itemsByBookValuePk: sorted,
    itemsByBookValueSk: `${padCents(item.bookValueCents ?? item.totalCents)}#${item._id}`,
  };
  if (item.updatedAt) {
    attributes.itemsByModifiedPk = company;
    attributes.itemsByModifiedSk = modifiedSortKey(item.updatedAt, item._id);
  }
  for (const [dimension, value] of Object.entries(facetsOf(item)) as [FacetDimension, string][]) {
    const index = filterIndexes[dimension];
    attributes[`${index}Pk`] = filterPartition(companyId, dimension, value);
    attributes[`${index}Sk`] = item._id;
  }
  return attributes;
}

/** An item with its index attributes rebuilt from its fields (stale ones removed). */
export function withIndexAttributes<T extends IndexedFields>(companyId: string, record: T): T {
  const fields = Object.fromEntries(Object.entries(record).filter(([name]) => !/^items\w+(Pk|Sk)$/.test(name))) as T;
  return { ...fields, ...indexAttributes(companyId, fields) };
}

/**
 * The custom-field rows and facet names of an item: one per field name and one per name=value, so
 * `customs` alone and `customs` + `customsValue` are each one partition with an exact count.
 */
export function customFacets(customs: Record<string, string>): { field: string; value: string | null; facet: string }[] {
  return Object.entries(customs).flatMap(([field, value]) => [
    { field, value: null, facet: field },
    { field, value: normalizeTitle(value), facet: `${field}=${normalizeTitle(value)}` },
  ]);
}
