import { describe, expect, it } from 'vitest';
import { plans } from '../../../../shared/plans';
import { daysLeft, isUnlimited, monthlyPriceCents, periodFor, periodsFor, priceRule, purchaseFor } from './pricing';

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

describe('the rule a price follows', () => {
  it('a month is the plan price, without a discount', () => {
    expect(priceRule(plans.optimal, 1, null)).toEqual({ months: 1, monthlyCents: 4900, priceCents: 4900, totalCents: 4900, sale: 0, periodSale: 0, source: 'none', promo: null });
  });

  it('6 and 12 months take the period’s own discount off months x the monthly price', () => {
    expect(priceRule(plans.optimal, 12, null)).toMatchObject({ priceCents: 58800, sale: 10, periodSale: 10, totalCents: 52920, source: 'period' });
    expect(priceRule(plans.start, 6, null)).toMatchObject({ priceCents: 11400, sale: 5, totalCents: 10830, source: 'period' });
  });

  it('a promo code replaces the period’s discount when it is at least as large; they never add up', () => {
    const welcome = { code: 'WELCOME20', sale: 20 };
    expect(priceRule(plans.optimal, 12, welcome)).toMatchObject({ sale: 20, periodSale: 10, totalCents: 47040, source: 'promo' });
    expect(priceRule(plans.optimal, 1, welcome)).toMatchObject({ sale: 20, totalCents: 3920, source: 'promo' });
    expect(priceRule(plans.optimal, 12, { code: 'SMALL5', sale: 5 })).toMatchObject({ sale: 10, totalCents: 52920, source: 'period', promo: { code: 'SMALL5', sale: 5 } });
    expect(priceRule(plans.optimal, 12, { code: 'SAME10', sale: 10 })).toMatchObject({ sale: 10, source: 'promo' });
  });
});

describe('days left', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  it('counts a started day as a day, and nothing once the end has passed', () => {
    expect(daysLeft('2026-03-20T12:00:00.000Z', now)).toBe(10);
    expect(daysLeft('2026-03-20T12:00:01.000Z', now)).toBe(11);
    expect(daysLeft('2026-03-10T11:00:00.000Z', now)).toBe(0);
  });
});
