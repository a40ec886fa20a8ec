import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '../../shared/i18n/languages';
import {
  billingCurrency,
  paymentStatusColours,
  type PaymentMethod,
  type PaymentStatus,
  type PlanId,
} from '../../shared/plans';
import type { Payment } from '../../shared/schemas/payments';
import type { ProviderOrder } from '../lib/adapters/flitt-protocol';
import { db, tableName } from '../lib/db/client';
import { madeIf } from '../lib/db/conditions';
import { keys, type Key } from '../lib/db/keys';
import { countMatching, readInOrder } from '../lib/db/queries';
import type { GuardedItem } from '../lib/db/transactions';
import { conditionalUpdate, guardedPut, guardedUpdate, putIfAbsent } from '../lib/db/writes';

/**
 * A payment as stored (PK COMPANY#<id>, SK PAYMENT#<id>). Its id is also the provider's order id,
 * and PAYMENT_ORDER#<id> points back here, since a callback knows only the order (docs/payments.md).
 */
export interface PaymentRecord extends Key {
  entity: 'payment';
  _id: string;
  companyId: string;
  kind: 'plan' | 'request';
  plan: PlanId | null;
  requestId: string | null;
  /** regular: bought by a user; subscription: one monthly charge of a subscription (a child order). */
  type: 'regular' | 'subscription';
  method: PaymentMethod;
  status: PaymentStatus;
  duration: number | null;
  priceCents: number;
  sale: number;
  totalCents: number;
  currency: typeof billingCurrency;
  promo: string | null;
  /** Who started it (null for a subscription's automatic charge) and in which language they read. */
  requestedBy: string | null;
  language: Language;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  /** When an approval's effect (plan period, order fulfilment) was applied: once only. */
  appliedAt?: string;
  /** Why it ended without a checkout (the provider refused to create one). */
  statusReason?: string;
  providerPaymentId?: string;
  maskedCard?: string | null;
  /** A subscription charge: the provider order of the subscription it belongs to. */
  parentOrderId?: string | null;
  /** An invoice: where its PDF is in the documents bucket, and when its link was e-mailed. */
  invoiceKey?: string;
  mailedAt?: string;
}

/** The statusReason of a checkout that expired because nobody finished it within a day. */
export const abandonedReason = 'abandoned';

/** What the provider's order id points at. */
export interface PaymentPointer {
  companyId: string;
  paymentId: string;
}

/**
 * The payment and its order pointer, written together and only if new. The order id is the
 * payment's id, except for a subscription's charge, whose order the provider numbered.
 */
export function newPaymentItems(record: PaymentRecord, orderId = record._id): GuardedItem[] {
  return [
    guardedPut(putIfAbsent(record)),
    guardedPut(
      putIfAbsent({ ...keys.paymentOrder(orderId), entity: 'payment-order', companyId: record.companyId, paymentId: record._id }),
      'ConcurrentChange',
    ),
  ];
}

/** The payment's new status, conditional on the status read (and, for a grant, on none applied yet); ConcurrentChange when it moved. */
export function statusItem(payment: PaymentRecord, order: ProviderOrder, status: PaymentStatus, grant: boolean, at: Date): GuardedItem {
  const now = at.toISOString();
  let update = 'SET #status = :status, updatedAt = :now, providerPaymentId = :providerPaymentId, maskedCard = :card';
  const values: Record<string, unknown> = { ':status': status, ':read': payment.status, ':now': now, ':providerPaymentId': order.providerPaymentId, ':card': order.maskedCard };
  if (status === 'approved') update += ', paidAt = :now';
  if (grant) update += ', appliedAt = :now';
  return guardedUpdate(
    conditionalUpdate(keys.payment(payment.companyId, payment._id), {
      update,
      condition: grant ? '#status = :read AND attribute_not_exists(appliedAt)' : '#status = :read',
      names: { '#status': 'status' },
      values,
    }),
    'ConcurrentChange',
  );
}

/** The applied callback itself (order, status, provider payment id): a replay finds it and changes nothing (ConcurrentChange). */
export function callbackItem(order: ProviderOrder, at: Date): GuardedItem {
  return guardedPut(
    putIfAbsent({
      ...keys.paymentCallback(order.orderId, order.status, order.providerPaymentId),
      entity: 'payment-callback',
      orderId: order.orderId,
      status: order.status,
      amountCents: order.amountCents,
      currency: order.currency,
      receivedAt: at.toISOString(),
    }),
    'ConcurrentChange',
  );
}

