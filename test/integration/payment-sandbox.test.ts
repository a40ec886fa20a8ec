import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { paymentProvider, resetPaymentProvider } from '../../functions/lib/adapters/flitt';
import type { CheckoutRequest } from '../../functions/lib/adapters/flitt-protocol';
import { startDevServer } from '../../infra/local/dev-server';
import { freePort } from '../../infra/local/services';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { isolatedEnvironment } from '../support/local-env';

/**
 * The Flitt adapter against the local sandbox (infra/local/flitt-sandbox.ts), which signs with its own
 * implementation of the documented algorithm: checkout creation in both protocols, the hosted page
 * with its callback and browser return, the control API's signed callbacks, order status and the
 * subscription's child orders; and the whole local round trip through the dev server the browser
 * tests use (hosted page, callback over HTTP, browser return).
 */

const sandbox = () => inject('localStack').flitt!;

/** Stands in for the shop's callback and return URLs, keeping what arrives. */
let shop: Server;
let shopUrl: string;
const received: { path: string; body: string; type: string }[] = [];

beforeAll(async () => {
  shop = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body, type: request.headers['content-type'] ?? '' });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  resetPaymentProvider();
});

function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    orderId: `pay_${randomUUID()}`,
    description: 'Assetbook Optimal, 1 month',
    amountCents: 2900,
    currency: 'USD',
    responseUrl: `${shopUrl}/api/v1/payment/return`,
    callbackUrl: `${shopUrl}/api/v1/payment/callback`,
    lifetimeSeconds: 3600,
    language: 'en',
    ...overrides,
  };
}

async function control(orderId: string, action: 'settle' | 'charge', body: Record<string, unknown>) {
  const answer = await fetch(`${sandbox()}/sandbox/orders/${encodeURIComponent(orderId)}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as { callback: Record<string, unknown>; orderId: string; deliveredStatus?: number; error?: string } };
}

const hiddenInputs = (html: string) => Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));

async function choose(checkoutUrl: string, choice: string): Promise<{ status: number; html: string }> {
  const answer = await fetch(`${checkoutUrl}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `choice=${choice}` });
  return { status: answer.status, html: await answer.text() };
}

