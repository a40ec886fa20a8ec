import { AppError } from '../http/errors';
import { createLogger, describeError } from '../http/logger';
import { env } from '../env';
import { checkoutOrder, envelopeV2, isRecord, isV2, providerOrder, signatureV1, text, unwrap, verifiedFields, type CheckoutRequest, type Params, type ProviderOrder } from './flitt-protocol';
import { secretString } from './secrets';

/**
 * Flitt's HTTP client behind our PaymentProvider port: checkout, order status and subscription stop
 * over HTTPS POST (`{request}` in, `{response}` out), signed and verified with flitt-protocol.ts.
 * Written on fetch; the official SDK adds nothing we need.
 */

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
