import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { checkoutPage, finishedPage, page, pageNotFound, returnPage, returnScript, secureCodePage } from './flitt-sandbox-pages';
import { envelope, GatewayError, integer, need, openRequest, orderFields, outcomes, signed, type Fields, type Protocol, type SandboxOrder, type SandboxOutcome } from './flitt-sandbox-protocol';
import { readBody } from './http-body';
import type { RunningService } from './services';
import { listenLocal } from './listen';

/**
 * The local stand-in for Flitt's gateway (pay.flitt.com): the API our adapter calls
 * (functions/lib/adapters/flitt.ts), a hosted checkout page with Approve / Decline / 3-D Secure
 * choices, signed server callbacks, the browser's return as protocol 2.0 fields, and a control API
 * for tests (docs/payments.md, "The provider (Flitt)"). It signs and verifies with its own few lines
 * (flitt-sandbox-protocol.ts) rather than the adapter's, so the integration tests check the adapter
 * against an independent implementation of the documented algorithm. Its pages: flitt-sandbox-pages.ts.
 */

/** Flitt's public test merchant and payment key (docs.flitt.com examples, the SDKs' tests). */
export const sandboxMerchant = { merchantId: '1549901', secretKey: 'test' };

/** What the functions need to use the sandbox at `endpoint` (functions/lib/env.ts). */
export function flittEnvironment(endpoint: string): Record<string, string> {
  return { FLITT_API_URL: endpoint, FLITT_MERCHANT_ID: sandboxMerchant.merchantId, FLITT_SECRET_KEY: sandboxMerchant.secretKey };
}

class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// ---- The server --------------------------------------------------------------------------------

export interface FlittSandboxOptions {
  host?: string;
  port?: number;
  merchantId?: string;
  secretKey?: string;
}

/** Re-sends an undelivered callback like the real gateway (2 s, 1 min, 5 min; it goes on to 24 h). */
const retryDelaysMs = [2_000, 60_000, 300_000];

