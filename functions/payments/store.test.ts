import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProviderOrder } from '../lib/adapters/flitt-protocol';
import { keys } from '../lib/db/keys';
import { resetEnv } from '../lib/env';
import { callbackItem, statusItem, type PaymentRecord } from './store';

beforeAll(() => {
  // Only the parameters are built; nothing is sent.
  vi.stubEnv('TABLE_NAME', 'assetbook-test');
  resetEnv();
});

const at = new Date('2026-03-10T12:00:00.000Z');
const payment = { companyId: 'c1', _id: 'p1', status: 'created' } as PaymentRecord;
const order = { orderId: 'p1', status: 'approved', providerPaymentId: 'pp1', maskedCard: '4444****1111', amountCents: 1000, currency: 'UAH' } as ProviderOrder;

describe('a settlement as written', () => {
  it('moves the status over the one read, and applies a grant only once (ConcurrentChange otherwise)', () => {
    const { item, onConditionFailed } = statusItem(payment, order, 'approved', true, at);
    expect(onConditionFailed).toBe('ConcurrentChange');
    expect(item.Update).toEqual({
      TableName: 'assetbook-test',
      Key: keys.payment('c1', 'p1'),
      UpdateExpression: 'SET #status = :status, updatedAt = :now, providerPaymentId = :providerPaymentId, maskedCard = :card, paidAt = :now, appliedAt = :now',
      ConditionExpression: '#status = :read AND attribute_not_exists(appliedAt)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': 'approved', ':read': 'created', ':now': at.toISOString(), ':providerPaymentId': 'pp1', ':card': '4444****1111' },
    });
    const declined = statusItem(payment, { ...order, status: 'declined' }, 'declined', false, at).item.Update!;
    expect(declined.UpdateExpression).toBe('SET #status = :status, updatedAt = :now, providerPaymentId = :providerPaymentId, maskedCard = :card');
    expect(declined.ConditionExpression).toBe('#status = :read');
  });

  it('records the callback once: a replay fails its condition as ConcurrentChange', () => {
    const { item, onConditionFailed } = callbackItem(order, at);
    expect(onConditionFailed).toBe('ConcurrentChange');
    expect(item.Put).toEqual({
      TableName: 'assetbook-test',
      Item: {
        ...keys.paymentCallback('p1', 'approved', 'pp1'),
        entity: 'payment-callback',
        orderId: 'p1',
        status: 'approved',
        amountCents: 1000,
        currency: 'UAH',
        receivedAt: at.toISOString(),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });
});
