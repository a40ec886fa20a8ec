import { randomInt } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { keys } from '../lib/db/keys';
import { type GuardedItem, transact } from '../lib/db/transactions';
import { AppError } from '../lib/http/errors';

/*
 * Label codes reserved by generate: one record per code under its own partition, so a code is
 * reserved once across every company; the company's item code claims are checked in the same
 * transaction, so a reserved code never repeats a code already on one of its items.
 */

export interface ReservationRecord {
  pk: string;
  sk: string;
  entity: 'labelCode';
  code: string;
  companyId: string;
  reservedBy: string;
  reservedAt: string;
  /** The item the code was bound to, once an item is marked with it. */
  itemId?: string;
  boundAt?: string;
}

/** Crockford's base32: no I, L, O or U, so a code typed from a label is not misread. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 10 characters, 50 bits: short enough for a small QR version, wide enough that collisions are retried, not expected. */
export const generatedCodeLength = 10;

export function newLabelCode(): string {
  let code = '';
  for (let index = 0; index < generatedCodeLength; index++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

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

export async function reservationOf(code: string): Promise<ReservationRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.labelCode(code), ConsistentRead: true }));
  return (answer.Item as ReservationRecord | undefined) ?? null;
}

/** Binds a company's reserved code to an item, in the item's mark transaction; another company's code is refused there too. */
export function bindReservation(companyId: string, code: string, itemId: string, now = new Date()): GuardedItem {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.labelCode(code),
        UpdateExpression: 'SET itemId = :item, boundAt = :now',
        ConditionExpression: 'companyId = :company',
        ExpressionAttributeValues: { ':item': itemId, ':now': now.toISOString(), ':company': companyId },
      },
    },
    onConditionFailed: 'CodeReservedElsewhere',
  };
}
