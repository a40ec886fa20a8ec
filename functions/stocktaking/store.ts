import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LinePresence, LineResult, StocktakingLine, StocktakingScope, StocktakingStatus } from '../../shared/schemas/stocktaking';
import { db, tableName } from '../lib/db/client';
import { keys, type Key } from '../lib/db/keys';
import { readInOrder } from '../lib/db/queries';
import { isConditionFailure, madeIf } from '../lib/db/conditions';

/**
 * The stocktaking's access patterns, each a named function (docs/stocktaking.md has the data model).
 * The record lives in the company's partition; its counts, lines and scan log in its own partition
 * STK#<company>#<id>, which the purge job deletes after the record is removed.
 */

export interface PersonRef {
  _id: string;
  name: string;
}

export interface PlaceRef {
  _id: string;
  title: string;
}

/** Where the freeze job stands: which part of the scope it walks (an index into freezeParts) and the last item id written. */
export interface FreezeCheckpoint {
  part: number;
  after: string | null;
  /**
   * Expected lines written up to this checkpoint. Saved with it, so a page written again after a
   * redelivery (its checkpoint was never saved) counts once, and the total needs no count of the lines.
   */
  expected?: number;
}

/** A stocktaking (PK COMPANY#<company>, SK STOCKTAKING#<id>). */
export interface StocktakingRecord extends Key {
  entity: 'stocktaking';
  _id: string;
  companyId: string;
  title: string;
  status: StocktakingStatus;
  finished: '0' | null;
  /** False until the freeze job has written every expected line. */
  ready: boolean;
  scope: StocktakingScope;
  target: { objects: PlaceRef[]; locations: PlaceRef[]; responsible: PersonRef | null };
  startedBy: PersonRef;
  finishedBy: PersonRef | null;
  startDate: string;
  endDate: string | null;
  /** The freeze job's progress while not ready; null once ready. */
  freeze: FreezeCheckpoint | null;
}

/** Counts kept beside the lines (PK STK#…, SK COUNTS); missing = expected - found. */
export interface CountsRecord {
  expected: number;
  found: number;
  unexpected: number;
  scans: number;
}

/**
 * One line (PK STK#…, SK LINE#<line key>): an item's facts by value as frozen (or as they were at its
 * first scan when unexpected), and the scans applied to it as hash -> "<at base 36>[:quantity]".
 * Result and presence are stored so that the results' filters are DynamoDB filter expressions.
 */
export interface LineRecord extends Key {
  entity: 'stocktakingLine';
  lineKey: string;
  expected: boolean;
  item: string | null;
  code: string | null;
  title: string;
  brand: string | null;
  model: string | null;
  serial: string | null;
  accountingType: 'single' | 'batch';
  units: string | null;
  object: PlaceRef | null;
  location: PlaceRef | null;
  responsible: PersonRef | null;
  accountingQuantity: number;
  actualQuantity: number;
  result: LineResult;
  presence: LinePresence;
  scans: Record<string, string>;
  lastScan: { by: PersonRef; at: string } | null;
  /** Bumped by every write: scans and undos are conditional on the version they read. */
  v: number;
}

/** One recorded scan (PK STK#…, SK SCAN#<hash>): who, when, what, which line. Kept after an undo (marked) so a resend stays a duplicate. */
export interface ScanRecord extends Key {
  entity: 'stocktakingScan';
  scanId: string;
  hash: string;
  lineKey: string;
  by: PersonRef;
  at: string;
  quantity: number | null;
  undone: boolean;
}

/** The public shape of a line (shared/schemas/stocktaking.ts StocktakingLine). */
export function toLine(record: LineRecord): StocktakingLine {
  return {
    item: record.item,
    code: record.code,
    title: record.title,
    brand: record.brand,
    model: record.model,
    serial: record.serial,
    accountingType: record.accountingType,
    units: record.units,
    object: record.object,
    location: record.location,
    responsible: record.responsible,
    accountingQuantity: record.accountingQuantity,
    actualQuantity: record.actualQuantity,
    result: record.result,
    presence: record.presence,
    lastScan: record.lastScan,
  };
}

export async function getStocktaking(companyId: string, stocktakingId: string): Promise<StocktakingRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.stocktaking(companyId, stocktakingId), ConsistentRead: true }));
  return (answer.Item as StocktakingRecord | undefined) ?? null;
}

/** Every stocktaking of the company, newest first (a company runs tens a year: the list filters them in memory). */
export function stocktakingsOfCompany(companyId: string): Promise<StocktakingRecord[]> {
  const { pk, skPrefix } = keys.stocktakingsOf(companyId);
  return readInOrder<StocktakingRecord>(
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ScanIndexForward: false,
    },
    Infinity,
  );
}

