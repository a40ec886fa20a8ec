import { companyLocked, effectivePlan, planChangeDirection, plans, type PlanId } from '../../shared/plans';
import type { BillingEvent, BillingPeriod, PaidPeriodStart, Subscription } from '../../shared/schemas/payments';
import {
  billingEventItem,
  latestBillingEvents,
  paidPeriodFor,
  requireCompany,
  subscriptionItem,
  type CompanyRecord,
  type CompanySubscription,
} from '../company/public';
import { paymentProvider } from '../lib/adapters/flitt';
import { sendMail } from '../lib/adapters/mailer';
import { spendSendBudget, throttleAction } from '../lib/auth/throttles';
import { transact } from '../lib/db/transactions';
import { required } from '../lib/env';
import { AppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import { getUser } from '../users/public';
import { planChangeMail } from './messages';

/** The billing page shows this many history entries. */
export const historyLength = 20;

const runningPaid = (company: CompanyRecord, now: Date) => company.periodKind === 'paid' && !companyLocked(company, now);

function toSubscription(subscription: CompanySubscription | null | undefined): Subscription | null {
  if (!subscription) return null;
  return {
    state: subscription.state,
    plan: subscription.plan,
    amountCents: subscription.amountCents,
    nextPaymentDate: subscription.nextPaymentDate,
    promocode: subscription.promocode,
  };
}

/**
 * Where the company's time stands (trial, paid, Free after the trial, or ended unpaid) with its
 * dates. A paid period bought during the trial starts at the trial's end (periodStartDate), so until
 * then the trial still runs and the paid period is `next`.
 */
export function periodOf(company: Pick<CompanyRecord, 'plan' | 'subscriptionEndDate' | 'periodKind' | 'periodStartDate' | 'createdAt'>, now: Date): BillingPeriod {
  const end = company.subscriptionEndDate;
  const ended = end !== null && Date.parse(end) <= now.getTime();
  if ((company.periodKind ?? 'trial') === 'trial') {
    return ended ? { state: 'free', startsAt: end, endsAt: null, next: null } : { state: 'trial', startsAt: company.createdAt, endsAt: end, next: null };
  }
  const start = company.periodStartDate ?? null;
  if (start !== null && Date.parse(start) > now.getTime()) {
    return { state: 'trial', startsAt: company.createdAt, endsAt: start, next: { plan: company.plan, startsAt: start, endsAt: end } };
  }
  return { state: ended ? 'ended' : 'paid', startsAt: start, endsAt: end, next: null };
}

/** Where a plan period paid now would start (the page says it next to Pay). */
export function purchaseStartOf(company: Pick<CompanyRecord, 'subscriptionEndDate' | 'periodKind'>, now: Date): { from: PaidPeriodStart; at: string } {
  const { from, startsAt } = paidPeriodFor(company, now, 1);
  return { from, at: startsAt.toISOString() };
}

/** GET /payment/billing: where the company stands, its subscription, promo and latest history. */
export async function billingOverview(companyId: string) {
  const now = new Date();
  const company = await requireCompany(companyId);
  const history: BillingEvent[] = (await latestBillingEvents(companyId, historyLength)).map((item) => ({
    kind: item.kind,
    at: item.at,
    plan: item.plan ?? null,
    until: item.until ?? null,
    paymentId: item.paymentId ?? null,
  }));
  return {
    plan: company.plan,
    effectivePlan: effectivePlan(company, now)._id,
    periodKind: company.periodKind ?? 'trial',
    subscriptionEndDate: company.subscriptionEndDate,
    period: periodOf(company, now),
    purchaseStart: purchaseStartOf(company, now),
    locked: companyLocked(company, now),
    subscription: toSubscription(company.subscription),
    promo: company.settings.promo ?? null,
    history,
  };
}

/**
 * PUT /payment/plan/{id}: while a paid period runs, another plan is changed by support (the period
 * is prorated by hand), so the request is stored in the history and mailed to support. The mail
 * goes to the support inbox like a support message, so it counts against the same throttle and the
 * company's e-mail budget before anything is stored (docs/security.md, "Throttles").
 */
export async function requestPlanChange(tenant: Tenant, wanted: PlanId, sourceIp: string): Promise<{ ok: true; direction: 'Upgrade' | 'Downgrade' }> {
  const now = new Date();
  const company = await requireCompany(tenant.companyId);
  if (!runningPaid(company, now) || company.plan === wanted) throw new AppError('PlanChangeRefused');
  const direction = planChangeDirection(company.plan, wanted);
  await throttleAction('support', { address: sourceIp, company: company._id });
  await spendSendBudget('email', company._id);
  await transact([billingEventItem(company._id, { kind: 'plan_change_requested', at: now, plan: wanted, until: company.subscriptionEndDate })]);
  const user = await getUser(tenant.userId);
  await sendMail(
    planChangeMail(required('SUPPORT_EMAIL'), {
      companyTitle: company.title,
      companyId: company._id,
      current: plans[company.plan].title,
      wanted: plans[wanted].title,
      direction,
      paidUntil: company.subscriptionEndDate,
      requester: user ? `${`${user.firstName} ${user.lastName}`.trim()} <${user.email}>` : tenant.userId,
    }),
  );
  return { ok: true, direction };
}

/** POST /payment/subscription/pause: the provider stops the auto-debit; the paid period runs to its end. */
export async function pauseSubscription(companyId: string): Promise<Subscription> {
  const company = await requireCompany(companyId);
  const current = company.subscription;
  if (!current || current.state !== 'active') throw new AppError('SubscriptionNotActive');
  const state = await paymentProvider().stopSubscription(current.orderId);
  if (state !== 'disabled') throw new AppError('PaymentCreationError');
  const now = new Date();
  const paused: CompanySubscription = { ...current, state: 'inactive', nextPaymentDate: null };
  await transact([subscriptionItem(companyId, paused, now), billingEventItem(companyId, { kind: 'subscription_paused', at: now, plan: current.plan })]);
  return toSubscription(paused)!;
}
