import type { Item, ListItemsQuery } from '../../shared/schemas/items';
import { companyItemCount, itemsByIds, itemsInCreationOrder, itemsInSortOrder, itemsUnderFacet, sortOrderBatches } from './store/reads';
import { sortKeyOf, type FacetDimension, type SortField } from './store/indexes';
import { filtersOf, indexEntryCost, itemByIdCost, matchingMembers, needsSets, sortPartitionsFor } from './listing';
import { itemIdOf, seqOf } from './sets/memberships';
import type { ItemRecord } from './store/record';
import { depreciationContext, withDepreciation } from './depreciation';

/** A list query without paging: every item it matches, in its order. */
export type ItemsWalkQuery = Omit<ListItemsQuery, 'limit' | 'offset' | 'after'>;

/** Matches read by id and sorted in memory at most this many at once; more walk the sort index. */
const sortInMemoryMax = 10_000;

/**
 * Every item a list query matches, in the list's order, a batch at a time (reports). It follows the
 * list's plan (functions/items/listing.ts) without paging: a sort alone, or one filter in creation
 * order, pages through its index with the last sort key as the cursor; a combination reads its
 * membership sets once and then reads the matches by id in creation order, or, in another order,
 * sorts a small result in memory and finds a large one by walking the sort index. Memory holds one
 * batch (and the set of matching item numbers), never the whole result. Each item carries its book
 * value as of `asOf` (default today, UTC).
 */
export async function* walkItems(companyId: string, query: ItemsWalkQuery, batch = 250, asOf?: string): AsyncGenerator<Item[]> {
  // Book values as of one day for the whole walk, from the company's terms per type read once.
  const context = await depreciationContext(companyId, asOf);
  const toItem = (record: ItemRecord) => withDepreciation(record, context);
  const filters = filtersOf(query);
  const filterNames = Object.keys(filters) as FacetDimension[];
  const descending = query.sort.startsWith('-');
  const field = query.sort.replace('-', '') as SortField;
  const plain = !needsSets(query);

  if (plain && filterNames.length <= 1 && (filterNames.length === 0 || field === 'created')) {
    const dimension = filterNames[0];
    let after: string | undefined;
    for (;;) {
      const page = { descending, limit: batch, afterSortKey: after };
      const records = dimension
        ? await itemsUnderFacet(companyId, dimension, filters[dimension]!, page)
        : field === 'created'
          ? await itemsInCreationOrder(companyId, page)
          : await itemsInSortOrder(companyId, field, page);
      // Without a filter, the active items only, as the list shows them (issue 28). A walk reads
      // everything anyway, so the base table's inactive items are read and passed over; the sort
      // indexes hold only active ones in the partition read here.
      const shown = dimension || field !== 'created' ? records : records.filter((record) => record.status !== 'inactive');
      if (shown.length) yield shown.map(toItem);
      if (records.length < batch) return;
      after = sortKeyOf(records[records.length - 1]!, field);
    }
  }

  const members = await matchingMembers(companyId, filters, query);
  if (members.size === 0) return;
  if (field === 'created') {
    const ordered = [...members].sort((a, b) => (descending ? b - a : a - b));
    for (let start = 0; start < ordered.length; start += batch) {
      yield (await itemsByIds(companyId, ordered.slice(start, start + batch).map(itemIdOf))).map(toItem);
    }
    return;
  }

  const total = await companyItemCount(companyId);
  if (members.size <= sortInMemoryMax && members.size * itemByIdCost <= Math.max(total, members.size) * indexEntryCost) {
    const records = await itemsByIds(companyId, [...members].map(itemIdOf));
    const ordered = records
      .map((record) => ({ record, key: sortKeyOf(record, field) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * (descending ? -1 : 1));
    for (let start = 0; start < ordered.length; start += batch) yield ordered.slice(start, start + batch).map(({ record }) => toItem(record));
    return;
  }

  for await (const records of sortOrderBatches(companyId, field, { descending }, sortPartitionsFor(filters), batch)) {
    const kept = records.filter((record: ItemRecord) => {
      const seq = seqOf(record._id);
      return seq !== null && members.has(seq);
    });
    if (kept.length) yield kept.map(toItem);
  }
}
