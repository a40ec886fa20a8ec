import type { PeriodKind, PlanId } from '../../shared/plans';
import type { BillingEventKind, PaidPeriodStart } from '../../shared/schemas/payments';
import { keys, sortableId } from '../lib/db/keys';
import { tableName } from '../lib/db/client';
import type { GuardedItem } from '../lib/db/transactions';
import type { CompanyRecord } from './store';
import { subscriptionEndMarker } from './subscription-ends';

/**
 * The company's billing state as other domains change it (payments grants periods and keeps the
 * subscription; the daily check records period ends): transaction items only, so each change
 * lands together with whatever caused it, and the date arithmetic they share (docs/payments.md).
 */

/** The provider's monthly auto-debit of a company, as the billing page shows it. */
export interface CompanySubscription {
  /** The provider order that started it; its charges arrive as child orders of this one. */
  orderId: string;
  state: 'active' | 'inactive';
  plan: PlanId;
  amountCents: number;
  nextPaymentDate: string | null;
  promocode: string | null;
}

export interface BillingEventInput {
  kind: BillingEventKind;
  at: Date;
  plan?: PlanId | null;
  until?: string | null;
  paymentId?: string | null;
  /** Makes the entry idempotent: the same id at the same `at` is written once (e.g. `period-ended` at the period's end). */
  eventId?: string;
}

/** An entry of the company's billing history, by time; with an eventId, a second write of the same entry fails its condition. */
export function billingEventItem(companyId: string, event: BillingEventInput): GuardedItem {
  const at = event.at.toISOString();
  return {
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.billingEvent(companyId, at, event.eventId ?? sortableId(event.at.getTime())),
          entity: 'billing-event',
          kind: event.kind,
          at,
          plan: event.plan ?? null,
          until: event.until ?? null,
          paymentId: event.paymentId ?? null,
        },
        ...(event.eventId ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
      },
    },
  };
}

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
  const names: Record<string, string> = { '#plan': 'plan' };
  const values: Record<string, unknown> = { ':plan': grant.plan, ':until': until, ':paid': 'paid' satisfies PeriodKind, ':now': grant.at.toISOString() };
  let update = 'SET #plan = :plan, subscriptionEndDate = :until, periodKind = :paid, updatedAt = :now';
  // An extension keeps the start of the period it extends.
  if (period.from !== 'period_end') {
    update += ', periodStartDate = :start';
    values[':start'] = period.startsAt.toISOString();
  }
  if (grant.subscription !== undefined) {
    update += ', subscription = :subscription';
    values[':subscription'] = grant.subscription;
  }
  let condition = 'attribute_exists(pk) AND ';
  if (company.subscriptionEndDate === null) condition += 'subscriptionEndDate = :null';
  else condition += 'subscriptionEndDate = :readEnd';
  if (company.subscriptionEndDate === null) values[':null'] = null;
  else values[':readEnd'] = company.subscriptionEndDate;
  return {
    until,
    from: period.from,
    items: [
      {
        item: {
          Update: {
            TableName: tableName(),
            Key: keys.company(company._id),
            UpdateExpression: update,
            ConditionExpression: condition,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
        onConditionFailed: 'ConcurrentChange',
      },
      subscriptionEndMarker(company._id, until),
      billingEventItem(company._id, { kind: 'paid', at: grant.at, plan: grant.plan, until, paymentId: grant.paymentId }),
    ],
  };
}

/** Sets or replaces the company's subscription (state changes: paused, charge failed, next payment date). */
export function subscriptionItem(companyId: string, subscription: CompanySubscription | null, at: Date): GuardedItem {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.company(companyId),
        UpdateExpression: 'SET subscription = :subscription, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':subscription': subscription, ':now': at.toISOString() },
      },
    },
    onConditionFailed: 'CompanyNotFound',
  };
}

/** Keeps a checked promo code as the company's promo (settings.promo) for its next payments. */
export function promoItem(companyId: string, promo: { code: string; sale: number } | null, at: Date): GuardedItem {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.company(companyId),
        UpdateExpression: 'SET settings.promo = :promo, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':promo': promo, ':now': at.toISOString() },
      },
    },
    onConditionFailed: 'CompanyNotFound',
  };
}
