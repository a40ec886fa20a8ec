import { describe, expect, it } from 'vitest';
import { needsStatusCheck } from './listing';

const createdAt = '2026-03-01T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(createdAt) + seconds * 1000);

describe('needsStatusCheck', () => {
  it('asks the provider about a card payment still waiting after 10 s, not before', () => {
    const payment = { status: 'created' as const, method: 'fixed' as const, type: 'regular' as const, createdAt };
    expect(needsStatusCheck(payment, at(5))).toBe(false);
    expect(needsStatusCheck(payment, at(11))).toBe(true);
    expect(needsStatusCheck({ ...payment, status: 'processing' }, at(11))).toBe(true);
  });

  it('never asks about a settled payment, an invoice or a subscription charge', () => {
    expect(needsStatusCheck({ status: 'approved', method: 'fixed', type: 'regular', createdAt }, at(60))).toBe(false);
    expect(needsStatusCheck({ status: 'created', method: 'invoice', type: 'regular', createdAt }, at(60))).toBe(false);
    expect(needsStatusCheck({ status: 'created', method: 'subscription', type: 'subscription', createdAt }, at(60))).toBe(false);
  });
});
