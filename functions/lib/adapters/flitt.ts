import { createHash, timingSafeEqual } from 'node:crypto';
import type { Language } from '../../../shared/i18n/languages';
import { paymentStatuses, type PaymentStatus } from '../../../shared/plans';
import { env } from '../env';
import { AppError } from '../http/errors';
import { createLogger, describeError } from '../http/logger';
import { secretString } from './secrets';

/**
 * Flitt (formerly Fondy), https://docs.flitt.com: hosted checkout, order status and gateway-run
 * subscriptions over HTTPS POST with JSON bodies `{request: {...}}`, answered as `{response: {...}}`.
 * Protocol 1.0 signs the sorted non-empty values; protocol 2.0 (required for subscriptions, whose
 * `recurring_data` is nested) sends the order as base64 JSON and signs that string. Written on
 * node:crypto and fetch; the official SDK adds nothing we need.
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

export interface PaymentProvider {
  /** AppError('PaymentCreationError') on any failure. */
  createCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string }>;
  /** The provider's signed view of an order; null when it has no such order. */
  orderStatus(orderId: string): Promise<ProviderOrder | null>;
  stopSubscription(orderId: string): Promise<'disabled' | 'active'>;
  /** 1.0 flat or 2.0 {data, signature}, either possibly inside `response`; AppError('CallbackRejected') unless signed by our key for our merchant. */
  verifyCallback(body: Record<string, unknown>): Promise<ProviderOrder>;
  /** What /payment/success gets in its query from the browser return (2.0: version, data, signature; 1.0: order_id, order_status, response_status). */
  returnQuery(body: Record<string, unknown>): Record<string, string>;
}

export interface FlittConfig {
  apiUrl: string;
  merchantId: string;
  secretKey: string;
}

type Params = Record<string, unknown>;

// ---- Signatures --------------------------------------------------------------------------------

const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

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

const isRecord = (value: unknown): value is Params => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A body as the provider sends it: the fields themselves, or wrapped in `response` (JSON answers and some callbacks). */
function unwrap(body: Params): Params {
  return isRecord(body.response) ? body.response : body;
}

const isV2 = (fields: Params) => typeof fields.data === 'string' && (fields.version === '2.0' || fields.order_id === undefined);

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

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);

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

// ---- The client --------------------------------------------------------------------------------

const requestTimeoutMs = 10_000;
/** Flitt's error_code for "Order {order_id} not found" (status and reverse requests). */
const orderNotFound = '1018';

