import type { SubscriptionCheckJob } from '../../shared/jobs';
import { companiesEndingOn, getCompany, subscriptionEndDay } from '../company/public';
import { sendJobs } from '../lib/adapters/queues';

/**
 * The daily check (sent by a schedule to the notifications queue): the root and admins of every
 * company whose subscription ends in 3 days, and again in 1 day, get subscription_ending. Each
 * company is found through the markers of its end day (functions/company/subscription-ends.ts),
 * not a scan. The raise jobs are keyed by company end day and days left, so a rerun of the same day
 * (a redelivered message, a second schedule) notifies nobody twice.
 */

/** Days before the end on which the company is told. */
export const daysAhead = [3, 1] as const;

const day = 24 * 60 * 60 * 1000;

export async function processSubscriptionCheck(job: SubscriptionCheckJob): Promise<void> {
  const today = Date.parse(subscriptionEndDay(job.jobId));
  for (const days of daysAhead) {
    const endDay = subscriptionEndDay(new Date(today + days * day).toISOString());
    const raises = [];
    for (const companyId of await companiesEndingOn(endDay)) {
      const company = await getCompany(companyId);
      // A marker left behind by a changed date (or a removed company) is ignored.
      if (!company?.subscriptionEndDate || subscriptionEndDay(company.subscriptionEndDate) !== endDay) continue;
      raises.push({
        kind: 'notifications.raise' as const,
        companyId,
        requestedBy: company.owner,
        jobId: `subscription-ending-${endDay}-${days}d`,
        type: 'subscription_ending' as const,
        recipients: { users: [], roles: ['root' as const, 'admin' as const] },
        actorId: null,
        link: '/settings',
        params: { date: company.subscriptionEndDate.slice(0, 10), plan: company.plan, days },
      });
    }
    // Unlike a domain raising in passing, this job exists to raise: a failure retries it.
    await sendJobs('notifications', raises);
  }
}