async function waitForCallback(): Promise<Record<string, unknown>> {
  for (let i = 0; i < 50 && !received.some((r) => r.path === '/api/v1/payment/callback'); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  const callback = received.find((r) => r.path === '/api/v1/payment/callback');
  if (!callback) throw new Error('No callback arrived');
  expect(callback.type).toBe('application/json');
  return JSON.parse(callback.body) as Record<string, unknown>;
}

describe('Flitt adapter against the sandbox', () => {
  it('creates a one-time checkout whose page shows the amount and description', async () => {
    const request = checkout();
    const { checkoutUrl } = await paymentProvider().createCheckout(request);
    expect(checkoutUrl.startsWith(`${sandbox()}/checkout/`)).toBe(true);
    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('29.00 USD');
    expect(html).toContain('Assetbook Optimal, 1 month');
    for (const label of ['Approve', 'Decline', '3-D Secure']) expect(html).toContain(`>${label}</button>`);
    expect(html).not.toMatch(/<script>/);
  });

  it('refuses a duplicate order id as PaymentCreationError', async () => {
    const request = checkout();
    await paymentProvider().createCheckout(request);
    await expect(paymentProvider().createCheckout(request)).rejects.toMatchObject({ errorName: 'PaymentCreationError' });
  });

  it('settles through the control API with a callback that verifies, and a tampered copy that does not', async () => {
    const request = checkout();
    await paymentProvider().createCheckout(request);
    const { status, body } = await control(request.orderId, 'settle', { outcome: 'approved' });
    expect(status).toBe(200);
    expect(received).toHaveLength(0);
    const order = await paymentProvider().verifyCallback(body.callback);
    expect(order).toMatchObject({ orderId: request.orderId, status: 'approved', amountCents: 2900, currency: 'USD', merchantId: '1549901', parentOrderId: null });
    expect(order.providerPaymentId).toMatch(/^\d+$/);
    expect(order.maskedCard).toBe('444455XXXXXX6666');

    await expect(paymentProvider().verifyCallback({ ...body.callback, amount: '1' })).rejects.toMatchObject({ errorName: 'CallbackRejected' });
    await expect(paymentProvider().verifyCallback({ ...body.callback, order_status: 'reversed' })).rejects.toMatchObject({ errorName: 'CallbackRejected' });

    await expect(paymentProvider().orderStatus(request.orderId)).resolves.toMatchObject({ orderId: request.orderId, status: 'approved', amountCents: 2900 });
    await expect(paymentProvider().orderStatus(`pay_${randomUUID()}`)).resolves.toBeNull();
  });

  it('delivers the callback to server_callback_url when asked', async () => {
    const request = checkout();
    await paymentProvider().createCheckout(request);
    const { body } = await control(request.orderId, 'settle', { outcome: 'declined', deliver: true });
    expect(body.deliveredStatus).toBe(200);
    const delivered = await waitForCallback();
    expect(delivered).toEqual(body.callback);
    await expect(paymentProvider().verifyCallback(delivered)).resolves.toMatchObject({ status: 'declined' });
  });

  it('pays on the hosted page through 3-D Secure: callback first, then the browser goes back with 2.0 fields', async () => {
    const request = checkout();
    const { checkoutUrl } = await paymentProvider().createCheckout(request);
    const secure = await choose(checkoutUrl, '3ds');
    expect(secure.html).toContain('3-D Secure');
    expect(secure.html).toContain('>Confirm</button>');
    const back = await choose(checkoutUrl, 'approve');
    expect(back.html).toContain(`action="${request.responseUrl}"`);
    expect(back.html).toContain('>Return to the shop</button>');
    expect(back.html).toContain('<script src="/static/return.js"></script>');

    const callback = await waitForCallback();
    await expect(paymentProvider().verifyCallback(callback)).resolves.toMatchObject({ orderId: request.orderId, status: 'approved' });

    const fields = hiddenInputs(back.html);
    expect(Object.keys(fields).sort()).toEqual(['data', 'signature', 'version']);
    const query = paymentProvider().returnQuery(fields);
    expect(query).toEqual(fields);
    const returned = await paymentProvider().verifyCallback(fields);
    expect(returned).toMatchObject({ orderId: request.orderId, status: 'approved' });
    expect(JSON.parse(Buffer.from(fields.data!, 'base64').toString()).order.response_status).toBe('success');

    // The page is spent once paid.
    expect((await fetch(checkoutUrl)).status).toBe(409);
  });

  it('declines on the hosted page with a failure return', async () => {
    const request = checkout();
    const { checkoutUrl } = await paymentProvider().createCheckout(request);
    const back = await choose(checkoutUrl, 'decline');
    await expect(paymentProvider().verifyCallback(await waitForCallback())).resolves.toMatchObject({ status: 'declined' });
    const data = JSON.parse(Buffer.from(hiddenInputs(back.html).data!, 'base64').toString()) as { order: Record<string, unknown> };
    expect(data.order).toMatchObject({ order_status: 'declined', response_status: 'failure' });
  });

  it('runs a subscription: 2.0 checkout, child orders with parent_order_id, stop', async () => {
    const request = checkout({ subscription: { amountCents: 2900, startDate: '2027-01-23' } });
    const { checkoutUrl } = await paymentProvider().createCheckout(request);
    expect(await (await fetch(checkoutUrl)).text()).toContain('every 1 month from 2027-01-23');

    expect((await control(request.orderId, 'charge', { outcome: 'approved' })).status).toBe(409);
    const first = await control(request.orderId, 'settle', { outcome: 'approved' });
    expect(first.body.callback.version).toBe('2.0');
    await expect(paymentProvider().verifyCallback(first.body.callback)).resolves.toMatchObject({ status: 'approved', parentOrderId: null });

    const charged = await control(request.orderId, 'charge', { outcome: 'approved', deliver: true });
    expect(charged.body.deliveredStatus).toBe(200);
    const child = await paymentProvider().verifyCallback(charged.body.callback);
    expect(child).toMatchObject({ status: 'approved', amountCents: 2900, parentOrderId: request.orderId });
    expect(child.orderId).not.toBe(request.orderId);
    await expect(paymentProvider().orderStatus(child.orderId)).resolves.toMatchObject({ parentOrderId: request.orderId, status: 'approved' });

    const failed = await paymentProvider().verifyCallback((await control(request.orderId, 'charge', { outcome: 'declined' })).body.callback);
    expect(failed).toMatchObject({ status: 'declined', parentOrderId: request.orderId });
    expect(failed.orderId).not.toBe(child.orderId);

    await expect(paymentProvider().stopSubscription(request.orderId)).resolves.toBe('disabled');
    expect((await control(request.orderId, 'charge', { outcome: 'approved' })).status).toBe(409);
  });
});

describe('the sandbox with the local dev server', () => {
  it('pays on the hosted page: the callback reaches the API over HTTP, the browser return lands on /payment/success', async () => {
    const port = await freePort();
    const appUrl = `http://localhost:${port}`;
    await isolatedEnvironment(appUrl);
    const server = await startDevServer({ port, web: 'none' });
    try {
      const owner = await companyOwner();
      const created = await api('POST', '/payment/plan', { token: owner.token, body: { plan: 'optimal', duration: 1, method: 'fixed', company: owner.company._id } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const back = await choose(created.body.checkoutUrl as string, 'approve');

      let status = '';
      for (let i = 0; i < 50 && status !== 'approved'; i++) {
        if (i) await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await api('GET', `/payment/${String(created.body.paymentId)}`, { token: owner.token })).body.status as string;
      }
      expect(status).toBe('approved');

      const action = /<form id="return" method="post" action="([^"]+)">/.exec(back.html)?.[1];
      expect(action).toBe(`${appUrl}/api/v1/payment/return`);
      const returned = await fetch(action!, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(hiddenInputs(back.html)).toString(),
      });
      expect(returned.status).toBe(302);
      const location = new URL(returned.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(`${appUrl}/payment/success`);
      expect(location.searchParams.get('version')).toBe('2.0');
    } finally {
      await server.close();
    }
  });
});
