import { describe, expect, it } from 'vitest';
import { decodeBase64Json, readPaymentResult } from './payment-result';

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe('the payment result page reads the return', () => {
  it('protocol 2.0: success when the decoded order says response_status success', () => {
    const data = base64({ order: { order_id: 'p1', response_status: 'success', order_status: 'approved' } });
    expect(readPaymentResult({ version: '2.0', data, signature: 'x' })).toEqual({ orderId: 'p1', success: true });
  });

  it('protocol 2.0: a failure, a missing order or broken data is not a success', () => {
    const failed = base64({ order: { order_id: 'p2', response_status: 'failure' } });
    expect(readPaymentResult({ version: '2.0', data: failed })).toEqual({ orderId: 'p2', success: false });
    expect(readPaymentResult({ version: '2.0', data: base64({}) })).toEqual({ orderId: null, success: false });
    expect(readPaymentResult({ version: '2.0', data: 'not base64 json!' })).toEqual({ orderId: null, success: false });
    expect(readPaymentResult({ version: '2.0' })).toEqual({ orderId: null, success: false });
  });

  it('protocol 2.0 ignores a flat response_status next to the data', () => {
    const data = base64({ order: { order_id: 'p3', response_status: 'failure' } });
    expect(readPaymentResult({ version: '2.0', data, response_status: 'success' }).success).toBe(false);
  });

  it('takes the query as the router parses it (2.0 as a number, a + read as a space)', () => {
    const data = base64({ order: { order_id: 'p6', response_status: 'success', note: '>>>???' } });
    expect(data).toContain('+');
    expect(readPaymentResult({ version: 2, data: data.replace(/\+/g, ' ') })).toEqual({ orderId: 'p6', success: true });
    expect(readPaymentResult({ order_id: 123, response_status: 'success' })).toEqual({ orderId: '123', success: true });
  });

  it('otherwise reads response_status and order_id directly', () => {
    expect(readPaymentResult({ order_id: 'p4', response_status: 'success' })).toEqual({ orderId: 'p4', success: true });
    expect(readPaymentResult({ order_id: 'p5', response_status: 'failure' })).toEqual({ orderId: 'p5', success: false });
    expect(readPaymentResult({})).toEqual({ orderId: null, success: false });
  });

  it('decodes URL-safe, unpadded base64 and UTF-8 text', () => {
    const encoded = Buffer.from(JSON.stringify({ order: { note: 'Оплата ✓' } }), 'utf8').toString('base64url');
    expect(decodeBase64Json(encoded)).toEqual({ order: { note: 'Оплата ✓' } });
  });
});
