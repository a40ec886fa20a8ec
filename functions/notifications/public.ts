import type { NotificationRaiseJob } from '../../shared/jobs';
import type { Plan } from '../../shared/plans';
import { sendJob } from '../lib/adapters/queues';
import { createLogger, describeError } from '../lib/http/logger';
import { limitCrossed, planLimitJobId, type LimitKind, type LimitLevel } from './plan-limits';

/**
 * What other domains use to raise notifications: they queue a `notifications.raise` job and go on.
 * The worker of the notifications queue does the rest (docs/notifications.md).
 */

export type RaiseInput = Omit<NotificationRaiseJob, 'kind'>;

/**
 * Queues one notification. The change that caused it is already saved, so a failure to queue is
 * logged and swallowed: the caller's answer does not turn into an error over a missed notification.
 */
export async function raiseNotification(job: RaiseInput): Promise<void> {
  try {
    await sendJob('notifications', { kind: 'notifications.raise', ...job });
  } catch (error) {
    createLogger({ companyId: job.companyId, jobId: job.jobId, type: job.type }).error('notification not queued', describeError(error));
  }
}

interface Cause {
  companyId: string;
  userId: string;
}

/** Tells the company's root and admins that a plan limit is near or reached (once a month per threshold and plan). */
export function raisePlanLimit(cause: Cause, kind: LimitKind, level: LimitLevel, plan: Plan, used: number, at = new Date()): Promise<void> {
  return raiseNotification({
    companyId: cause.companyId,
    requestedBy: cause.userId,
    jobId: planLimitJobId(kind, level, plan._id, at),
    type: level === 'near' ? 'plan_limit_near' : 'plan_limit_reached',
    recipients: { users: [], roles: ['root', 'admin'] },
    actorId: cause.userId,
    // Where the count can be brought down.
    link: `/${kind}`,
    params: { kind, used, limit: plan[kind] },
  });
}

/** Raises the threshold a count change from `before` to `after` crossed, if any. */
export async function raiseLimitCrossing(cause: Cause, kind: LimitKind, plan: Plan, before: number, after: number): Promise<void> {
  const level = limitCrossed(before, after, plan[kind]);
  if (level) await raisePlanLimit(cause, kind, level, plan, after);
}
