import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { createFlittProvider, type FlittConfig } from './flitt';
import { decodeV2, envelopeV2, parseMinorUnits, signatureV1, signedString, type CheckoutRequest } from './flitt-protocol';

/**
 * Contract of the Flitt adapter against the provider's documentation (docs.flitt.com/api/building-signature,
 * the worked example with the public test merchant 1549901 and key `test`) and its SDKs' protocol 2.0
 * (base64 JSON `data`, signature sha1(key|data)). Every expected hash is computed here from the
 * documented string, not by the code under test.
 */

const sha1 = (value: string) => createHash('sha1').update(value, 'utf8').digest('hex');
const key = 'test';
const merchant = '1549901';

describe('protocol 1.0 signature', () => {
  it('reproduces the published worked example', () => {
    const request = { server_callback_url: 'http://myshop/callback/', order_id: 'TestOrder2', currency: 'GEL', merchant_id: 1549901, order_desc: 'Test payment', amount: 1000 };
    const documented = 'test|1000|GEL|1549901|Test payment|TestOrder2|http://myshop/callback/';
    expect(signedString(key, request)).toBe(documented);
    expect(signatureV1(key, request)).toBe(sha1(documented));
    expect(signatureV1(key, request)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('skips empty and absent values, the signature and the debugging string', () => {
    const fields = { order_id: 'A1', amount: '500', rrn: '', masked_card: null, signature: 'x', response_signature_string: '**test**|500|A1', currency: 'USD' };
    expect(signedString(key, fields)).toBe('test|500|USD|A1');
  });

  it('refuses to sign a nested parameter, which 1.0 cannot express', () => {
    expect(() => signedString(key, { recurring_data: { amount: 1 } })).toThrow(/nested/);
  });
});

describe('amounts', () => {
  it('takes integers and digit-only strings, nothing else', () => {
    expect(parseMinorUnits(1000)).toBe(1000);
    expect(parseMinorUnits('1000')).toBe(1000);
    for (const bad of ['10.00', '1e3', ' 1000', '-5', '', 10.5, -1, null, '0x10']) expect(parseMinorUnits(bad)).toBeNull();
  });
});

const config: FlittConfig = { apiUrl: 'http://127.0.0.1:9', merchantId: merchant, secretKey: key };
const provider = createFlittProvider(() => Promise.resolve(config));

const callbackFields = {
  order_id: 'pay_01',
  merchant_id: 1549901,
  amount: '2900',
  currency: 'USD',
  order_status: 'approved',
  response_status: 'success',
  payment_id: 80512345,
  masked_card: '444455XXXXXX6666',
  tran_type: 'purchase',
  rrn: '',
  parent_order_id: '',
};

async function rejection(body: Record<string, unknown>): Promise<unknown> {
  return provider.verifyCallback(body).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('verifyCallback', () => {
  it('accepts a signed 1.0 callback (flat, and inside `response`) and maps it', async () => {
    const body = { ...callbackFields, signature: signatureV1(key, callbackFields) };
    const expected = {
      orderId: 'pay_01',
      status: 'approved',
      amountCents: 2900,
      currency: 'USD',
      merchantId: merchant,
      providerPaymentId: '80512345',
      parentOrderId: null,
      maskedCard: '444455XXXXXX6666',
    };
    await expect(provider.verifyCallback(body)).resolves.toEqual(expected);
    await expect(provider.verifyCallback({ response: body })).resolves.toEqual(expected);
  });

  it('accepts the form-encoded variant, where every value is a string', async () => {
    const form = Object.fromEntries(Object.entries(callbackFields).map(([name, value]) => [name, String(value)]));
    const order = await provider.verifyCallback({ ...form, signature: signatureV1(key, form) });
    expect(order.amountCents).toBe(2900);
  });

  it('round-trips protocol 2.0', async () => {
    const envelope = envelopeV2(key, { ...callbackFields, parent_order_id: 'pay_00' });
    expect(envelope.signature).toBe(sha1(`test|${envelope.data}`));
    expect(decodeV2(envelope.data)).toMatchObject({ order_id: 'pay_01', amount: '2900' });
    const order = await provider.verifyCallback(envelope);
    expect(order).toMatchObject({ orderId: 'pay_01', status: 'approved', amountCents: 2900, parentOrderId: 'pay_00' });
    await expect(provider.verifyCallback({ response: envelope })).resolves.toEqual(order);
  });

  it('rejects a tampered field, in either protocol', async () => {
    const signed = { ...callbackFields, signature: signatureV1(key, callbackFields) };
    const tampered = await rejection({ ...signed, amount: '1' });
    expect(tampered).toBeInstanceOf(AppError);
    expect((tampered as AppError).errorName).toBe('CallbackRejected');

    const envelope = envelopeV2(key, callbackFields);
    const forgedData = Buffer.from(JSON.stringify({ order: { ...callbackFields, amount: '1' } })).toString('base64');
    expect(((await rejection({ ...envelope, data: forgedData })) as AppError).errorName).toBe('CallbackRejected');
    expect(((await rejection({ ...signed, signature: undefined })) as AppError).errorName).toBe('CallbackRejected');
  });

  it('rejects a callback signed with another key', async () => {
    expect(((await rejection({ ...callbackFields, signature: signatureV1('other-key', callbackFields) })) as AppError).errorName).toBe('CallbackRejected');
  });

  it("rejects another merchant's correctly signed callback", async () => {
    const foreign = { ...callbackFields, merchant_id: 1396424 };
    const error = await rejection({ ...foreign, signature: signatureV1(key, foreign) });
    expect((error as AppError).errorName).toBe('CallbackRejected');
    expect((error as AppError).details).toEqual({ reason: 'merchant' });
  });

  it('rejects a signed callback with a non-integer amount or an unknown status', async () => {
    for (const change of [{ amount: '29.00' }, { order_status: 'paid' }]) {
      const fields = { ...callbackFields, ...change };
      expect(((await rejection({ ...fields, signature: signatureV1(key, fields) })) as AppError).errorName).toBe('CallbackRejected');
    }
  });
});

describe('returnQuery', () => {
  it('passes the 2.0 fields, or the 1.0 summary, as strings', () => {
    const envelope = envelopeV2(key, callbackFields);
    expect(provider.returnQuery({ ...envelope, extra: 'x' })).toEqual(envelope);
    expect(provider.returnQuery({ ...callbackFields, signature: 'abc' })).toEqual({ order_id: 'pay_01', order_status: 'approved', response_status: 'success' });
  });
});

describe('requests to the provider', () => {
  let server: Server;
  let seen: { path: string; body: { request: Record<string, unknown> } }[] = [];
  let answer: (path: string) => { status: number; body: unknown } = () => ({ status: 200, body: {} });
  let http: ReturnType<typeof createFlittProvider>;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        seen.push({ path: request.url ?? '', body: JSON.parse(raw) as { request: Record<string, unknown> } });
        const { status, body } = answer(request.url ?? '');
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    http = createFlittProvider(() => Promise.resolve({ ...config, apiUrl: url }));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen = [];
  });

  const checkout: CheckoutRequest = {
    orderId: 'pay_02',
    description: 'Assetbook Optimal, 1 month',
    amountCents: 2900,
    currency: 'USD',
    responseUrl: 'http://app/api/v1/payment/return',
    callbackUrl: 'http://app/api/v1/payment/callback',
    lifetimeSeconds: 3600,
    language: 'ua',
  };

  it('creates a one-time checkout with a signed 1.0 request', async () => {
    answer = () => ({ status: 200, body: { response: { response_status: 'success', checkout_url: 'https://pay.example/checkout/abc' } } });
    await expect(http.createCheckout(checkout)).resolves.toEqual({ checkoutUrl: 'https://pay.example/checkout/abc' });
    const { path, body } = seen[0]!;
    expect(path).toBe('/api/checkout/url');
    const { signature, ...fields } = body.request;
    expect(fields).toEqual({
      merchant_id: 1549901,
      order_id: 'pay_02',
      order_desc: 'Assetbook Optimal, 1 month',
      amount: 2900,
      currency: 'USD',
      response_url: 'http://app/api/v1/payment/return',
      server_callback_url: 'http://app/api/v1/payment/callback',
      lifetime: 3600,
      lang: 'uk',
    });
    expect(signature).toBe(sha1('test|2900|USD|uk|3600|1549901|Assetbook Optimal, 1 month|pay_02|http://app/api/v1/payment/return|http://app/api/v1/payment/callback'));
  });

  it('creates a subscription checkout with a 2.0 request carrying recurring_data', async () => {
    answer = () => ({ status: 200, body: { response: envelopeV2(key, { response_status: 'success', checkout_url: 'https://pay.example/checkout/sub' }) } });
    await http.createCheckout({ ...checkout, subscription: { amountCents: 2900, startDate: '2026-12-23' } });
    const { request } = seen[0]!.body;
    expect(request.version).toBe('2.0');
    expect(request.signature).toBe(sha1(`test|${String(request.data)}`));
    expect(decodeV2(String(request.data))).toMatchObject({
      order_id: 'pay_02',
      subscription: 'Y',
      recurring_data: { amount: 2900, every: 1, period: 'month', start_time: '2026-12-23', state: 'Y', readonly: 'Y' },
    });
  });

  it('answers PaymentCreationError on a refusal, a bad answer or no connection', async () => {
    answer = () => ({ status: 200, body: { response: { response_status: 'failure', error_code: 1014, error_message: 'Invalid signature' } } });
    await expect(http.createCheckout(checkout)).rejects.toMatchObject({ errorName: 'PaymentCreationError' });
    answer = () => ({ status: 502, body: {} });
    await expect(http.createCheckout(checkout)).rejects.toMatchObject({ errorName: 'PaymentCreationError' });
    answer = () => ({ status: 200, body: { response: { ...envelopeV2('other', { checkout_url: 'https://evil.example' }) } } });
    await expect(http.createCheckout({ ...checkout, subscription: { amountCents: 1, startDate: '2026-12-23' } })).rejects.toMatchObject({ errorName: 'PaymentCreationError' });
    await expect(provider.createCheckout(checkout)).rejects.toMatchObject({ errorName: 'PaymentCreationError' });
  });

  it('reads a verified order status, and null for an unknown order', async () => {
    const fields = { ...callbackFields, order_id: 'pay_02', response_signature_string: '**test**|...' };
    answer = () => ({ status: 200, body: { response: { ...fields, signature: signatureV1(key, fields) } } });
    await expect(http.orderStatus('pay_02')).resolves.toMatchObject({ orderId: 'pay_02', status: 'approved', amountCents: 2900 });
    expect(seen[0]!.path).toBe('/api/status/order_id');
    expect(seen[0]!.body.request.signature).toBe(sha1('test|1549901|pay_02|1.0'));

    answer = () => ({ status: 200, body: { response: { ...fields, order_status: 'declined', signature: signatureV1(key, fields) } } });
    await expect(http.orderStatus('pay_02')).rejects.toMatchObject({ errorName: 'PaymentCreationError' });

    answer = () => ({ status: 200, body: { response: { response_status: 'failure', error_code: 1018, error_message: 'Order pay_09 not found' } } });
    await expect(http.orderStatus('pay_09')).resolves.toBeNull();
  });

  it('stops a subscription with a 2.0 request', async () => {
    answer = () => ({ status: 200, body: { response: envelopeV2(key, { order_id: 'pay_02', status: 'disabled', response_status: 'success' }) } });
    await expect(http.stopSubscription('pay_02')).resolves.toBe('disabled');
    expect(seen[0]!.path).toBe('/api/subscription');
    expect(decodeV2(String(seen[0]!.body.request.data))).toEqual({ order_id: 'pay_02', merchant_id: 1549901, action: 'stop' });
  });
});
