import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchDelete, batchWrite, inParallel } from '../../lib/db/batches';
import { db, tableName } from '../../lib/db/client';
import { keys } from '../../lib/db/keys';
import { readInOrder } from '../../lib/db/queries';
import { sortKeyOf, type IndexedFields } from '../store/indexes';
import { seqOf } from '../sets/memberships';
import { packSeqs, unpackSeqs } from './packed';

/**
 * The access patterns of the packed orders (docs/data-model.md): the head naming a sort's current
 * build, the build's chunks, and the changes since it.
 */

export const orderFields = ['title', 'price', 'code', 'bookValue'] as const;
export type OrderField = (typeof orderFields)[number];

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** An item's sort keys in every packed order (what its set marker remembers, sets/sync.ts). */
export function orderKeysOf(item: IndexedFields): Record<OrderField, string> {
  return Object.fromEntries(orderFields.map((field) => [field, sortKeyOf(item, field)])) as Record<OrderField, string>;
}

export interface OrderHead {
  /** The current build (absent while the first is being asked for). */
  build?: number;
  /** The build before it, kept for readers that started on it; deleted by the next build. */
  previous?: number;
  /** The company's last item number when the build started: items numbered after it are not in it. */
  maxSeq: number;
  builtAt?: number;
  /** When a build was last asked for (cleared by the build). */
  requestedAt?: number;
}

export async function readOrderHead(companyId: string, field: OrderField): Promise<OrderHead | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.itemOrderHead(companyId, field) }));
  if (!answer.Item) return null;
  const item = answer.Item;
  const number = (value: unknown) => (value === undefined ? undefined : Number(value));
  return { build: number(item.build), previous: number(item.previous), maxSeq: Number(item.maxSeq ?? 0), builtAt: number(item.builtAt), requestedAt: number(item.requestedAt) };
}

/** Claims the asking for a build: true for the first caller since `staleBefore` (a build clears the claim). */
export async function claimOrderBuild(companyId: string, field: OrderField, now: number, staleBefore: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.itemOrderHead(companyId, field),
        UpdateExpression: 'SET requestedAt = :now, entity = :entity',
        ConditionExpression: 'attribute_not_exists(requestedAt) OR requestedAt < :stale',
        ExpressionAttributeValues: { ':now': now, ':stale': staleBefore, ':entity': 'item-order' },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export interface OrderChunk {
  firstKey: string;
  seqs: number[];
}

/**
 * A build's chunks in the list's direction, each with its item numbers in that direction; from the
 * chunk holding the cursor `after` when there is one. Read a few chunks at a time, more as the
 * caller asks for more, so a page found early reads little.
 */
export async function* orderChunks(
  companyId: string,
  field: OrderField,
  build: number,
  { descending, after }: { descending: boolean; after: string | undefined },
): AsyncGenerator<OrderChunk> {
  const { pk } = keys.itemOrderChunksOf(companyId, field, build);
  // Descending, the chunks at or before the cursor; ascending, from the chunk holding it (which starts at or before it).
  let from: string | undefined = descending ? after : undefined;
  if (after !== undefined && !descending) {
    const holder = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk <= :after',
        ExpressionAttributeValues: { ':pk': pk, ':after': after },
        ScanIndexForward: false,
        Limit: 1,
      }),
    );
    const first = holder.Items?.[0];
    if (first) from = String(first.sk);
  }
  const condition = from === undefined ? 'pk = :pk' : descending ? 'pk = :pk AND sk <= :from' : 'pk = :pk AND sk >= :from';
  let cursor: Record<string, unknown> | undefined;
  let limit = 2;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: condition,
        ExpressionAttributeValues: { ':pk': pk, ...(from === undefined ? {} : { ':from': from }) },
        ScanIndexForward: !descending,
        ExclusiveStartKey: cursor,
        Limit: limit,
      }),
    );
    for (const item of page.Items ?? []) {
      const seqs = unpackSeqs(item.s as Uint8Array);
      yield { firstKey: String(item.sk), seqs: descending ? seqs.reverse() : seqs };
    }
    cursor = page.LastEvaluatedKey;
    limit = Math.min(limit * 4, 128);
  } while (cursor);
}

/** Writes a build's chunks (plain puts: a build nobody's head names is read by nobody). */
export function writeOrderBuild(companyId: string, field: OrderField, build: number, chunks: readonly OrderChunk[]): Promise<void> {
  return batchWrite(
    chunks.map((chunk) => ({ PutRequest: { Item: { ...keys.itemOrderChunk(companyId, field, build, chunk.firstKey), entity: 'item-order-chunk', s: packSeqs(chunk.seqs) } } })),
    4,
  );
}

/** Makes `build` the current one, if the head still names `previous` (another build did not win meanwhile). */
export async function switchOrderHead(companyId: string, field: OrderField, head: { build: number; previous?: number; maxSeq: number; builtAt: number }): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.itemOrderHead(companyId, field), entity: 'item-order', ...head },
        ConditionExpression: head.previous === undefined ? 'attribute_not_exists(build)' : 'build = :previous',
        ...(head.previous === undefined ? {} : { ExpressionAttributeValues: { ':previous': head.previous } }),
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Deletes a build's chunks (one no head names any more). */
export async function dropOrderBuild(companyId: string, field: OrderField, build: number): Promise<void> {
  const { pk } = keys.itemOrderChunksOf(companyId, field, build);
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: cursor,
      }),
    );
    await batchDelete((page.Items ?? []) as { pk: string; sk: string }[], 4);
    cursor = page.LastEvaluatedKey;
  } while (cursor);
}

export interface OrderChange {
  seq: number;
  itemId: string;
  key: string;
  version: number;
  at: number;
}

/** The changes since the build, up to `limit` (Infinity: all). */
export async function orderChanges(companyId: string, field: OrderField, limit: number): Promise<OrderChange[]> {
  const { pk } = keys.itemOrderChangesOf(companyId, field);
  const rows = await readInOrder({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }, limit);
  return rows.flatMap((row) => {
    const seq = seqOf(String(row.sk));
    return seq === null ? [] : [{ seq, itemId: String(row.sk), key: String(row.key), version: Number(row.v), at: Number(row.at) }];
  });
}

/** The change record of an item's new place in one order, written with its set marker (sets/sync.ts). */
export function orderChangeWrite(companyId: string, field: OrderField, itemId: string, key: string, version: number, at: number): TransactItem {
  return { Put: { TableName: tableName(), Item: { ...keys.itemOrderChange(companyId, field, itemId), entity: 'item-order-change', key, v: version, at } } };
}

/** Deletes the changes a build took in, each only if it is still the one read (a newer change stays). */
export function absorbOrderChanges(companyId: string, field: OrderField, changes: readonly OrderChange[]): Promise<void> {
  return inParallel(changes, 8, async (change) => {
    try {
      await db().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.itemOrderChange(companyId, field, change.itemId),
          ConditionExpression: 'v = :v AND #at = :at',
          ExpressionAttributeNames: { '#at': 'at' },
          ExpressionAttributeValues: { ':v': change.version, ':at': change.at },
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  });
}
