import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/** One write of a BatchWriteItem call: a whole record put, or a delete by key. */
export type BatchRequest = { PutRequest: { Item: object } } | { DeleteRequest: { Key: object } };

const perCall = 25;

/** Runs `work` on every entry with at most `width` calls in flight. */
export async function inParallel<T>(entries: readonly T[], width: number, work: (entry: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < entries.length) await work(entries[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, entries.length) }, lane));
}

/**
 * Writes puts and deletes to the table, 25 a BatchWriteItem call and `width` calls at a time,
 * sending again what DynamoDB left unprocessed (after a growing pause) until all are taken. It is
 * not a transaction: callers write only records whose put or delete may be repeated on its own.
 */
export async function batchWrite(requests: readonly BatchRequest[], width = 1): Promise<void> {
  const calls = Array.from({ length: Math.ceil(requests.length / perCall) }, (_, index) => requests.slice(index * perCall, (index + 1) * perCall));
  await inParallel(calls, width, async (call) => {
    let pending: readonly BatchRequest[] | undefined = call;
    for (let attempt = 0; pending?.length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      const answer = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending as never } }));
      pending = answer.UnprocessedItems?.[tableName()] as BatchRequest[] | undefined;
    }
  });
}

/** Deletes records by key (BatchWriteItem; deleting twice is deleting once). */
export function batchDelete(keysToDelete: readonly { pk: unknown; sk: unknown }[], width = 1): Promise<void> {
  return batchWrite(keysToDelete.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })), width);
}

/**
 * Records by key (BatchGetItem, 100 keys a call, asking again for what DynamoDB left unprocessed), in
 * no particular order; keys that name no record are left out.
 */
export async function batchGet<T>(keysToGet: readonly { pk: string; sk: string }[], consistent = false): Promise<T[]> {
  const found: T[] = [];
  for (let start = 0; start < keysToGet.length; start += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead?: boolean }> | undefined = {
      [tableName()]: { Keys: keysToGet.slice(start, start + 100).map(({ pk, sk }) => ({ pk, sk })), ConsistentRead: consistent },
    };
    while (request && Object.keys(request).length) {
      const answer = await db().send(new BatchGetCommand({ RequestItems: request }));
      found.push(...((answer.Responses?.[tableName()] ?? []) as T[]));
      request = answer.UnprocessedKeys as typeof request;
    }
  }
  return found;
}
