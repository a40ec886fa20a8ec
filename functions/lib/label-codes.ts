import { randomInt } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './db/client';
import { keys } from './db/keys';
import type { GuardedItem } from './db/transactions';
import { AppError } from './http/errors';

/*
 * Label codes, as generated labels carry them and as items are marked with them: the labels domain
 * reserves and prints them (functions/labels), the items domain gives them to items (bulk labels,
 * imported items) and binds a reserved one to the item it marks. Both need these, so they live here.
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

export async function reservationOf(code: string): Promise<ReservationRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.labelCode(code), ConsistentRead: true }));
  return (answer.Item as ReservationRecord | undefined) ?? null;
}

/**
 * Reserves a fresh code for the company and binds it to the item at once, in the transaction that
 * gives the item the code (bulk labels, imported items): a stranger's camera then finds the item's
 * company by the code alone (docs/found-items.md). A code drawn twice fails the transaction.
 */
export function reserveForItem(companyId: string, code: string, itemId: string, by: string, now = new Date()): GuardedItem {
  const at = now.toISOString();
  const record: ReservationRecord = { ...keys.labelCode(code), entity: 'labelCode', code, companyId, reservedBy: by, reservedAt: at, itemId, boundAt: at };
  return { item: { Put: { TableName: tableName(), Item: record, ConditionExpression: 'attribute_not_exists(pk)' } }, onConditionFailed: 'CodeAlreadyUsed' };
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

/**
 * The transaction items that bind `code` to the item when the code was generated for a label: none
 * for a code no label reserved; CodeReservedElsewhere for a code another company's labels carry.
 */
export async function labelBinding(companyId: string, code: string, itemId: string): Promise<GuardedItem[]> {
  const reservation = await reservationOf(code);
  if (!reservation) return [];
  if (reservation.companyId !== companyId) throw new AppError('CodeReservedElsewhere');
  return [bindReservation(companyId, code, itemId)];
}
