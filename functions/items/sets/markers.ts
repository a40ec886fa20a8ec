import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client';
import { keys } from '../../lib/db/keys';
import { readInOrder } from '../../lib/db/queries';
import type { IndexedFields } from '../store/indexes';
import type { ItemRecord } from '../store/record';

/**
 * The access patterns of the membership sets' bookkeeping (sync.ts): items as their sets see
 * them, their markers, and the outbox of set jobs. docs/data-model.md lists them.
 */

/** What a marker says: the sets an item is in, as of which version of the item, in which layout (setsLayout; absent: 1). */
export interface SetsMarker {
  sets: string[];
  version: number;
  layout?: number;
  /** The item's sort keys in the packed orders as of that version (absent on markers written before them). */
  orders?: Record<string, string>;
}

/** Items and their set markers, read consistently (bringing their sets up to date). */
export async function itemsWithSetMarkers(companyId: string, itemIds: readonly string[]) {
  const items = new Map<string, ItemRecord>();
  const markers = new Map<string, SetsMarker>();
  const wanted: Record<string, unknown>[] = itemIds.flatMap((id) => [{ ...keys.item(companyId, id) }, { ...keys.itemSetsMarker(companyId, id) }]);
  for (let start = 0; start < wanted.length; start += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead: boolean }> | undefined = {
      [tableName()]: { Keys: wanted.slice(start, start + 100), ConsistentRead: true },
    };
    while (request && Object.keys(request).length) {
      const answer = await db().send(new BatchGetCommand({ RequestItems: request }));
      for (const record of answer.Responses?.[tableName()] ?? []) {
        if (record.entity === 'item') items.set(String(record._id), record as ItemRecord);
        else
          markers.set(String(record.itemId), {
            sets: (record.sets as string[]) ?? [],
            version: Number(record.version),
            ...(record.layout === undefined ? {} : { layout: Number(record.layout) }),
            ...(record.orders === undefined ? {} : { orders: record.orders as Record<string, string> }),
          });
      }
      request = answer.UnprocessedKeys as typeof request;
    }
  }
  return { items, markers };
}

/** What bringing an item's sets up to date reads of it: the fields its sets come from, and its version. */
export type ItemSetsView = Pick<ItemRecord, '_id' | 'version' | 'customs' | keyof IndexedFields>;

const setsViewFields = ['_id', 'version', 'customs', 'title', 'code', 'totalCents', 'bookValueCents', 'brand', 'model', 'type', 'serial', 'responsibleId', 'objectId', 'locationId', 'status', 'hasPhoto'];

/** Items by id as their sets see them (BatchGetItem, 100 keys a call, consistent); ids that name no item are left out. */
export async function itemsForSets(companyId: string, itemIds: readonly string[]): Promise<Map<string, ItemSetsView>> {
  const found = new Map<string, ItemSetsView>();
  const projection = {
    ProjectionExpression: setsViewFields.map((_, index) => `#f${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(setsViewFields.map((field, index) => [`#f${index}`, field])),
  };
  for (let start = 0; start < itemIds.length; start += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead: boolean }> | undefined = {
      [tableName()]: { Keys: itemIds.slice(start, start + 100).map((id) => ({ ...keys.item(companyId, id) })), ConsistentRead: true, ...projection },
    };
    while (request && Object.keys(request).length) {
      const answer = await db().send(new BatchGetCommand({ RequestItems: request }));
      for (const record of (answer.Responses?.[tableName()] ?? []) as ItemSetsView[]) found.set(record._id, record);
      request = answer.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

/** The company's set jobs not yet done, oldest first. */
export async function setsJobsOf(companyId: string, limit: number): Promise<{ jobId: string; itemIds: string[]; createdAt: number }[]> {
  const { pk, skPrefix } = keys.itemSetsJobsOf(companyId);
  const jobs = await readInOrder<{ sk: string; itemIds: string[]; createdAt: number }>(
    { TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix } },
    limit,
  );
  return jobs.map((job) => ({ jobId: job.sk.slice(skPrefix.length), itemIds: job.itemIds, createdAt: job.createdAt }));
}

/**
 * A page of the company's items whose set marker is of an older layout than `layout` (or has none),
 * in id order after `after`; `next` continues the walk (reindexItemSets in sync.ts).
 */
export async function itemsWithOlderMarkers(companyId: string, layout: number, after?: string): Promise<{ itemIds: string[]; next: string | undefined }> {
  const { pk, sk: prefix } = keys.itemSetsMarker(companyId, '');
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'attribute_not_exists(#layout) OR #layout < :layout',
      ProjectionExpression: 'itemId, sk',
      ExpressionAttributeNames: { '#layout': 'layout' },
      ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix, ':layout': layout },
      Limit: 500,
      ...(after ? { ExclusiveStartKey: keys.itemSetsMarker(companyId, after) } : {}),
    }),
  );
  const last = answer.LastEvaluatedKey as { sk: string } | undefined;
  return { itemIds: (answer.Items ?? []).map((marker) => String(marker.itemId)), next: last ? last.sk.slice(prefix.length) : undefined };
}

/** The company's serial number heads (keys.serialHead) that begin with `start` (1 or 2 folded characters). */
export async function serialHeadsStartingWith(companyId: string, start: string): Promise<string[]> {
  const rows = await readInOrder<{ sk: string }>(
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :start)',
      ExpressionAttributeValues: { ':pk': keys.serialHeadsOf(companyId).pk, ':start': start },
      ProjectionExpression: 'sk',
    },
    Infinity,
  );
  return rows.map((row) => row.sk);
}
