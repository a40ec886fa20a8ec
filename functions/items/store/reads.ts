import { BatchGetCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client';
import { keys } from '../../lib/db/keys';
import { readInOrder } from '../../lib/db/queries';
import { facetValue, filterIndexes, filterPartition, sortIndexes, sortPartitionKey, type FacetDimension, type SortPartition } from './indexes';
import { itemIdOf } from '../sets/memberships';
import type { ItemRecord } from './record';

/**
 * The items' access patterns, each a named function (docs/data-model.md lists them with the key or
 * index that serves it). Key conditions live here and keys come from keys.ts; services call these.
 */

/** Where a page starts: after the entry with this sort key (its id in creation order). */
export interface PageStart {
  descending: boolean;
  limit: number;
  afterSortKey?: string;
}

function startKey(
  companyId: string,
  index: string | null,
  afterSortKey: string | undefined,
  afterId: string | undefined,
  partition: SortPartition = 'active',
): Record<string, unknown> | undefined {
  if (afterSortKey === undefined || afterId === undefined) return undefined;
  const table = keys.item(companyId, afterId);
  return index ? { ...table, [`${index}Pk`]: sortPartitionKey(companyId, partition), [`${index}Sk`]: afterSortKey } : { ...table };
}

const idOfSortKey = (sortKey: string) => sortKey.slice(sortKey.lastIndexOf('#') + 1);

export async function itemById(companyId: string, itemId: string): Promise<ItemRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.item(companyId, itemId), ConsistentRead: true }));
  return (answer.Item as ItemRecord | undefined) ?? null;
}

/** Items by id, in the order given; ids that name no item are left out (BatchGetItem, 100 keys a call; `consistent` reads what was last written). */
export async function itemsByIds(companyId: string, ids: readonly string[], consistent = false): Promise<ItemRecord[]> {
  const found = new Map<string, ItemRecord>();
  for (let start = 0; start < ids.length; start += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead?: boolean }> | undefined = {
      [tableName()]: { Keys: ids.slice(start, start + 100).map((id) => ({ ...keys.item(companyId, id) })), ConsistentRead: consistent },
    };
    while (request && Object.keys(request).length) {
      const answer = await db().send(new BatchGetCommand({ RequestItems: request }));
      for (const record of (answer.Responses?.[tableName()] ?? []) as ItemRecord[]) found.set(record._id, record);
      request = answer.UnprocessedKeys as typeof request;
    }
  }
  return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
}

/** A page of the company's items in creation order (the base table). */
export function itemsInCreationOrder(companyId: string, page: PageStart): Promise<ItemRecord[]> {
  const { pk, skPrefix } = keys.itemsOf(companyId);
  return readInOrder<ItemRecord>(
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ScanIndexForward: !page.descending,
      ExclusiveStartKey: startKey(companyId, null, page.afterSortKey, page.afterSortKey),
    },
    page.limit,
  );
}

/**
 * A page of the company's items by title, total price or code (itemsByTitle, itemsByPrice,
 * itemsByCode): the active items' partition, or the inactive items' (issue 28).
 */
