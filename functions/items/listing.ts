import { formatCents } from '../../shared/money';
import type { Item, ListItemsQuery } from '../../shared/schemas/items';
import { AppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import { inactiveUserIds } from '../users/public';
import {
  companyItemCount,
  counterRecords,
  facetCount,
  itemsByIds,
  itemCountsByStatus,
  itemsInCreationOrder,
  itemsInSortOrder,
  itemsOfStatusesInCreationOrder,
  itemsUnderFacet,
  setMembers,
  sortOrderBatches,
  type PageStart,
} from './store/reads';
import { decodeCursor, encodeCursor } from './store/cursor';
import { facetDimensions, facetValue, sortKeyOf, type FacetDimension, type SortField, type SortPartition } from './store/indexes';
import { fragmentMembers, serialStartMembers } from './sets/fragments';
import { customSetName, itemIdOf, seqOf, setName } from './sets/memberships';
import { foldCode, matchesEveryWord, maxPrefixLength, minFragmentLength, searchableWords, wordsOf } from './sets/search-terms';
import type { ItemRecord } from './store/record';
import { depreciationContext, withDepreciation, type DepreciationContext } from './depreciation';
import { bookValueState } from './book-values-job';
import { packedOrderCost, pageInPackedOrder, type MembersPage } from './orders/page';
import { requestItemOrder } from './orders/builds';
import { hasScheduleFilter, scheduleMembers, withNotes, type ScheduleNotes, type ScheduleQuery } from './schedule-filters';

/**
 * The item list: one sort, any of the spec's filters and a search, `limit`/`offset` paging or an
 * `after` cursor, and the exact count. Every row carries its book value as of today, computed from
 * the item and the company's depreciation terms per type, read once per request (docs/depreciation.md).
 *
 * - A sort alone, or one filter in creation order, is one index read of the page plus a count kept
 *   beside the items. The list without filters or search shows active items only (issue 28): inactive
 *   ones are found by any filter or search, and listed alone under the status filter "inactive".
 * - Anything else (a search, the serial filter, several filters, a custom field, a filter with
 *   another sort) reads the membership sets it names, intersects them and counts exactly; in
 *   creation order the page is then read by id. In another order, a small result is read whole and
 *   sorted, a larger one is met in the sort's packed order (orders/, from 5,000 items) or, where
 *   there is none yet, by walking the sort's index and keeping the members.
 */

export interface ItemsPage {
  data: Item[];
  count: number;
  next: string | null;
}

export type Filters = Partial<Record<FacetDimension, string>>;

/** Reading one index entry costs about 0.07 RCU, reading one item by id 0.5: see sortedMembers. */
export const indexEntryCost = 0.075;
export const itemByIdCost = 0.5;

export function filtersOf(query: Pick<ListItemsQuery, FacetDimension>): Filters {
  const filters: Filters = {};
  for (const dimension of facetDimensions) {
    if (dimension === 'withPhoto') {
      if (query.withPhoto) filters.withPhoto = 'yes';
      continue;
    }
    const value = query[dimension];
    if (value) filters[dimension] = value;
  }
  return filters;
}

/** The statuses other than inactive that some item has (the unfiltered list merges their partitions once an item is inactive). */
export function activeStatusesOf(counts: ReadonlyMap<string, number>): string[] {
  return [...counts].filter(([status, count]) => status !== 'inactive' && count > 0).map(([status]) => status);
}

/** The partitions of the sort indexes a combination's matches can be in: a status filter names one, else both. */
export function sortPartitionsFor(filters: Filters): SortPartition[] {
  if (filters.status === 'inactive') return ['inactive'];
  return filters.status ? ['active'] : ['active', 'inactive'];
}

/**
 * Whether the query is answered from the membership sets whatever else it asks: a search, a custom
 * field, the serial filter (it matches starts and fragments, which no index holds), the items
 * held by inactive users (the union of their responsible sets), or a booking or maintenance filter
 * (schedule-filters.ts).
 */
export function needsSets(query: Pick<ListItemsQuery, 'search' | 'customs' | 'serial' | 'inactiveHolder'> & ScheduleQuery): boolean {
  return Boolean(query.search || query.customs || query.serial || query.inactiveHolder || hasScheduleFilter(query));
}

function pageOf(records: ItemRecord[], field: SortField, sort: ListItemsQuery['sort'], hasMore: boolean, context: DepreciationContext): Pick<ItemsPage, 'data' | 'next'> {
  const last = records[records.length - 1];
  return { data: records.map((record) => withDepreciation(record, context)), next: hasMore && last ? encodeCursor(sort, sortKeyOf(last, field)) : null };
}

/**
 * The list a member asks for. Sorted by book value, it also keeps that order current: the
 * revaluation walk (the analytics snapshot's job) is queued once a day and once per change of the
 * defaults, by whichever of the two screens asks first (docs/depreciation.md, "List order").
 */
export async function listItemsFor(tenant: Tenant, query: ListItemsQuery): Promise<ItemsPage> {
  const [page] = await Promise.all([
    listItems(tenant.companyId, query, { requestedBy: tenant.userId }),
    query.sort.endsWith('bookValue') ? bookValueState(tenant.companyId, tenant.userId) : null,
  ]);
  return page;
}

export interface ListOptions {
  /** Who asks: a packed order found missing or stale is then asked for in their name (orders/builds.ts). */
  requestedBy?: string;
  /** From how many items a company's searches in title, price, code or book value order read the packed orders. */
  packedOrdersFrom?: number;
}

/**
 * Below this many items the cheaper of today's two ways stays within budget (their worst case,
 * sqrt(0.15 x 11 x N) matches, is about 29 RCU at 5,000 items), so no packed order is built.
 */
export const packedOrdersFrom = 5_000;

export async function listItems(companyId: string, query: ListItemsQuery, options: ListOptions = {}): Promise<ItemsPage> {
  const filters = filtersOf(query);
  const filterNames = Object.keys(filters) as FacetDimension[];
  const descending = query.sort.startsWith('-');
  const field = query.sort.replace('-', '') as SortField;
  const after = query.after === undefined ? undefined : decodeCursor(query.after, query.sort);
  // With a cursor the page starts after it; otherwise `offset` entries are read and skipped.
  const skip = after === undefined ? query.offset : 0;
  const wanted = skip + query.limit;
  // One entry past the page tells whether another page follows.
  const shown = (records: ItemRecord[], context: DepreciationContext) => pageOf(records.slice(skip, wanted), field, query.sort, records.length > wanted, context);

  if (filterNames.length === 0 && !needsSets(query)) {
    // The unfiltered list is the active items (issue 28): the sort indexes keep inactive items in a
    // partition of their own; in creation order, the base table serves while no item is inactive.
    const page = { descending, limit: wanted + 1, afterSortKey: after };
    const [records, total, statuses, context] = await Promise.all([
      field === 'created' ? itemsInCreationOrder(companyId, page) : itemsInSortOrder(companyId, field, page),
      companyItemCount(companyId),
      itemCountsByStatus(companyId),
      depreciationContext(companyId),
    ]);
    const inactive = statuses.get('inactive') ?? 0;
    const active = field === 'created' && inactive > 0 ? await activeInCreationOrder(companyId, page, records, statuses) : records;
    return { ...shown(active, context), count: Math.max(0, total - inactive) };
  }

  if (filterNames.length === 1 && !needsSets(query) && field === 'created') {
    const dimension = filterNames[0]!;
    const [records, count, context] = await Promise.all([
      itemsUnderFacet(companyId, dimension, filters[dimension]!, { descending, limit: wanted + 1, afterSortKey: after }),
      facetCount(companyId, dimension, filters[dimension]!),
      depreciationContext(companyId),
    ]);
    return { ...shown(records, context), count };
  }

  const notes: ScheduleNotes = new Map();
  const [members, context] = await Promise.all([matchingMembers(companyId, filters, query, notes), depreciationContext(companyId)]);
  const page = { descending, after, skip, limit: query.limit };
  const { records, more } =
    field === 'created' ? await membersInCreationOrder(companyId, members, page) : await sortedMembers(companyId, members, field, page, sortPartitionsFor(filters), options);
  const shownPage = pageOf(records, field, query.sort, more, context);
  return { ...shownPage, data: withNotes(shownPage.data, notes), count: members.size };
}

/**
 * The unfiltered list's page in creation order once some items are inactive: the base table's page
 * already read, when it holds enough active items (or the table ends); else the active statuses'
 * partitions merged (itemsOfStatusesInCreationOrder), which cost about a page wherever the inactive
 * items sit. Reading the base table on past inactive items was rejected: its cost has no bound
 * (docs/decisions.md, "Inactive items").
 */
async function activeInCreationOrder(companyId: string, page: PageStart, read: ItemRecord[], statuses: ReadonlyMap<string, number>): Promise<ItemRecord[]> {
  const active = read.filter((record) => record.status !== 'inactive');
  if (active.length >= page.limit || read.length < page.limit) return active;
  return itemsOfStatusesInCreationOrder(companyId, activeStatusesOf(statuses), page);
}

/** The item numbers that match every filter, the custom field, the search, the inactive holders' filter and the schedule filters (noting what those say on `notes`). */
export async function matchingMembers(
  companyId: string,
  filters: Filters,
  query: Pick<ListItemsQuery, 'customs' | 'customsValue' | 'search' | 'inactiveHolder'> & ScheduleQuery,
  notes?: ScheduleNotes,
): Promise<Set<number>> {
  const sets: Promise<Set<number>>[] = (Object.entries(filters) as [FacetDimension, string][]).map(([dimension, value]) =>
    dimension === 'serial' ? serialMembers(companyId, value) : setMembers(companyId, setName.facet(dimension, facetValue(dimension, value))),
  );
  if (query.customs) sets.push(setMembers(companyId, customSetName(query.customs, query.customsValue)));
  if (query.search) sets.push(searchMembers(companyId, query.search));
  if (query.inactiveHolder) sets.push(inactiveHolderMembers(companyId));
  const [own, schedule] = await Promise.all([Promise.all(sets), scheduleMembers(companyId, query, notes)]);
  return intersect([...own, ...schedule]);
}

/**
 * Items held by a deactivated user (issue 28): the union of the responsible sets of the company's
 * inactive users, who are few (their entries are one Query under the company).
 */
async function inactiveHolderMembers(companyId: string): Promise<Set<number>> {
  const holders = await inactiveUserIds(companyId);
  const sets = await Promise.all(holders.map((userId) => setMembers(companyId, setName.facet('responsible', facetValue('responsible', userId)))));
  return new Set(sets.flatMap((set) => [...set]));
}

/**
 * Items with a word starting with every word of the search, or whose code or serial number holds
 * the search (its letters and digits, folded: foldCode) when that is 3 characters or more, or is
 * the search exactly when it is shorter. A word longer than the kept prefixes is matched by its
 * prefix and then checked.
 */
async function searchMembers(companyId: string, search: string): Promise<Set<number>> {
  const words = wordsOf(search);
  const folded = foldCode(search);
  const [byWords, byCodes] = await Promise.all([
    wordMembers(companyId, words),
    [...folded].length >= minFragmentLength
      ? fragmentMembers(companyId, folded, ['code', 'serial'])
      : Promise.all([setMembers(companyId, setName.code(search)), setMembers(companyId, setName.serial(search))]).then((sets) => new Set(sets.flatMap((set) => [...set]))),
  ]);
  const long = words.filter((word) => [...word].length > maxPrefixLength);
  if (long.length && byWords.size) {
    const candidates = await itemsByIds(companyId, [...byWords].map(itemIdOf));
    byWords.clear();
    for (const record of candidates) if (matchesEveryWord(searchableWords(record), long)) byWords.add(seqOf(record._id)!);
  }
  return new Set([...byWords, ...byCodes]);
}

/**
 * Items with a word starting with every one of these: the prefix sets are read one after another,
 * longest word first (usually the rarest), and an empty intersection ends the reading.
 */
async function wordMembers(companyId: string, words: readonly string[]): Promise<Set<number>> {
  let found: Set<number> | undefined;
  for (const word of [...words].sort((a, b) => [...b].length - [...a].length)) {
    const members = await setMembers(companyId, setName.prefix([...word].slice(0, maxPrefixLength).join('')));
    found = found ? intersect([found, members]) : members;
    if (found.size === 0) break;
  }
  return found ?? new Set();
}

/**
 * The serial filter: items whose serial number holds the value (folded) when it is 3 characters
 * or more, starts with it when it is 1 or 2 (as it is being typed), or, for a value of no letter or
 * digit at all, is the value exactly.
 */
function serialMembers(companyId: string, value: string): Promise<Set<number>> {
  const folded = foldCode(value);
  const length = [...folded].length;
  if (length >= minFragmentLength) return fragmentMembers(companyId, folded, ['serial']);
  return length > 0 ? serialStartMembers(companyId, folded) : setMembers(companyId, setName.serial(value));
}

function intersect(sets: Set<number>[]): Set<number> {
  if (sets.length === 0) return new Set();
  const [smallest, ...others] = [...sets].sort((a, b) => a.size - b.size);
  return new Set([...smallest!].filter((seq) => others.every((set) => set.has(seq))));
}

async function membersInCreationOrder(companyId: string, members: Set<number>, { descending, after, skip, limit }: MembersPage) {
  const afterSeq = after === undefined ? undefined : seqOf(after);
  if (afterSeq === null) throw new AppError('ValidationError', { fields: { after: 'invalid_rule_cursor' } });
  const ordered = [...members]
    .filter((seq) => afterSeq === undefined || (descending ? seq < afterSeq : seq > afterSeq))
    .sort((a, b) => (descending ? b - a : a - b));
  const records = await itemsByIds(companyId, ordered.slice(skip, skip + limit).map(itemIdOf));
  return { records, more: ordered.length > skip + limit };
}

/**
 * Matches in title, price, code or book value order: the cheapest of reading every match by id
 * (about 0.5 RCU each), reading the sort's packed order (orders/, about 0.06 RCU per 1,000 items
 * passed) and walking the sort index (about 0.075 per entry, meeting a match every items / matches
 * entries). The packed order serves companies of `packedOrdersFrom` items and more, once built.
 */
async function sortedMembers(
  companyId: string,
  members: Set<number>,
  field: Exclude<SortField, 'created'>,
  page: MembersPage,
  partitions: readonly SortPartition[],
  options: ListOptions,
): Promise<{ records: ItemRecord[]; more: boolean }> {
  if (members.size === 0) return { records: [], more: false };
  const { descending, after, skip, limit } = page;
  const wanted = skip + limit;
  const total = await companyItemCount(companyId);
  const walkCost = (wanted * Math.max(total, members.size) * indexEntryCost) / members.size;
  const byIdCost = members.size * itemByIdCost;
  if (total >= (options.packedOrdersFrom ?? packedOrdersFrom) && packedOrderCost(total, members.size, wanted) < byIdCost) {
    const { page: packed, stale } = await pageInPackedOrder(companyId, members, field, page);
    if (stale && options.requestedBy) await requestItemOrder(companyId, options.requestedBy, field);
    if (packed) return packed;
  }
  const byIds = async () => {
    const records = await itemsByIds(companyId, [...members].map(itemIdOf));
    const ordered = records
      .map((record) => ({ record, key: sortKeyOf(record, field) }))
      .filter(({ key }) => after === undefined || (descending ? key < after : key > after))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * (descending ? -1 : 1));
    return { records: ordered.slice(skip, wanted).map(({ record }) => record), more: ordered.length > wanted };
  };
  if (byIdCost <= walkCost) return byIds();
  // The estimate takes the matches as spread through the order. When they are not (the items out are
  // the last in title order), the walk stops once it has read what reading them by id costs, and reads
  // them by id: at worst twice the cheaper way, never the whole index.
  const found: ItemRecord[] = [];
  let walked = 0;
  for await (const entries of sortOrderBatches(companyId, field, { descending, afterSortKey: after }, partitions)) {
    for (const entry of entries) {
      const seq = seqOf(entry._id);
      if (seq !== null && members.has(seq)) found.push(entry);
      if (found.length > wanted) return { records: found.slice(skip, wanted), more: true };
    }
    walked += entries.length;
    if (walked * indexEntryCost > byIdCost) return byIds();
  }
  return { records: found.slice(skip, wanted), more: false };
}

/**
 * The list's counters: items, decommissioned, in service, inactive, and the total price. The count
 * and the total include inactive items, as they include decommissioned ones: the company still owns
 * them (docs/decisions.md, issue 28).
 */
export async function counters(companyId: string) {
  const { company, decommissioned, inService, inactive } = await counterRecords(companyId);
  if (!company) throw new AppError('CompanyNotFound');
  return {
    count: Number(company.itemsCount ?? 0),
    countInBan: decommissioned,
    countInService: inService,
    countInactive: inactive,
    total: formatCents(Number(company.totalItemPriceCents ?? 0)),
  };
}