export function createFlittProvider(config: () => Promise<FlittConfig>): PaymentProvider {
  const log = createLogger({ source: 'flitt' });

  /** POSTs `{request}` and answers the `response` object; throws on transport or HTTP failure. */
  async function call(path: string, request: Params): Promise<{ settings: FlittConfig; response: Params }> {
    const settings = await config();
    const answer = await fetch(`${settings.apiUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
      body: JSON.stringify({ request }),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const body: unknown = await answer.json().catch(() => null);
    if (!answer.ok || !isRecord(body)) throw new Error(`Flitt ${path} answered HTTP ${answer.status}`);
    return { settings, response: unwrap(body) };
  }

  function failure(path: string, response: Params): Error {
    return new Error(`Flitt ${path} failed: ${text(response.error_code) ?? '?'} ${text(response.error_message) ?? ''}`.trim());
  }

  /** A 2.0 answer is verified and decoded; a 1.0 answer (or a 2.0 failure, which comes unencoded) is taken as is. */
  function openAnswer(settings: FlittConfig, response: Params): Params {
    if (!isV2(response)) return response;
    const order = verifiedFields(settings.secretKey, response);
    if (!order) throw new Error('Flitt answered with a bad 2.0 signature');
    return order;
  }

  async function secured<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.error(`Flitt ${what} failed`, describeError(error));
      throw new AppError('PaymentCreationError');
    }
  }

  async function signedRequest(order: Params, protocol: '1.0' | '2.0'): Promise<Params> {
    const { secretKey } = await config();
    return protocol === '2.0' ? envelopeV2(secretKey, order) : { ...order, signature: signatureV1(secretKey, order) };
  }

  return {
    createCheckout: (request) =>
      secured('checkout', async () => {
        const { merchantId } = await config();
        const order = checkoutOrder(request, merchantId);
        const path = '/api/checkout/url';
        const { settings, response } = await call(path, await signedRequest(order, request.subscription ? '2.0' : '1.0'));
        if (response.response_status === 'failure') throw failure(path, response);
        const checkoutUrl = openAnswer(settings, response).checkout_url;
        if (typeof checkoutUrl !== 'string' || !URL.canParse(checkoutUrl)) throw new Error('Flitt answered no checkout_url');
        return { checkoutUrl };
      }),

    orderStatus: (orderId) =>
      secured('status', async () => {
        const { merchantId } = await config();
        const path = '/api/status/order_id';
        const { settings, response } = await call(path, await signedRequest({ order_id: orderId, merchant_id: Number(merchantId) || merchantId, version: '1.0' }, '1.0'));
        if (response.response_status === 'failure') {
          if (text(response.error_code) === orderNotFound) return null;
          throw failure(path, response);
        }
        const fields = verifiedFields(settings.secretKey, response);
        if (!fields) throw new Error('Flitt order status has a bad signature');
        const order = providerOrder(fields);
        if (!order || order.merchantId !== settings.merchantId || order.orderId !== orderId) throw new Error('Flitt order status is not for this order');
        return order;
      }),

    stopSubscription: (orderId) =>
      secured('subscription stop', async () => {
        const { merchantId } = await config();
        const path = '/api/subscription';
        const { settings, response } = await call(path, await signedRequest({ order_id: orderId, merchant_id: Number(merchantId) || merchantId, action: 'stop' }, '2.0'));
        if (response.response_status === 'failure') throw failure(path, response);
        const status = openAnswer(settings, response).status;
        if (status !== 'disabled' && status !== 'active') throw new Error(`Flitt subscription answered status ${String(status)}`);
        return status;
      }),

    async verifyCallback(body) {
      const settings = await config();
      const fields = verifiedFields(settings.secretKey, body);
      if (!fields) throw new AppError('CallbackRejected', { reason: 'signature' });
      const order = providerOrder(fields);
      if (!order) throw new AppError('CallbackRejected', { reason: 'fields' });
      if (order.merchantId !== settings.merchantId) throw new AppError('CallbackRejected', { reason: 'merchant' });
      return order;
    },

    returnQuery(body) {
      const fields = unwrap(body);
      const keys = isV2(fields) ? ['version', 'data', 'signature'] : ['order_id', 'order_status', 'response_status'];
      const query: Record<string, string> = {};
      for (const key of keys) {
        const value = text(fields[key]);
        if (value !== null) query[key] = value;
      }
      return query;
    },
  };
}

// ---- Configuration -----------------------------------------------------------------------------

let configured: Promise<FlittConfig> | undefined;

/**
 * Merchant id and key: FLITT_MERCHANT_ID + FLITT_SECRET_KEY (local stack, tests), else the JSON
 * secret FLITT_SECRET_ARN {"merchantId","secretKey"} (AWS), read once per container.
 */
function flittConfig(): Promise<FlittConfig> {
  configured ??= (async () => {
    const { FLITT_API_URL, FLITT_MERCHANT_ID, FLITT_SECRET_KEY, FLITT_SECRET_ARN } = env();
    if (FLITT_MERCHANT_ID && FLITT_SECRET_KEY) return { apiUrl: FLITT_API_URL, merchantId: FLITT_MERCHANT_ID, secretKey: FLITT_SECRET_KEY };
    if (!FLITT_SECRET_ARN) throw new Error('Flitt is not configured (FLITT_MERCHANT_ID + FLITT_SECRET_KEY or FLITT_SECRET_ARN)');
    const json = await secretString(FLITT_SECRET_ARN);
    let parsed: unknown = null;
    try {
      parsed = json ? JSON.parse(json) : null;
    } catch {
      // A new secret holds a random placeholder until the operator sets it (docs/payments.md).
    }
    const merchantId = isRecord(parsed) ? text(parsed.merchantId) : null;
    const secretKey = isRecord(parsed) ? text(parsed.secretKey) : null;
    if (!merchantId || !secretKey) throw new Error('The Flitt secret has no {"merchantId","secretKey"} value yet (docs/payments.md)');
    return { apiUrl: FLITT_API_URL, merchantId, secretKey };
  })().catch((error: unknown) => {
    configured = undefined;
    throw error;
  });
  return configured;
}

let provider: PaymentProvider | undefined;

export function paymentProvider(): PaymentProvider {
  provider ??= createFlittProvider(flittConfig);
  return provider;
}

/** Tests that change FLITT_* between cases. */
export function resetPaymentProvider(): void {
  provider = undefined;
  configured = undefined;
}