/** A promo code as stored (PROMO#<CODE>); support adds them and deletes them by setting `deleted`. */
export interface PromoRecord {
  code: string;
  sale: number;
  deleted?: boolean;
}

/** Access pattern: a promo code by its (uppercased) code, deleted or not; null when there is none. */
export async function getPromoCode(code: string): Promise<PromoRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.promoCode(code) }));
  return (answer.Item as PromoRecord | undefined) ?? null;
}

export async function getPayment(companyId: string, paymentId: string): Promise<PaymentRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.payment(companyId, paymentId), ConsistentRead: true }));
  return (answer.Item as PaymentRecord | undefined) ?? null;
}

export async function getPaymentPointer(orderId: string): Promise<PaymentPointer | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.paymentOrder(orderId), ConsistentRead: true }));
  return answer.Item ? { companyId: String(answer.Item.companyId), paymentId: String(answer.Item.paymentId) } : null;
}

export async function paymentOfOrder(orderId: string): Promise<PaymentRecord | null> {
  const pointer = await getPaymentPointer(orderId);
  return pointer ? getPayment(pointer.companyId, pointer.paymentId) : null;
}

/** A company's payments, newest first (ids sort by creation), and how many it has. */
export async function listPayments(companyId: string, page: { limit: number; offset: number }): Promise<{ data: PaymentRecord[]; count: number }> {
  const { pk, skPrefix } = keys.paymentsOf(companyId);
  const query = {
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
  };
  const [records, count] = await Promise.all([
    readInOrder<PaymentRecord>({ ...query, ScanIndexForward: false }, page.offset + page.limit),
    countMatching(query),
  ]);
  return { data: records.slice(page.offset), count };
}

/** A payment whose checkout could not be created: declined with the reason, so nothing stays half-written. */
export async function markCreationFailed(record: PaymentRecord, reason: string): Promise<void> {
  await madeIf(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.payment(record.companyId, record._id),
        UpdateExpression: 'SET #status = :declined, statusReason = :reason, updatedAt = :now',
        ConditionExpression: '#status = :created',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':declined': 'declined', ':created': 'created', ':reason': reason, ':now': new Date().toISOString() },
      }),
    ),
  );
}

/**
 * A checkout nobody finished (expiry.ts): expired with the reason `abandoned`, unless a settlement
 * moved it meanwhile (false then: the caller re-reads it).
 */
export function markAbandoned(record: PaymentRecord, at: Date): Promise<boolean> {
  return madeIf(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.payment(record.companyId, record._id),
        UpdateExpression: 'SET #status = :expired, statusReason = :reason, updatedAt = :now',
        ConditionExpression: '#status = :created',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':expired': 'expired', ':created': 'created', ':reason': abandonedReason, ':now': at.toISOString() },
      }),
    ),
  );
}

/** Records where the invoice's PDF is (the same key on every try). */
export async function setInvoiceKey(record: PaymentRecord, invoiceKey: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.payment(record.companyId, record._id),
      UpdateExpression: 'SET invoiceKey = :key',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':key': invoiceKey },
    }),
  );
}

/** Claims the invoice's e-mail: true for exactly one attempt, so a redelivered job mails nothing twice. */
export function claimInvoiceMail(record: PaymentRecord, at: string): Promise<boolean> {
  return madeIf(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.payment(record.companyId, record._id),
        UpdateExpression: 'SET mailedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(mailedAt)',
        ExpressionAttributeValues: { ':at': at },
      }),
    ),
  );
}

/** Gives the claim back when the e-mail could not be sent, so the next delivery of the job sends it. */
export async function releaseInvoiceMail(record: PaymentRecord, at: string): Promise<void> {
  await madeIf(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.payment(record.companyId, record._id),
        UpdateExpression: 'REMOVE mailedAt',
        ConditionExpression: 'mailedAt = :at',
        ExpressionAttributeValues: { ':at': at },
      }),
    ),
  );
}

export function toPayment(record: PaymentRecord): Payment {
  return {
    _id: record._id,
    kind: record.kind,
    plan: record.plan,
    requestId: record.requestId,
    type: record.type,
    method: record.method,
    status: record.status,
    statusColour: paymentStatusColours[record.status],
    duration: record.duration,
    priceCents: record.priceCents,
    sale: record.sale,
    totalCents: record.totalCents,
    currency: record.currency,
    promo: record.promo,
    createdAt: record.createdAt,
    paidAt: record.paidAt,
    hasInvoice: record.method === 'invoice' && Boolean(record.invoiceKey),
  };
}
