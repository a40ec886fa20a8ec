import type { PlanId } from '../../shared/plans';
import type { PaidPeriodStart } from '../../shared/schemas/payments';
import type { GuardedItem } from '../lib/db/transactions';
import { billingEventItem, paidPeriodItem, type CompanyRecord, type CompanySubscription } from './store';
import { subscriptionEndMarker } from './subscription-ends';

/**
 * The company's billing state as other domains change it (payments grants periods and keeps the
 * subscription; the daily check records period ends): transaction items only, so each change
 * lands together with whatever caused it, and the date arithmetic they share (docs/payments.md).
 * The writes themselves are in store.ts (paidPeriodItem, billingEventItem, subscriptionItem, promoItem).
 */

export type { BillingEventInput, CompanySubscription } from './store';

/** `months` calendar months after `from` (UTC), the day clamped to the month's last (Jan 31 + 1 = Feb 28/29). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export interface PaidPeriodGrant {
  plan: PlanId;
  months: number;
  paymentId: string;
  at: Date;
  /** Set (or replace) the company's subscription with this one; undefined leaves it as it is. */
  subscription?: CompanySubscription | null;
}

/**
 * A paid period bought at a moment: from `now` when nothing runs (Free after the trial, or a locked
 * company); from `trial_end` during the trial, whose remaining days are kept; from `period_end` while
 * a paid period runs, which it extends (docs/decisions.md, "Plans").
 */
export interface PaidPeriod {
  from: PaidPeriodStart;
  startsAt: Date;
  until: Date;
}

/** The paid period `months` bought at `at` would give the company as it is read. */
export function paidPeriodFor(company: Pick<CompanyRecord, 'subscriptionEndDate' | 'periodKind'>, at: Date, months: number): PaidPeriod {
  const currentEnd = company.subscriptionEndDate ? Date.parse(company.subscriptionEndDate) : 0;
  const from: PaidPeriodStart = currentEnd <= at.getTime() ? 'now' : (company.periodKind ?? 'trial') === 'paid' ? 'period_end' : 'trial_end';
  const startsAt = from === 'now' ? at : new Date(currentEnd);
  return { from, startsAt, until: addMonths(startsAt, months) };
}

/**
 * The items that grant a paid period (paidPeriodFor): plan, start and end date and periodKind `paid`,
 * the end day's marker for the daily check, and a `paid` history entry. The bought plan applies at
 * once, also during the trial, whose remaining days come before the paid months. Conditional on the
 * company's end date being the one read, so two grants racing cannot both extend from the same end
 * (ConcurrentChange: the caller retries with a fresh read).
 */
export function grantPaidPeriod(company: CompanyRecord, grant: PaidPeriodGrant): { until: string; from: PaidPeriodStart; items: GuardedItem[] } {
  const period = paidPeriodFor(company, grant.at, grant.months);
  const until = period.until.toISOString();
  return {
    until,
    from: period.from,
    items: [
      // An extension keeps the start of the period it extends.
      paidPeriodItem(company, {
        plan: grant.plan,
        until,
        at: grant.at,
        startsAt: period.from !== 'period_end' ? period.startsAt.toISOString() : undefined,
        subscription: grant.subscription,
      }),
      subscriptionEndMarker(company._id, until),
      billingEventItem(company._id, { kind: 'paid', at: grant.at, plan: grant.plan, until, paymentId: grant.paymentId }),
    ],
  };
}
