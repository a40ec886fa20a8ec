import type { SubscriptionCheckJob } from '../../shared/jobs';
import { sendJob } from '../../functions/lib/adapters/queues';
import { createLogger, describeError } from '../../functions/lib/http/logger';

/**
 * The local stand-in for the EventBridge schedules (infra/stacks/queues-stack.ts): the same job the
 * daily rule sends, put on the local notifications queue, where the dev server's poller hands it to
 * the notifications worker. At start-up and then hourly rather than daily, so a period that ends while
 * `npm start` runs is seen the same hour; the check keys everything by day, so reruns tell nobody twice.
 */

export const subscriptionCheckEveryMs = 60 * 60 * 1000;

export function subscriptionCheckJob(at: Date): SubscriptionCheckJob {
  return { kind: 'notifications.subscriptionCheck', jobId: at.toISOString() };
}

async function sendSubscriptionCheck(): Promise<void> {
  try {
    await sendJob('notifications', subscriptionCheckJob(new Date()));
  } catch (error) {
    createLogger({ source: 'local-schedules' }).error('subscription check not queued', describeError(error));
  }
}

/** Starts the timers; the answer stops them. Needs the queue URLs in process.env (bootstrapResources). */
export function startSchedules(): () => void {
  void sendSubscriptionCheck();
  const timer = setInterval(() => void sendSubscriptionCheck(), subscriptionCheckEveryMs);
  return () => clearInterval(timer);
}
