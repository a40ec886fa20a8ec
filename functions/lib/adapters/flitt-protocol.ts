import { createHash, timingSafeEqual } from 'node:crypto';
import type { Language } from '../../../shared/i18n/languages';
import { paymentStatuses, type PaymentStatus } from '../../../shared/plans';

/**
 * Flitt (formerly Fondy), https://docs.flitt.com: hosted checkout, order status and gateway-run
 * subscriptions over HTTPS POST with JSON bodies `{request: {...}}`, answered as `{response: {...}}`.
 * Protocol 1.0 signs the sorted non-empty values; protocol 2.0 (required for subscriptions, whose
 * `recurring_data` is nested) sends the order as base64 JSON and signs that string. This module holds
 * the protocol (signatures and message shapes); flitt.ts is the HTTP client.
 */

export interface CheckoutRequest {
  orderId: string;
  description: string;
  amountCents: number;
  currency: string;
  responseUrl: string;
  callbackUrl: string;
  lifetimeSeconds: number;
  language: Language;
  /** Monthly auto-debit of amountCents from the next month (protocol 2.0 with recurring_data). */
  subscription?: { amountCents: number; startDate: string /* yyyy-mm-dd */ };
}

export interface ProviderOrder {
  orderId: string;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  merchantId: string;
  providerPaymentId: string;
  parentOrderId: string | null;
  maskedCard: string | null;
}

export type Params = Record<string, unknown>;

// ---- Signatures --------------------------------------------------------------------------------

const sha1 = (value: string) => createHash('sha1').update(value, 'utf8').digest('hex');

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The string protocol 1.0 hashes: the key, then the values of all non-empty parameters sorted by
 * name, joined with `|`; `signature` and `response_signature_string` (a test-mode debugging aid)
 * are left out. Values are hashed as sent, so only scalars have a defined form.
 */
export function signedString(secretKey: string, params: Params): string {
  const values = Object.keys(params)
    .filter((key) => key !== 'signature' && key !== 'response_signature_string' && !isEmpty(params[key]))
    .sort()
    .map((key) => {
      const value = params[key];
      if (typeof value === 'object') throw new Error(`Protocol 1.0 cannot sign the nested parameter ${key}`);
      return String(value);
    });
  return [secretKey, ...values].join('|');
}

export function signatureV1(secretKey: string, params: Params): string {
  return sha1(signedString(secretKey, params));
}

/** Protocol 2.0 signs the base64 `data` string itself. */
export function signatureV2(secretKey: string, data: string): string {
  return sha1(`${secretKey}|${data}`);
}

/** A protocol 2.0 envelope for `order`: {version, data: base64(JSON {order}), signature}. */
export function envelopeV2(secretKey: string, order: Params): { version: '2.0'; data: string; signature: string } {
  const data = Buffer.from(JSON.stringify({ order }), 'utf8').toString('base64');
  return { version: '2.0', data, signature: signatureV2(secretKey, data) };
}

/** The order inside a 2.0 `data` string; null when it is not base64 JSON holding an `order` object. */
export function decodeV2(data: string): Params | null {
  try {
    const decoded = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as unknown;
    const order = (decoded as { order?: unknown } | null)?.order;
    return order && typeof order === 'object' && !Array.isArray(order) ? (order as Params) : null;
  } catch {
    return null;
  }
}

/** Hex signatures compared in constant time (lowercased: the docs say lowercase, some clients send upper). */
export function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(given.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

// ---- Message shapes ----------------------------------------------------------------------------

export const isRecord = (value: unknown): value is Params => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A body as the provider sends it: the fields themselves, or wrapped in `response` (JSON answers and some callbacks). */
export function unwrap(body: Params): Params {
  return isRecord(body.response) ? body.response : body;
}

export const isV2 = (fields: Params) => typeof fields.data === 'string' && (fields.version === '2.0' || fields.order_id === undefined);

/** Verifies a 1.0 or 2.0 message and answers its order fields; null when the signature does not match. */
export function verifiedFields(secretKey: string, body: Params): Params | null {
  const fields = unwrap(body);
  if (isV2(fields)) {
    const data = fields.data as string;
    if (!sameSignature(signatureV2(secretKey, data), fields.signature)) return null;
    return decodeV2(data);
  }
  let expected: string;
  try {
    expected = signatureV1(secretKey, fields);
  } catch {
    return null;
  }
  return sameSignature(expected, fields.signature) ? fields : null;
}

/** Amounts are integers in minor units; the provider may send them as strings, which must be digits only. */
export function parseMinorUnits(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return null;
}

export const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);

function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (paymentStatuses as readonly string[]).includes(value);
}

/** Flitt's order_status values are exactly ours (created, processing, declined, approved, expired, reversed). */
export function providerOrder(fields: Params): ProviderOrder | null {
  const orderId = text(fields.order_id);
  const amountCents = parseMinorUnits(fields.amount);
  const currency = text(fields.currency);
  const merchantId = text(fields.merchant_id);
  if (!orderId || amountCents === null || !currency || !merchantId || !isPaymentStatus(fields.order_status)) return null;
  return {
    orderId,
    status: fields.order_status,
    amountCents,
    currency,
    merchantId,
    providerPaymentId: text(fields.payment_id) ?? '',
    parentOrderId: text(fields.parent_order_id),
    maskedCard: text(fields.masked_card),
  };
}

/** Flitt's page languages; ours are the same codes except Ukrainian (`uk` there). */
const providerLanguage: Record<Language, string> = { ua: 'uk', en: 'en', pl: 'pl', ru: 'ru' };

/** The order fields of a checkout, as both protocols send them. */
export function checkoutOrder(request: CheckoutRequest, merchantId: string): Params {
  const order: Params = {
    merchant_id: /^\d+$/.test(merchantId) ? Number(merchantId) : merchantId,
    order_id: request.orderId,
    order_desc: request.description,
    amount: request.amountCents,
    currency: request.currency,
    response_url: request.responseUrl,
    server_callback_url: request.callbackUrl,
    lifetime: request.lifetimeSeconds,
    lang: providerLanguage[request.language],
  };
  if (request.subscription) {
    order.subscription = 'Y';
    order.recurring_data = {
      amount: request.subscription.amountCents,
      every: 1,
      period: 'month',
      start_time: request.subscription.startDate,
      // The gateway needs an end; ten years of monthly charges stands for "until paused".
      quantity: subscriptionCharges,
      state: 'Y',
      readonly: 'Y',
    };
  }
  return order;
}

export const subscriptionCharges = 120;
