import { describe, expect, it } from 'vitest';
import { abandonedAfterMs, isAbandoned } from './expiry';

const createdAt = '2026-03-01T10:00:00.000Z';
const after = (ms: number) => new Date(Date.parse(createdAt) + ms);
const checkout = { status: 'created' as const, method: 'fixed' as const, type: 'regular' as const, createdAt };

describe('isAbandoned', () => {
  it('a card checkout still created a day after its creation, not before', () => {
    expect(abandonedAfterMs).toBe(24 * 60 * 60 * 1000);
    expect(isAbandoned(checkout, after(abandonedAfterMs - 1))).toBe(false);
    expect(isAbandoned(checkout, after(abandonedAfterMs))).toBe(true);
    expect(isAbandoned({ ...checkout, method: 'subscription' }, after(abandonedAfterMs))).toBe(true);
  });

  it('never a payment that moved on, an invoice (paid by transfer) or a subscription’s charge', () => {
    for (const status of ['processing', 'declined', 'approved', 'expired', 'reversed'] as const) {
      expect(isAbandoned({ ...checkout, status }, after(2 * abandonedAfterMs))).toBe(false);
    }
    expect(isAbandoned({ ...checkout, method: 'invoice' }, after(2 * abandonedAfterMs))).toBe(false);
    expect(isAbandoned({ ...checkout, method: 'subscription', type: 'subscription' }, after(2 * abandonedAfterMs))).toBe(false);
  });
});
