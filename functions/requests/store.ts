import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { billingCurrency } from '../../shared/plans';
import { requestStatuses, type RequestInput, type StickerRequest } from '../../shared/schemas/requests';
import { db, tableName } from '../lib/db/client';
import { keys, type Key } from '../lib/db/keys';
import { isConditionFailure } from '../lib/db/conditions';
import { readInOrder } from '../lib/db/queries';
import { transact, type GuardedItem } from '../lib/db/transactions';
import { conditionalUpdate, guardedPut, guardedUpdate, putIfAbsent, uniqueClaim } from '../lib/db/writes';
import { AppError } from '../lib/http/errors';

/**
 * A sticker order as stored (PK COMPANY#<id>, SK REQUEST#<sortable id>), beside the claim of its
 * code (SK REQUEST_CODE#<code>). Money in cents of the billing currency.
 */
export interface RequestRecord extends Key {
  entity: 'sticker-request';
  _id: string;
  companyId: string;
  code: string;
  status: StickerRequest['status'];
  processing: 0 | 1;
  lines: StickerRequest['lines'];
  totalCents: number;
  currency: typeof billingCurrency;
  sender: StickerRequest['sender'];
  recipient: NonNullable<RequestInput['recipient']> | null;
  delivery: NonNullable<RequestInput['delivery']> | null;
  comment: string | null;
  /** The newest payment started for it (the paying one once paid). */
  paymentId: string | null;
  /** When the newest checkout was opened: edits wait while it may still be paid. */
  checkoutStartedAt: string | null;
  /**
   * Payments started for the content as it is now: any of them may still be paid (a shopper may
   * pay in an older tab). Emptied when the content changes, so no payment can pay for other lines.
   */
  pendingPaymentIds: string[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

/** A cached answer of the delivery directory (PK DELIVERY_CACHE#<query hash>), shared by every company. */
export interface DeliveryCacheRecord<T> extends Key {
  entity: 'delivery-cache';
  method: string;
  data: T[];
  cachedAt: string;
  expiresAt: number;
}

/** Access pattern: the cached answer of one delivery directory query, expired or not; null when none. */
export async function deliveryCacheEntry<T>(hash: string): Promise<DeliveryCacheRecord<T> | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.deliveryCache(hash) }));
  return (answer.Item as DeliveryCacheRecord<T> | undefined) ?? null;
}

export async function putDeliveryCacheEntry<T>(record: DeliveryCacheRecord<T>): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: record }));
}

/** Access pattern: one order of a company; the tenant is part of the key, so another company's id finds nothing. */
export async function getRequest(companyId: string, requestId: string): Promise<RequestRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.stickerRequest(companyId, requestId), ConsistentRead: true }));
  return (answer.Item as RequestRecord | undefined) ?? null;
}

/** Access pattern: an order of a company by its code (through the code's claim). */
export async function requestByCode(companyId: string, code: string): Promise<RequestRecord | null> {
  const claim = await db().send(new GetCommand({ TableName: tableName(), Key: keys.stickerRequestCode(companyId, code.trim().toUpperCase()), ConsistentRead: true }));
  const requestId = claim.Item?.requestId;
  return typeof requestId === 'string' ? getRequest(companyId, requestId) : null;
}

/**
 * Access pattern: every order of a company, oldest first. A company orders stickers a few times a
 * year, so the list reads them all and filters and sorts in memory (docs/sticker-orders.md).
 */
export function requestsOfCompany(companyId: string): Promise<RequestRecord[]> {
  const { pk, skPrefix } = keys.stickerRequestsOf(companyId);
  return readInOrder<RequestRecord>(
    { TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix } },
    Infinity,
  );
}

/** Writes a new order with the claim of its code; false when the code is taken (the caller draws another). */
export async function insertRequest(record: RequestRecord): Promise<boolean> {
  try {
    await transact([
      guardedPut(putIfAbsent(record)),
      guardedPut(uniqueClaim(keys.stickerRequestCode(record.companyId, record.code), { requestId: record._id }), 'UniquenessError'),
    ]);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.errorName === 'UniquenessError') return false;
    throw error;
  }
}

/**
 * Replaces the order with `next` if it is still as read (same updatedAt, still saved): a
 * concurrent change, a payment landing or a rejection in between is ConcurrentChange.
 */
export async function replaceRequest(next: RequestRecord, read: RequestRecord): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: next,
        ConditionExpression: 'attribute_exists(pk) AND updatedAt = :read AND #status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':read': read.updatedAt, ':status': read.status },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('ConcurrentChange');
    throw error;
  }
}

/** Sets the status (and processing state) if it is still `from`; false when it was not. */
export async function moveStatus(
  companyId: string,
  requestId: string,
  from: readonly StickerRequest['status'][],
  to: { status: StickerRequest['status']; processing: 0 | 1 },
  at: Date,
  extraCondition?: { expression: string; values: Record<string, unknown> },
): Promise<boolean> {
  const fromValues = Object.fromEntries(from.map((status, index) => [`:from${index}`, status]));
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.stickerRequest(companyId, requestId),
        UpdateExpression: 'SET #status = :to, processing = :processing, updatedAt = :now',
        ConditionExpression: `attribute_exists(pk) AND #status IN (${Object.keys(fromValues).join(', ')})${extraCondition ? ` AND (${extraCondition.expression})` : ''}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ...fromValues, ...extraCondition?.values, ':to': to.status, ':processing': to.processing, ':now': at.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Transaction items that mark the order paid (status saved -> new, publishedAt, processing 0, the
 * paying paymentId) if it still exists, is a saved draft and waits for this payment: one of the
 * payments started for its content as it is now (publishing again opens a fresh checkout while the
 * older one may still be paid; changing the lines forgets the older ones). When it does not wait
 * (rejected, already paid by another payment, changed since), the transaction fails with
 * RequestNotEditable, so the caller can record the payment without fulfilling anything.
 */
export function paidRequestItems(companyId: string, requestId: string, paymentId: string, at: Date): GuardedItem[] {
  const now = at.toISOString();
  return [
    guardedUpdate(
      conditionalUpdate(keys.stickerRequest(companyId, requestId), {
        update: 'SET #status = :new, processing = :processing, paymentId = :paymentId, pendingPaymentIds = :none, publishedAt = :now, updatedAt = :now',
        condition: 'attribute_exists(pk) AND #status = :saved AND contains(pendingPaymentIds, :paymentId)',
        names: { '#status': 'status' },
        values: {
          ':new': requestStatuses.new,
          ':saved': requestStatuses.saved,
          ':processing': 0,
          ':paymentId': paymentId,
          ':none': [],
          ':now': now,
        },
      }),
      'RequestNotEditable',
    ),
  ];
}
