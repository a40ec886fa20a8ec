import { describe, expect, it } from 'vitest';
import { plans } from '../../../../shared/plans';
import { isUnlimited, monthlyPriceCents, periodFor, periodsFor, purchaseFor } from './pricing';

describe('plan prices on the cards', () => {
  it('a month costs the plan price; a year shows the monthly price less the 10 % yearly sale', () => {
    expect(monthlyPriceCents(plans.optimal, 1)).toBe(4900);
    expect(monthlyPriceCents(plans.optimal, 12)).toBe(4410);
    expect(monthlyPriceCents(plans.start, 12)).toBe(1710);
  });

  it('100000 or more is unlimited', () => {
    expect(isUnlimited(100_000)).toBe(true);
    expect(isUnlimited(99_999)).toBe(false);
  });
});

describe('payment periods', () => {
  it('a subscription is 1 month only; one-time and invoice offer 1, 6 and 12', () => {
    expect(periodsFor('subscription')).toEqual([1]);
    expect(periodsFor('fixed')).toEqual([1, 6, 12]);
    expect(periodsFor('invoice')).toEqual([1, 6, 12]);
  });

  it('switching to a subscription falls back to 1 month; others keep the chosen period', () => {
    expect(periodFor('subscription', 12)).toBe(1);
    expect(periodFor('fixed', 6)).toBe(6);
  });
});

describe('buying or asking for a change', () => {
  it('a trial, Free or a locked company pays at the checkout', () => {
    expect(purchaseFor({ effectivePlan: 'optimal', periodKind: 'trial', locked: false }, 'business')).toEqual({ kind: 'checkout' });
    expect(purchaseFor({ effectivePlan: 'free', periodKind: 'trial', locked: false }, 'start')).toEqual({ kind: 'checkout' });
    expect(purchaseFor({ effectivePlan: 'start', periodKind: 'paid', locked: true }, 'business')).toEqual({ kind: 'checkout' });
  });

  it('a running paid plan asks support to move up or down, and pays to extend the same plan', () => {
    const paid = { effectivePlan: 'optimal' as const, periodKind: 'paid' as const, locked: false };
    expect(purchaseFor(paid, 'business')).toEqual({ kind: 'change', direction: 'Upgrade' });
    expect(purchaseFor(paid, 'start')).toEqual({ kind: 'change', direction: 'Downgrade' });
    expect(purchaseFor(paid, 'optimal')).toEqual({ kind: 'checkout' });
  });
});