export async function startFlittSandbox(options: FlittSandboxOptions = {}) {
  const host = options.host ?? '127.0.0.1';
  const merchantId = options.merchantId ?? sandboxMerchant.merchantId;
  const key = options.secretKey ?? sandboxMerchant.secretKey;
  const orders = new Map<string, SandboxOrder>();
  const byToken = new Map<string, SandboxOrder>();
  const timers = new Set<NodeJS.Timeout>();
  let endpoint = '';
  let nextPaymentId = 800_000_000 + Math.floor(Math.random() * 100_000_000);

  const callbackOf = (order: SandboxOrder) => signed(key, order.protocol, orderFields(order, merchantId));

  async function deliver(order: SandboxOrder, callback: Fields): Promise<number> {
    if (!order.callbackUrl) return 0;
    try {
      const answer = await fetch(order.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(callback),
        signal: AbortSignal.timeout(10_000),
      });
      await answer.arrayBuffer();
      return answer.status;
    } catch {
      return 0;
    }
  }

  /** From the hosted page: delivered in the background, re-sent until the shop answers 200. */
  function deliverWithRetries(order: SandboxOrder, callback: Fields, attempt = 0): void {
    void deliver(order, callback).then((status) => {
      const delay = retryDelaysMs[attempt];
      if (status === 200 || delay === undefined) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        deliverWithRetries(order, callback, attempt + 1);
      }, delay);
      timer.unref();
      timers.add(timer);
    });
  }

  function createOrder(fields: Fields, protocol: Protocol): SandboxOrder {
    need(fields, 'merchant_id', 'order_id', 'order_desc', 'amount', 'currency');
    if (String(fields.merchant_id) !== merchantId) throw new GatewayError(1016, `Merchant ${String(fields.merchant_id)} not found`);
    const orderId = String(fields.order_id);
    if (orders.has(orderId)) throw new GatewayError(1013, `Duplicate order ${orderId} for merchant ${merchantId}`);
    let recurring: SandboxOrder['recurring'] = null;
    if (fields.subscription === 'Y') {
      // Subscriptions need protocol 2.0: recurring_data is an object, which 1.0 cannot sign.
      const data = fields.recurring_data;
      if (protocol !== '2.0' || !data || typeof data !== 'object') throw new GatewayError(1007, 'Parameter `recurring_data` is incorrect');
      const recurringFields = data as Fields;
      need(recurringFields, 'amount', 'every', 'period');
      if (!['day', 'week', 'month'].includes(String(recurringFields.period))) throw new GatewayError(1007, 'Parameter `period` is incorrect');
      if (recurringFields.quantity === undefined && recurringFields.end_time === undefined) throw new GatewayError(1011, 'Parameter `quantity` is missing');
      recurring = {
        amount: integer(recurringFields, 'amount'),
        every: integer(recurringFields, 'every'),
        period: String(recurringFields.period),
        startTime: typeof recurringFields.start_time === 'string' ? recurringFields.start_time : null,
        state: String(recurringFields.state ?? 'Y').toUpperCase() === 'N' ? 'disabled' : 'active',
      };
    }
    const order: SandboxOrder = {
      orderId,
      protocol,
      amount: integer(fields, 'amount'),
      currency: String(fields.currency),
      description: String(fields.order_desc),
      responseUrl: typeof fields.response_url === 'string' && fields.response_url ? fields.response_url : null,
      callbackUrl: typeof fields.server_callback_url === 'string' && fields.server_callback_url ? fields.server_callback_url : null,
      lang: typeof fields.lang === 'string' ? fields.lang : 'en',
      lifetimeSeconds: fields.lifetime === undefined ? 36_000 : integer(fields, 'lifetime'),
      createdAt: Date.now(),
      token: randomBytes(16).toString('hex'),
      status: 'created',
      paymentId: nextPaymentId++,
      parentOrderId: null,
      recurring,
      charges: 0,
    };
    orders.set(orderId, order);
    byToken.set(order.token, order);
    return order;
  }

  function knownOrder(fields: Fields): SandboxOrder {
    need(fields, 'order_id', 'merchant_id');
    if (String(fields.merchant_id) !== merchantId) throw new GatewayError(1016, `Merchant ${String(fields.merchant_id)} not found`);
    const order = orders.get(String(fields.order_id));
    if (!order) throw new GatewayError(1018, `Order ${String(fields.order_id)} not found`);
    return order;
  }

  /** The gateway API: `{request}` in, `{response}` out, answered in the protocol of the request. */
  function gateway(path: string, request: Fields): Fields {
    const { fields, protocol } = openRequest(key, request);
    if (path === '/api/checkout/url') {
      const order = createOrder(fields, protocol);
      return signed(key, protocol, { response_status: 'success', checkout_url: `${endpoint}/checkout/${order.token}`, payment_id: order.paymentId });
    }
    if (path === '/api/status/order_id') {
      const order = knownOrder(fields);
      if (order.status === 'created' && Date.now() > order.createdAt + order.lifetimeSeconds * 1000) order.status = 'expired';
      return signed(key, protocol, orderFields(order, merchantId));
    }
    if (path === '/api/subscription') {
      const order = knownOrder(fields);
      if (!order.recurring) throw new GatewayError(1007, 'Parameter `order_id` is incorrect');
      if (fields.action !== 'stop' && fields.action !== 'start') throw new GatewayError(1007, 'Parameter `action` is incorrect');
      order.recurring.state = fields.action === 'stop' ? 'disabled' : 'active';
      return signed(key, protocol, { order_id: order.orderId, merchant_id: Number(merchantId), status: order.recurring.state, response_status: 'success' });
    }
    throw new GatewayError(1002, `Unknown API ${path}`);
  }

  function settle(order: SandboxOrder, outcome: SandboxOutcome): Fields {
    order.status = outcome;
    return callbackOf(order);
  }

  /** The next scheduled charge of a subscription: a child order linked by parent_order_id. */
  function charge(parent: SandboxOrder, outcome: SandboxOutcome): SandboxOrder {
    if (!parent.recurring) throw new ControlError(409, `Order ${parent.orderId} has no subscription`);
    if (parent.recurring.state !== 'active') throw new ControlError(409, `The subscription of ${parent.orderId} is stopped`);
    if (parent.status !== 'approved') throw new ControlError(409, `Order ${parent.orderId} was never approved, so its subscription has not started`);
    parent.charges += 1;
    const child: SandboxOrder = {
      ...parent,
      orderId: `${parent.orderId}_${parent.charges}`,
      amount: parent.recurring.amount,
      createdAt: Date.now(),
      token: randomBytes(16).toString('hex'),
      status: outcome,
      paymentId: nextPaymentId++,
      parentOrderId: parent.orderId,
      recurring: null,
      charges: 0,
    };
    orders.set(child.orderId, child);
    return child;
  }

  async function control(path: string, body: Fields): Promise<Fields> {
    const match = /^\/sandbox\/orders\/([^/]+)\/(settle|charge)$/.exec(path);
    if (!match) throw new ControlError(404, 'Unknown control path');
    const order = orders.get(decodeURIComponent(match[1]!));
    if (!order) throw new ControlError(404, `No order ${decodeURIComponent(match[1]!)}`);
    if (typeof body.outcome !== 'string' || !outcomes.includes(body.outcome)) throw new ControlError(400, `outcome must be one of ${outcomes.join(', ')}`);
    const outcome = body.outcome as SandboxOutcome;
    const target = match[2] === 'charge' ? charge(order, outcome) : order;
    const callback = match[2] === 'charge' ? callbackOf(target) : settle(target, outcome);
    const answer: Fields = { callback, orderId: target.orderId };
    if (body.deliver === true) answer.deliveredStatus = await deliver(target, callback);
    return answer;
  }

  /** A choice on the hosted page: 3-D Secure shows the bank's step first; the rest settle, call back and go back to the shop. */
  function pay(order: SandboxOrder, chosen: string | null, response: ServerResponse): void {
    if (order.status !== 'created' && order.status !== 'processing') return html(response, 409, finishedPage(order));
    if (chosen === '3ds') {
      order.status = 'processing';
      return html(response, 200, secureCodePage(order));
    }
    if (chosen !== 'approve' && chosen !== 'decline') return html(response, 400, page('Payment', '<p>Unknown choice.</p>'));
    const callback = settle(order, chosen === 'approve' ? 'approved' : 'declined');
    deliverWithRetries(order, callback);
    if (!order.responseUrl) return html(response, 200, finishedPage(order));
    const back = envelope(key, { ...orderFields(order, merchantId), response_status: chosen === 'approve' ? 'success' : 'failure' });
    html(response, 200, returnPage(order, back));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method === 'GET' && path === '/static/return.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(returnScript);
      return;
    }
    const checkout = /^\/checkout\/([0-9a-f]{32})(\/pay)?$/.exec(path);
    if (checkout) {
      const order = byToken.get(checkout[1]!);
      if (!order) return html(response, 404, pageNotFound);
      if (request.method === 'GET' && !checkout[2]) {
        if (order.status === 'created' && Date.now() > order.createdAt + order.lifetimeSeconds * 1000) order.status = 'expired';
        return html(response, order.status === 'created' ? 200 : 409, order.status === 'created' ? checkoutPage(order, merchantId) : finishedPage(order));
      }
      if (request.method === 'POST' && checkout[2]) return pay(order, new URLSearchParams(await readBody(request)).get('choice'), response);
    }
    if (request.method !== 'POST') return json(response, 404, { error: 'Not found' });
    const raw = await readBody(request);
    let body: Fields;
    try {
      body = JSON.parse(raw || '{}') as Fields;
    } catch {
      return json(response, 400, { response: { response_status: 'failure', error_code: 1010, error_message: 'Request is empty' } });
    }
    if (path.startsWith('/sandbox/')) {
      try {
        return json(response, 200, await control(path, body));
      } catch (error) {
        if (error instanceof ControlError) return json(response, error.status, { error: error.message });
        throw error;
      }
    }
    try {
      const request = body.request;
      if (!request || typeof request !== 'object') throw new GatewayError(1010, 'Request is empty');
      json(response, 200, { response: gateway(path, request as Fields) });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      json(response, 200, { response: { response_status: 'failure', error_code: error.code, error_message: error.message } });
    }
  }

  const listening = await listenLocal(server, host, options.port);
  endpoint = listening.endpoint;
  return {
    endpoint,
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return listening.close();
    },
  };
}

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body);
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** The Flitt sandbox as one of the local services (npm start, the test stack). */
export async function startFlitt(options: { port?: number } = {}): Promise<RunningService> {
  const sandbox = await startFlittSandbox({ port: options.port ?? 0 });
  return { name: 'Flitt sandbox', endpoint: sandbox.endpoint, stop: () => sandbox.close() };
}
