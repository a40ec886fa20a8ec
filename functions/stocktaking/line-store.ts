import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LinePresence, LineResult, StocktakingLine } from '../../shared/schemas/stocktaking';
import { batchWrite } from '../lib/db/batches';
import { db, tableName } from '../lib/db/client';
import { keys, type Key } from '../lib/db/keys';
import { readInOrder } from '../lib/db/queries';
import { isConditionFailure, madeIf } from '../lib/db/conditions';
import { toLine, type LineRecord, type ScanRecord } from './store';

/**
 * A stocktaking's lines and scan log: the access patterns of its own partition STK#<company>#<id>
 * (docs/stocktaking.md); the record and its counts are in store.ts.
 */

/** Writes lines (BatchWriteItem, 25 a call, retrying the unprocessed ones); a line written twice stays one line. */
export async function writeLines(lines: readonly LineRecord[]): Promise<void> {
  await batchWrite(lines.map((line) => ({ PutRequest: { Item: line } })));
}

export async function getLine(companyId: string, stocktakingId: string, lineKey: string): Promise<LineRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.stocktakingLine(companyId, stocktakingId, lineKey), ConsistentRead: true }));
  return (answer.Item as LineRecord | undefined) ?? null;
}

/**
 * Writes a line if it is still at the version read (`readVersion` null: it must not exist yet).
 * Answers false when another writer got there first (the caller reads it again).
 */
export async function saveLine(line: LineRecord, readVersion: number | null): Promise<boolean> {
  return madeIf(db().send(
    new PutCommand({
      TableName: tableName(),
      Item: line,
      ConditionExpression: readVersion === null ? 'attribute_not_exists(pk)' : 'v = :v',
      ExpressionAttributeValues: readVersion === null ? undefined : { ':v': readVersion },
    }),
  ));
}

/** Deletes an unexpected line whose last scan was undone, if still at the version read. */
export async function deleteLine(line: LineRecord, readVersion: number): Promise<boolean> {
  return madeIf(db().send(
    new DeleteCommand({ TableName: tableName(), Key: { pk: line.pk, sk: line.sk }, ConditionExpression: 'v = :v', ExpressionAttributeValues: { ':v': readVersion } }),
  ));
}

export async function getScan(companyId: string, stocktakingId: string, hash: string): Promise<ScanRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.stocktakingScan(companyId, stocktakingId, hash), ConsistentRead: true }));
  return (answer.Item as ScanRecord | undefined) ?? null;
}

/** Logs a scan unless its hash is already logged (a resend after a write was lost writes it once). */
export async function logScan(scan: ScanRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: scan, ConditionExpression: 'attribute_not_exists(pk)' })).catch((error) => {
    if (!isConditionFailure(error)) throw error;
  });
}

/** Marks a logged scan undone; answers false when it already was. */
export async function markScanUndone(scan: ScanRecord): Promise<boolean> {
  return madeIf(db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: scan.pk, sk: scan.sk },
      UpdateExpression: 'SET undone = :true',
      ConditionExpression: 'undone = :false',
      ExpressionAttributeValues: { ':true': true, ':false': false },
    }),
  ));
}

/** Filters of the results: by presence, by result, or both. */
export interface LineFilters {
  presence?: LinePresence;
  result?: LineResult;
}

/**
 * A page of lines in key order (expected lines, then unexpected ones) after the sort key `after`.
 * Unfiltered, it reads exactly the page. Filtered, it evaluates at most `readLimit` lines (DynamoDB's
 * Limit counts lines before the filter), so a page costs at most that much however rare the matches
 * are, and may hold fewer than `limit` lines while a next page exists. Unexpected lines have their
 * own key prefix: that filter reads only them.
 */
export async function linesPage(
  companyId: string,
  stocktakingId: string,
  filters: LineFilters,
  page: { limit: number; readLimit: number; after?: string },
): Promise<{ lines: LineRecord[]; lastKey: string | null }> {
  const { pk, skPrefix } = keys.stocktakingLinesOf(companyId, stocktakingId, filters.presence === 'unexpected' ? 'unexpected' : filters.presence ? 'expected' : undefined);
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': pk, ':prefix': skPrefix };
  if (filters.presence && filters.presence !== 'unexpected') {
    conditions.push('#presence = :presence');
    names['#presence'] = 'presence';
    values[':presence'] = filters.presence;
  }
  if (filters.result) {
    conditions.push('#result = :result');
    names['#result'] = 'result';
    values[':result'] = filters.result;
  }
  const filtered = conditions.length > 0;
  const startKey = page.after && page.after.startsWith(skPrefix) ? { pk, sk: page.after } : undefined;
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ...(filtered ? { FilterExpression: conditions.join(' AND '), ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
      ExclusiveStartKey: startKey,
      Limit: filtered ? page.readLimit : page.limit,
    }),
  );
  const found = (answer.Items ?? []) as LineRecord[];
  const lines = found.slice(0, page.limit);
  // More matches than the page holds: the next page starts after the last one shown.
  if (found.length > page.limit) return { lines, lastKey: lines[lines.length - 1]!.sk };
  const last = answer.LastEvaluatedKey?.sk;
  return { lines, lastKey: typeof last === 'string' ? last : null };
}

/**
 * Every line of a stocktaking in key order (expected lines, then unexpected ones), a page at a time,
 * in the public shape (toLine). For the xlsx export and the recount; memory holds one page.
 */
export async function* walkLines(companyId: string, stocktakingId: string, pageSize = 500): AsyncGenerator<StocktakingLine[]> {
  for await (const records of walkLineRecords(companyId, stocktakingId, pageSize)) yield records.map(toLine);
}

/** The stored lines, a page at a time (the recount needs the stored fields). */
export async function* walkLineRecords(companyId: string, stocktakingId: string, pageSize = 500): AsyncGenerator<LineRecord[]> {
  const { pk, skPrefix } = keys.stocktakingLinesOf(companyId, stocktakingId);
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        ExclusiveStartKey: cursor,
        Limit: pageSize,
      }),
    );
    const records = (answer.Items ?? []) as LineRecord[];
    if (records.length) yield records;
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
}

/** How many scans are logged and not undone (the recount). */
export async function countActiveScans(companyId: string, stocktakingId: string): Promise<number> {
  const { pk, skPrefix } = keys.stocktakingScansOf(companyId, stocktakingId);
  let count = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression: 'undone = :false',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ':false': false },
        Select: 'COUNT',
        ExclusiveStartKey: cursor,
      }),
    );
    count += answer.Count ?? 0;
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  return count;
}

/** Deletes up to `limit` items of a removed stocktaking's partition; answers how many (0: nothing left). */
export async function purgeSome(companyId: string, stocktakingId: string, limit: number): Promise<number> {
  const partition = keys.stocktakingPartition(companyId, stocktakingId);
  const found = await readInOrder<Key>(
    { TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partition }, ProjectionExpression: 'pk, sk' },
    limit,
  );
  await batchWrite(found.map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } })));
  return found.length;
}
