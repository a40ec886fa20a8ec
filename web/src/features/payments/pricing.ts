import { limits } from '../../../../shared/limits';
import {
  defaultSalePercent,
  paymentDurations,
  planChangeDirection,
  quotePrice,
  type PaymentDuration,
  type PaymentMethod,
  type Plan,
  type PlanId,
} from '../../../../shared/plans';

/** The plan page's month/year toggle (spec: 1 month or 12 months). */
export const toggleDurations = [1, 12] as const satisfies readonly PaymentDuration[];
export type ToggleDuration = (typeof toggleDurations)[number];

/** Spec: a limit of 100000 or more is shown as unlimited. */
export const isUnlimited = (limit: number): boolean => limit >= limits.unlimitedFrom;

/**
 * A plan card's monthly price for the toggle's duration, with that duration's default sale taken
 * off (the same quote the server charges, divided back into months).
 */
export function monthlyPriceCents(plan: Plan, duration: PaymentDuration): number {
  return Math.round(quotePrice(plan, duration, null).totalCents / duration);
}

/** Spec: a subscription is monthly only; a one-time payment or an invoice is for 1, 6 or 12 months. */
export function periodsFor(method: PaymentMethod): readonly PaymentDuration[] {
  return method === 'subscription' ? [1] : paymentDurations;
}

/** The period kept when the method changes: the same one if the new method allows it, else its first. */
export function periodFor(method: PaymentMethod, duration: PaymentDuration): PaymentDuration {
  const allowed = periodsFor(method);
  return allowed.includes(duration) ? duration : allowed[0]!;
}

export interface BillingState {
  effectivePlan: PlanId;
  periodKind: 'trial' | 'paid';
  locked: boolean;
}

export type Purchase = { kind: 'checkout' } | { kind: 'change'; direction: 'Upgrade' | 'Downgrade' };

/**
 * Spec: on a trial, on Free or while locked, buying creates a payment and goes to the checkout; on
 * a running paid plan, another plan is a change request to support (Upgrade or Downgrade by plan
 * order). Paying again for the plan one is on extends it.
 */
export function purchaseFor(billing: BillingState, plan: PlanId): Purchase {
  const runningPaid = billing.periodKind === 'paid' && !billing.locked && billing.effectivePlan !== 'free';
  if (!runningPaid || plan === billing.effectivePlan) return { kind: 'checkout' };
  return { kind: 'change', direction: planChangeDirection(billing.effectivePlan, plan) };
}

/**
 * The rule a price follows (quotePrice, shared/plans.ts), to be said beside it: months times the
 * monthly price, less the larger of the period's own discount (defaultSalePercent) and the promo
 * code's; the two never add up. `source` is what gave the discount: `promo` also when the code's
 * discount equals the period's (the server then records the code on the payment).
 */
export interface PriceRule {
  months: PaymentDuration;
  monthlyCents: number;
  /** months x monthly price, before the discount. */
  priceCents: number;
  totalCents: number;
  /** The discount taken off, in percent. */
  sale: number;
  /** The period's own discount (0 for a month). */
  periodSale: number;
  source: 'none' | 'period' | 'promo';
  promo: { code: string; sale: number } | null;
}

export function priceRule(plan: Plan, months: PaymentDuration, promo: { code: string; sale: number } | null): PriceRule {
  const quote = quotePrice(plan, months, promo?.sale ?? null);
  const periodSale = defaultSalePercent[months];
  const source = quote.sale === 0 ? 'none' : promo && promo.sale >= periodSale ? 'promo' : 'period';
  return { months, monthlyCents: plan.priceCents, priceCents: quote.priceCents, totalCents: quote.totalCents, sale: quote.sale, periodSale, source, promo };
}

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days left until `endsAt` (a part of a day counts as one; 0 once it has passed). */
export function daysLeft(endsAt: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - now.getTime()) / dayMs));
}
