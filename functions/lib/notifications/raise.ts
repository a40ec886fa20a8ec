import type { JobInput } from '../../../shared/jobs';
import type { Plan } from '../../../shared/plans';
import { sendJob } from '../adapters/queues';
import { createLogger, describeError } from '../http/logger';
import { limitCrossed, planLimitJobId, type LimitKind } from './plan-limits';

/**
 * What other domains use to raise notifications: they queue a `notifications.raise` job and go on.
 * The worker of the notifications queue does the rest (docs/notifications.md).
 */

export type RaiseInput = Omit<JobInput<'notifications'> & { kind: 'notifications.raise' }, 'kind'>;

/**
 * Queues one notification. The change that caused it is already saved, so a failure to queue is
 * logged and swallowed: the caller's answer does not turn into an error over a missed notification.
 */
export async function raiseNotification(job: RaiseInput): Promise<void> {
  try {
    await queueNotification(job);
  } catch (error) {
    createLogger({ companyId: job.companyId, jobId: job.jobId }).error('notification not queued', describeError(error));
  }
}

/**
 * Queues one notification and throws when it cannot: for a notification that is itself the delivery
 * (the report's download link), whose caller undoes its step and lets the job retry.
 */
export async function queueNotification(job: RaiseInput): Promise<void> {
  await sendJob('notifications', { kind: 'notifications.raise', ...job });
}

/**
 * Tells the company's root and admins that a change of its `kind` count from `before` to `after`
 * (the count asked for: Infinity for a change refused at the limit) took it near its plan's limit or
 * to it; nothing otherwise. Once a month per threshold and plan (functions/notifications/plan-limits.ts).
 */
export async function raisePlanLimit(cause: { companyId: string; userId: string }, kind: LimitKind, plan: Plan, before: number, after: number): Promise<void> {
  const level = limitCrossed(before, after, plan[kind]);
  if (!level) return;
  await raiseNotification({
    companyId: cause.companyId,
    requestedBy: cause.userId,
    jobId: planLimitJobId(kind, level, plan._id, new Date()),
    type: `plan_limit_${level}`,
    recipients: { roles: ['root', 'admin'] },
    actorId: cause.userId,
    // Where the count can be brought down.
    link: `/${kind}`,
    params: { kind, used: after > plan[kind] ? before : after, limit: plan[kind] },
  });
}
