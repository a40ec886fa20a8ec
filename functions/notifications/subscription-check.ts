import type { NotificationRaiseJob, SubscriptionCheckJob } from '../../shared/jobs';
import type { PeriodKind } from '../../shared/plans';
import { billingEventItem, companiesEndingOn, getCompany, hasBillingEvent, subscriptionEndDay, type CompanyRecord } from '../company/public';
import { sendJobs } from '../lib/adapters/queues';
import { transact } from '../lib/db/transactions';
import { isAppError } from '../lib/http/errors';

/**
 * The daily check (sent by a schedule to the notifications queue; hourly by `npm start` locally).
 * Each company is found through the markers of its end day (functions/company/subscription-ends.ts),
 * not a scan; a marker left behind by a changed date (or a removed company) is ignored.
 *
 * - Before the end: the root and admins of a company whose period ends in 3 days, and again in 1 day,
 *   get subscription_ending, saying whether a trial (then Free) or a paid period (then locked) ends.
 *   A paid period the provider renews by itself (an active subscription) is not reminded of.
 * - At the end (found on the end day and on the day after, so a period ending after the day's check
 *   is caught by the next one): the end goes into the company's billing history once
 *   (trial_ended / period_ended, keyed by the end date) and root and admins get subscription_ended.
 *
 * Raise jobs are keyed by the end day, so a rerun (a redelivered message, the local hourly timer)
 * notifies nobody twice: the notifications worker stores one notification per job id and user.
 */

/** Days before the end on which the company is told. */
export const daysAhead = [3, 1] as const;

const day = 24 * 60 * 60 * 1000;

const periodOf = (company: CompanyRecord): PeriodKind => company.periodKind ?? 'trial';

function raiseFor(company: CompanyRecord & { subscriptionEndDate: string }, job: Pick<NotificationRaiseJob, 'jobId' | 'type' | 'params'>): NotificationRaiseJob {
  return {
    kind: 'notifications.raise',
    companyId: company._id,
    requestedBy: company.owner,
    recipients: { users: [], roles: ['root', 'admin'] },
    actorId: null,
    // Where a plan is chosen and paid.
    link: '/payment',
    ...job,
  };
}

/** The companies whose current period ends on `endDay` (yyyy-mm-dd, UTC). */
async function companiesWithEndOn(endDay: string): Promise<(CompanyRecord & { subscriptionEndDate: string })[]> {
  const found = [];
  for (const companyId of await companiesEndingOn(endDay)) {
    const company = await getCompany(companyId);
    if (company?.subscriptionEndDate && subscriptionEndDay(company.subscriptionEndDate) === endDay) {
      found.push(company as CompanyRecord & { subscriptionEndDate: string });
    }
  }
  return found;
}

async function remind(today: number): Promise<void> {
  for (const days of daysAhead) {
    const endDay = subscriptionEndDay(new Date(today + days * day).toISOString());
    const raises = [];
    for (const company of await companiesWithEndOn(endDay)) {
      const period = periodOf(company);
      if (period === 'paid' && company.subscription?.state === 'active') continue;
      raises.push(
        raiseFor(company, {
          jobId: `subscription-ending-${endDay}-${days}d`,
          type: 'subscription_ending',
          params: { date: endDay, plan: company.plan, days, period },
        }),
      );
    }
    // Unlike a domain raising in passing, this job exists to raise: a failure retries it.
    await sendJobs('notifications', raises);
  }
}

/**
 * Records the end of a company's period in its billing history and tells root and admins, once.
 * The raise goes first: if the history write then fails, the retry raises again under the same job
 * id (told once) and writes it; once the entry is there, later runs skip the company.
 */
async function recordEnd(company: CompanyRecord & { subscriptionEndDate: string }): Promise<void> {
  const period = periodOf(company);
  const kind = period === 'paid' ? 'period_ended' : 'trial_ended';
  const at = new Date(company.subscriptionEndDate);
  if (await hasBillingEvent(company._id, at.toISOString(), kind)) return;
  const endDay = subscriptionEndDay(company.subscriptionEndDate);
  await sendJobs('notifications', [raiseFor(company, { jobId: `subscription-ended-${endDay}`, type: 'subscription_ended', params: { date: endDay, plan: company.plan, period } })]);
  try {
    await transact([{ ...billingEventItem(company._id, { kind, at, plan: company.plan, until: company.subscriptionEndDate, eventId: kind }), onConditionFailed: 'ConcurrentChange' }]);
  } catch (error) {
    // Another run wrote the same entry meanwhile.
    if (!isAppError(error) || error.errorName !== 'ConcurrentChange') throw error;
  }
}

async function recordEnds(today: number, now: number): Promise<void> {
  for (const endDay of [subscriptionEndDay(new Date(today).toISOString()), subscriptionEndDay(new Date(today - day).toISOString())]) {
    for (const company of await companiesWithEndOn(endDay)) {
      if (Date.parse(company.subscriptionEndDate) <= now) await recordEnd(company);
    }
  }
}

export async function processSubscriptionCheck(job: SubscriptionCheckJob): Promise<void> {
  // The schedule's time, not the clock: a redelivered job checks the day it was sent for.
  const now = Date.parse(job.jobId);
  const today = Date.parse(subscriptionEndDay(job.jobId));
  await remind(today);
  await recordEnds(today, now);
}
