import type { LabelFormatId } from '../../shared/label-formats';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { newLabelCode, type ReservationRecord } from '../lib/label-codes';
import { batchGet } from '../lib/db/batches';
import { readInOrder } from '../lib/db/queries';
import { db, tableName } from '../lib/db/client';
import { keys, sortableId } from '../lib/db/keys';
import { type GuardedItem, transact } from '../lib/db/transactions';
import { AppError } from '../lib/http/errors';

/*
 * Label codes reserved by generate: one record per code under its own partition, so a code is
 * reserved once across every company; the company's item code claims are checked in the same
 * transaction, so a reserved code never repeats a code already on one of its items.
 */

/** A transaction holds at most 100 items: 50 codes, each a reservation and a check of the company's claims. */
const codesPerTransaction = 50;
const parallelTransactions = 4;
const attempts = 3;

async function reserveChunk(companyId: string, userId: string, count: number, now: string, draw: () => string): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    const codes = [...new Set(Array.from({ length: count }, draw))];
    if (codes.length < count) continue;
    const items: GuardedItem[] = codes.flatMap((code) => [
      {
        item: {
          Put: {
            TableName: tableName(),
            Item: { ...keys.labelCode(code), entity: 'labelCode', code, companyId, reservedBy: userId, reservedAt: now } satisfies ReservationRecord,
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        onConditionFailed: 'CodeAlreadyUsed',
      },
      {
        item: { ConditionCheck: { TableName: tableName(), Key: keys.itemCodeClaim(companyId, code), ConditionExpression: 'attribute_not_exists(pk)' } },
        onConditionFailed: 'CodeAlreadyUsed',
      },
    ]);
    try {
      await transact(items);
      return codes;
    } catch (error) {
      // A drawn code is taken: draw the chunk again.
      const taken = error instanceof AppError && error.errorName === 'CodeAlreadyUsed';
      if (!taken || attempt >= attempts) throw error;
    }
  }
}

/** `count` new codes reserved for the company, all or none of each chunk of 50; `draw` makes a candidate code. */
export async function reserveCodes(companyId: string, userId: string, count: number, now = new Date(), draw = newLabelCode): Promise<string[]> {
  const chunks: number[] = [];
  for (let left = count; left > 0; left -= codesPerTransaction) chunks.push(Math.min(left, codesPerTransaction));
  const reserved: string[] = [];
  for (let start = 0; start < chunks.length; start += parallelTransactions) {
    const batch = await Promise.all(chunks.slice(start, start + parallelTransactions).map((size) => reserveChunk(companyId, userId, size, now.toISOString(), draw)));
    reserved.push(...batch.flat());
  }
  return reserved;
}

/** The codes of one generate call, in sheet order: binding the sheet in order to a selection of items reads them. */
export interface BatchRecord {
  pk: string;
  sk: string;
  entity: 'labelBatch';
  _id: string;
  companyId: string;
  codes: string[];
  format: LabelFormatId;
  createdBy: string;
  createdAt: string;
}

/** How many recent batches the panel offers to bind. */
export const recentBatchesShown = 20;

/** Records the codes a generate call reserved, as printed (1,000 codes are about 11 KB, well within an item). */
export async function saveBatch(companyId: string, userId: string, codes: readonly string[], format: LabelFormatId, now = new Date()): Promise<BatchRecord> {
  const _id = sortableId(now.getTime());
  const record: BatchRecord = { ...keys.labelBatch(companyId, _id), entity: 'labelBatch', _id, companyId, codes: [...codes], format, createdBy: userId, createdAt: now.toISOString() };
  await db().send(new PutCommand({ TableName: tableName(), Item: record }));
  return record;
}

/** The company's latest batches, newest first. */
export function recentBatches(companyId: string): Promise<BatchRecord[]> {
  const { pk, skPrefix } = keys.labelBatchesOf(companyId);
  return readInOrder<BatchRecord>(
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ScanIndexForward: false,
    },
    recentBatchesShown,
  );
}

/** One of the company's batches, or null (another company's batch id is as unknown as a made-up one). */
export async function batchById(companyId: string, batchId: string): Promise<BatchRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.labelBatch(companyId, batchId) }));
  return (answer.Item as BatchRecord | undefined) ?? null;
}

/** The batch's codes no item has been marked with yet, in sheet order. */
export async function freeCodesOf(batch: BatchRecord): Promise<string[]> {
  const reservations = await batchGet<ReservationRecord>(batch.codes.map((code) => keys.labelCode(code)), true);
  const bound = new Set(reservations.filter((reservation) => reservation.itemId).map((reservation) => reservation.code));
  return batch.codes.filter((code) => !bound.has(code));
}
