import { describe, expect, it } from 'vitest';
import { mayBuyDirectly } from './checkout';

const now = new Date('2026-03-01T00:00:00.000Z');
const future = '2026-04-01T00:00:00.000Z';
const past = '2026-02-01T00:00:00.000Z';

describe('mayBuyDirectly', () => {
  it('lets a company on a trial, after it, or locked buy any plan', () => {
    expect(mayBuyDirectly({ plan: 'optimal', subscriptionEndDate: future, periodKind: 'trial' }, 'business', now)).toBe(true);
    expect(mayBuyDirectly({ plan: 'optimal', subscriptionEndDate: past }, 'start', now)).toBe(true);
    expect(mayBuyDirectly({ plan: 'business', subscriptionEndDate: past, periodKind: 'paid' }, 'start', now)).toBe(true);
  });

  it('lets a running paid period be extended with its own plan only', () => {
    expect(mayBuyDirectly({ plan: 'optimal', subscriptionEndDate: future, periodKind: 'paid' }, 'optimal', now)).toBe(true);
    expect(mayBuyDirectly({ plan: 'optimal', subscriptionEndDate: future, periodKind: 'paid' }, 'business', now)).toBe(false);
  });
});