export function itemsInSortOrder(companyId: string, field: keyof typeof sortIndexes, page: PageStart, partition: SortPartition = 'active'): Promise<ItemRecord[]> {
  const index = sortIndexes[field];
  return readInOrder<ItemRecord>(
    {
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${index}Pk = :pk`,
      ExpressionAttributeValues: { ':pk': sortPartitionKey(companyId, partition) },
      ScanIndexForward: !page.descending,
      ExclusiveStartKey: startKey(companyId, index, page.afterSortKey, page.afterSortKey && idOfSortKey(page.afterSortKey), partition),
    },
    page.limit,
  );
}

/**
 * The entries of a sort index in order, `batch` entries a read from each partition named (sorted
 * combinations and reports walk it, and stop when they have what they need). With both
 * partitions, the active and the inactive items' entries are merged in sort order.
 */
export async function* sortOrderBatches(
  companyId: string,
  field: keyof typeof sortIndexes,
  start: Omit<PageStart, 'limit'>,
  partitions: readonly SortPartition[] = ['active'],
  batch = 250,
): AsyncGenerator<ItemRecord[]> {
  const index = sortIndexes[field];
  const sortKey = (item: ItemRecord) => String((item as unknown as Record<string, unknown>)[`${index}Sk`]);
  const streams = partitions.map((partition) => ({
    partition,
    buffer: [] as ItemRecord[],
    cursor: startKey(companyId, index, start.afterSortKey, start.afterSortKey && idOfSortKey(start.afterSortKey), partition),
    done: false,
  }));
  const refill = async (stream: (typeof streams)[number]) => {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: `${index}Pk = :pk`,
        ExpressionAttributeValues: { ':pk': sortPartitionKey(companyId, stream.partition) },
        ScanIndexForward: !start.descending,
        ExclusiveStartKey: stream.cursor,
        Limit: batch,
      }),
    );
    stream.buffer.push(...((page.Items ?? []) as ItemRecord[]));
    stream.cursor = page.LastEvaluatedKey;
    stream.done = !stream.cursor;
  };
  const before = (a: ItemRecord, b: ItemRecord) => (start.descending ? sortKey(a) > sortKey(b) : sortKey(a) < sortKey(b));
  for (;;) {
    await Promise.all(streams.filter((stream) => stream.buffer.length === 0 && !stream.done).map(refill));
    if (streams.every((stream) => stream.buffer.length === 0 && stream.done)) return;
    // An entry is passed on only while every partition that may hold more has one buffered to compare with.
    const merged: ItemRecord[] = [];
    while (streams.every((stream) => stream.buffer.length > 0 || stream.done)) {
      const live = streams.filter((stream) => stream.buffer.length > 0);
      if (live.length === 0) break;
      const next = live.reduce((best, stream) => (before(stream.buffer[0]!, best.buffer[0]!) ? stream : best));
      merged.push(next.buffer.shift()!);
    }
    if (merged.length) yield merged;
  }
}

/**
 * A page of the company's active items in creation order, while some are inactive (issue 28): the
 * items of each active status that has any (itemsByStatus, from the cursor), merged by id. Each
 * status is read a few entries at a time and read on only while it supplies the page, so the page
 * costs about its own entries plus a few per status, wherever the inactive items are.
 */
export async function itemsOfStatusesInCreationOrder(companyId: string, statuses: readonly string[], page: PageStart): Promise<ItemRecord[]> {
  const chunk = Math.max(2, Math.ceil(page.limit / Math.max(statuses.length, 1)) + 1);
  const streams = statuses.map((status) => ({ status, buffer: [] as ItemRecord[], after: page.afterSortKey, done: false }));
  const refill = async (stream: (typeof streams)[number]) => {
    const read = await itemsUnderFacet(companyId, 'status', stream.status, { descending: page.descending, limit: chunk, afterSortKey: stream.after });
    stream.buffer.push(...read);
    stream.done = read.length < chunk;
    if (read.length) stream.after = read[read.length - 1]!._id;
  };
  const before = (a: ItemRecord, b: ItemRecord) => (page.descending ? a._id > b._id : a._id < b._id);
  const found: ItemRecord[] = [];
  while (found.length < page.limit) {
    // Every status that may hold more has an entry buffered before the next one is chosen.
    await Promise.all(streams.filter((stream) => stream.buffer.length === 0 && !stream.done).map(refill));
    const live = streams.filter((stream) => stream.buffer.length > 0);
    if (live.length === 0) break;
    const next = live.reduce((best, stream) => (before(stream.buffer[0]!, best.buffer[0]!) ? stream : best));
    found.push(next.buffer.shift()!);
  }
  return found;
}

/** The company's item count by status (the status facets: one Query of a few small rows). */
export async function itemCountsByStatus(companyId: string): Promise<Map<string, number>> {
  const prefix = keys.itemFacet(companyId, 'status', '').sk;
  const rows = await facetRowsOf(companyId, 'status', 50);
  return new Map(rows.map((row) => [row.sk.slice(prefix.length), Number(row.count ?? 0)]));
}

/** A page of the items under one filter value, in creation order (the filter's sparse index). */
export function itemsUnderFacet(companyId: string, dimension: FacetDimension, value: string, page: PageStart): Promise<ItemRecord[]> {
  const index = filterIndexes[dimension];
  const partition = filterPartition(companyId, dimension, value);
  const after = page.afterSortKey;
  return readInOrder<ItemRecord>(
    {
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${index}Pk = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: !page.descending,
      ExclusiveStartKey: after === undefined ? undefined : { ...keys.item(companyId, after), [`${index}Pk`]: partition, [`${index}Sk`]: after },
    },
    page.limit,
  );
}

/** Ids of up to `limit` items under a filter value, in id order after `afterId` (operations on everything a person holds or an object contains). */
export async function itemIdsUnderFacet(companyId: string, dimension: 'responsible' | 'object', value: string, limit: number, afterId?: string): Promise<string[]> {
  const index = filterIndexes[dimension];
  const partition = filterPartition(companyId, dimension, value);
  const found = await readInOrder<{ _id: string }>(
    {
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${index}Pk = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ProjectionExpression: '#id',
      ExpressionAttributeNames: { '#id': '_id' },
      ExclusiveStartKey: afterId === undefined ? undefined : { ...keys.item(companyId, afterId), [`${index}Pk`]: partition, [`${index}Sk`]: afterId },
    },
    limit,
  );
  return found.map((item) => String(item._id));
}

/** The exact number of items under one filter value (its facet count). */
export async function facetCount(companyId: string, dimension: FacetDimension, value: string): Promise<number> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.itemFacet(companyId, dimension, facetValue(dimension, value)) }));
  return Number(answer.Item?.count ?? 0);
}

/** A facet row as analytics reads it: the value (in its sort key), its item count and their total price. */
export interface FacetRow {
  sk: string;
  count?: number;
  valueCents?: number;
  label?: string;
  field?: string;
}

/** Up to `limit` facet rows of one dimension, in value order (analytics). */
export function facetRowsOf(companyId: string, dimension: string, limit: number): Promise<FacetRow[]> {
  const { pk, sk } = keys.itemFacet(companyId, dimension, '');
  return readInOrder<FacetRow>(
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': sk },
      ProjectionExpression: 'sk, #count, valueCents, #label, #field',
      ExpressionAttributeNames: { '#count': 'count', '#label': 'label', '#field': 'field' },
    },
    limit,
  );
}

/** The company record with the decommissioned, in-service and inactive counts (the list's counters). */
export async function counterRecords(companyId: string) {
  const wanted = [
    keys.company(companyId),
    keys.itemFacet(companyId, 'status', 'decommissioned'),
    keys.itemFacet(companyId, 'status', 'in_service'),
    keys.itemFacet(companyId, 'status', 'inactive'),
  ];
  const answer = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: wanted } } }));
  const found = answer.Responses?.[tableName()] ?? [];
  const find = (key: { pk: string; sk: string }) => found.find((item) => item.pk === key.pk && item.sk === key.sk);
  return {
    company: find(wanted[0]!),
    decommissioned: Number(find(wanted[1]!)?.count ?? 0),
    inService: Number(find(wanted[2]!)?.count ?? 0),
    inactive: Number(find(wanted[3]!)?.count ?? 0),
  };
}

/** Every member of a membership set (all its chunks). */
export async function setMembers(companyId: string, set: string): Promise<Set<number>> {
  const chunks = await readInOrder<{ m?: Set<number> }>(
    { TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.itemSetOf(companyId, set).pk } },
    Infinity,
  );
  const members = new Set<number>();
  for (const chunk of chunks) for (const seq of chunk.m ?? []) members.add(Number(seq));
  return members;
}

/** Reserves `count` new item ids of the company: its item numbers go up by count. */
export async function reserveItemIds(companyId: string, count: number): Promise<string[]> {
  const first = await reserveItemNumbers(companyId, count);
  return Array.from({ length: count }, (_, index) => itemIdOf(first + index));
}

/** Reserves `count` consecutive item numbers of the company and answers the first. */
export async function reserveItemNumbers(companyId: string, count: number): Promise<number> {
  const answer = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.company(companyId),
      UpdateExpression: 'ADD itemSeq :count',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':count': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(answer.Attributes?.itemSeq) - count + 1;
}

/** Access pattern: the item an external id names (its claim, read consistently), or null. */
export async function itemIdByExternalId(companyId: string, externalId: string): Promise<string | null> {
  const claim = await db().send(new GetCommand({ TableName: tableName(), Key: keys.itemExternalIdClaim(companyId, externalId), ConsistentRead: true }));
  return claim.Item ? String(claim.Item.itemId) : null;
}

/** Where a changed-since page starts and ends: sort keys of itemsByModified (`updatedAt#id`). */
export interface ModifiedRange {
  /** Changes at or after this time (ISO). */
  since: string;
  /** Changes strictly before this time (ISO). */
  until: string;
  /** The sort key of the last item of the previous page. */
  afterKey?: string;
  limit: number;
}

/**
 * Access pattern: the company's items changed within a range, oldest change first (GSI
 * itemsByModified). A change moves an item to the end of the index, so paging never loses one;
 * an item changed while a client pages is met again later.
 */
export async function itemsChangedWithin(companyId: string, range: ModifiedRange): Promise<{ records: ItemRecord[]; more: boolean }> {
  const partition = keys.itemSortPartition(companyId);
  const afterId = range.afterKey?.slice(range.afterKey.lastIndexOf('#') + 1);
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'itemsByModified',
      KeyConditionExpression: 'itemsByModifiedPk = :pk AND itemsByModifiedSk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': partition, ':from': range.since, ':to': range.until },
      ExclusiveStartKey: range.afterKey && afterId ? { ...keys.item(companyId, afterId), itemsByModifiedPk: partition, itemsByModifiedSk: range.afterKey } : undefined,
      Limit: range.limit,
    }),
  );
  return { records: (answer.Items ?? []) as ItemRecord[], more: answer.LastEvaluatedKey !== undefined };
}

/** The item a code marks. */
export async function itemIdByCode(companyId: string, code: string): Promise<string | null> {
  const claim = await db().send(new GetCommand({ TableName: tableName(), Key: keys.itemCodeClaim(companyId, code) }));
  return claim.Item ? String(claim.Item.itemId) : null;
}

/** How many items the company has (kept on the company record in the items' transactions). */
/** The number the company's last created item got (items are numbered 1, 2, ... in their company). */
export async function companyItemSeq(companyId: string): Promise<number> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.company(companyId), ProjectionExpression: 'itemSeq', ConsistentRead: true }));
  return Number(answer.Item?.itemSeq ?? 0);
}

export async function companyItemCount(companyId: string): Promise<number> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.company(companyId), ProjectionExpression: 'itemsCount' }));
  return Number(answer.Item?.itemsCount ?? 0);
}