/** Writes a new stocktaking and its zero counts. */
export async function createStocktaking(record: StocktakingRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.stocktakingCounts(record.companyId, record._id), expected: 0, found: 0, unexpected: 0, scans: 0 } }));
  await db().send(new PutCommand({ TableName: tableName(), Item: record, ConditionExpression: 'attribute_not_exists(pk)' }));
}

export async function getCounts(companyId: string, stocktakingId: string): Promise<CountsRecord> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.stocktakingCounts(companyId, stocktakingId), ConsistentRead: true }));
  return countsOf(answer.Item);
}

function countsOf(item: Record<string, unknown> | undefined): CountsRecord {
  return { expected: Number(item?.expected ?? 0), found: Number(item?.found ?? 0), unexpected: Number(item?.unexpected ?? 0), scans: Number(item?.scans ?? 0) };
}

/** The counts of several stocktakings of the company, by id (one BatchGetItem per 100). */
export async function countsOfMany(companyId: string, stocktakingIds: readonly string[]): Promise<Map<string, CountsRecord>> {
  const found = new Map<string, CountsRecord>();
  for (let start = 0; start < stocktakingIds.length; start += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: { Keys: stocktakingIds.slice(start, start + 100).map((id) => ({ ...keys.stocktakingCounts(companyId, id) })) },
    };
    while (request && Object.keys(request).length) {
      const answer = await db().send(new BatchGetCommand({ RequestItems: request }));
      for (const item of answer.Responses?.[tableName()] ?? []) found.set(String(item.pk).split('#')[2]!, countsOf(item));
      request = answer.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

/** Adds to the counts (atomic ADD: concurrent scans never lose one another's counts). */
export async function addToCounts(companyId: string, stocktakingId: string, delta: Partial<CountsRecord>): Promise<void> {
  const entries = Object.entries(delta).filter(([, value]) => value);
  if (entries.length === 0) return;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.stocktakingCounts(companyId, stocktakingId),
      UpdateExpression: `ADD ${entries.map(([name]) => `#${name} :${name}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
    }),
  );
}

export async function setCounts(companyId: string, stocktakingId: string, counts: CountsRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.stocktakingCounts(companyId, stocktakingId), ...counts } }));
}

/** Saves the freeze job's progress, unless the stocktaking is gone or already ready. */
export async function saveFreezeCheckpoint(companyId: string, stocktakingId: string, checkpoint: FreezeCheckpoint): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.stocktaking(companyId, stocktakingId),
      UpdateExpression: 'SET freeze = :checkpoint',
      ConditionExpression: 'attribute_exists(pk) AND ready = :false',
      ExpressionAttributeValues: { ':checkpoint': checkpoint, ':false': false },
    }),
  ).catch((error) => {
    if (!isConditionFailure(error)) throw error;
  });
}

/** The expected set is complete: its size goes into the counts and the stocktaking accepts scans. */
export async function markReady(companyId: string, stocktakingId: string, expected: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.stocktakingCounts(companyId, stocktakingId),
      UpdateExpression: 'SET expected = :expected',
      ExpressionAttributeValues: { ':expected': expected },
    }),
  );
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.stocktaking(companyId, stocktakingId),
      UpdateExpression: 'SET ready = :true, freeze = :null',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':true': true, ':null': null },
    }),
  ).catch((error) => {
    if (!isConditionFailure(error)) throw error;
  });
}

/** Status completed, finished "0", unless it already is; answers the record as stored afterwards. */
export async function completeStocktaking(companyId: string, stocktakingId: string, finishedBy: PersonRef, endDate: string): Promise<StocktakingRecord | null> {
  try {
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.stocktaking(companyId, stocktakingId),
        UpdateExpression: 'SET #status = :completed, finished = :marker, endDate = :end, finishedBy = :by',
        ConditionExpression: 'attribute_exists(pk) AND #status = :pending AND ready = :true',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':completed': 'completed', ':pending': 'pending', ':marker': '0', ':end': endDate, ':by': finishedBy, ':true': true },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return answer.Attributes as StocktakingRecord;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Removes the record unless it is still being frozen; answers whether it was removed. */
export async function deleteStocktakingRecord(companyId: string, stocktakingId: string): Promise<boolean> {
  return madeIf(db().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: keys.stocktaking(companyId, stocktakingId),
      ConditionExpression: 'attribute_exists(pk) AND ready = :true',
      ExpressionAttributeValues: { ':true': true },
    }),
  ));
}
