import { describe, expect, it } from 'vitest';
import { notLockedTrustMs, notLockedTrustUntil } from './company-plan';

const now = Date.parse('2026-11-23T10:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('how long a container may take a company as not locked', () => {
  it('never remembers a locked company: a payment unlocks it on the next call', () => {
    expect(notLockedTrustUntil({ plan: 'optimal', subscriptionEndDate: at(-1), periodKind: 'paid' }, now)).toBeNull();
    expect(notLockedTrustUntil({ plan: 'optimal', subscriptionEndDate: at(0), periodKind: 'paid' }, now)).toBeNull();
  });

  it('remembers a running paid period at most a minute', () => {
    expect(notLockedTrustUntil({ plan: 'business', subscriptionEndDate: at(30 * 24 * 3600_000), periodKind: 'paid' }, now)).toBe(now + notLockedTrustMs);
    expect(notLockedTrustMs).toBeLessThanOrEqual(60_000);
  });

  it('never past the end of the period, so it locks on time', () => {
    expect(notLockedTrustUntil({ plan: 'optimal', subscriptionEndDate: at(5_000), periodKind: 'paid' }, now)).toBe(now + 5_000);
  });

  it('a trial, running or over, and a company without an end are not locked', () => {
    expect(notLockedTrustUntil({ plan: 'optimal', subscriptionEndDate: at(5_000), periodKind: 'trial' }, now)).toBe(now + 5_000);
    expect(notLockedTrustUntil({ plan: 'free', subscriptionEndDate: null }, now)).toBe(now + notLockedTrustMs);
    // A trial that ended is Free and never locks, but its end is past: read again on each call.
    expect(notLockedTrustUntil({ plan: 'optimal', subscriptionEndDate: at(-1), periodKind: 'trial' }, now)).toBeNull();
  });
});
