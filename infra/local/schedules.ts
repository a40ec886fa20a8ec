import type { BookingsCheckJob, MaintenanceCheckJob, SubscriptionCheckJob } from '../../shared/jobs';
import { sendJob } from '../../functions/lib/adapters/queues';
import { createLogger, describeError } from '../../functions/lib/http/logger';

/**
 * The local stand-in for the EventBridge schedules (infra/stacks/queues-stack.ts): the same job the
 * daily rule sends, put on the local notifications queue, where the dev server's poller hands it to
 * the notifications worker (the subscription check and the maintenance reminders). At start-up and then hourly rather than daily, so a period that ends while
 * `npm start` runs is seen the same hour; the check keys everything by day, so reruns tell nobody twice.
 */

export const subscriptionCheckEveryMs = 60 * 60 * 1000;

export function subscriptionCheckJob(at: Date): SubscriptionCheckJob {
  return { kind: 'notifications.subscriptionCheck', jobId: at.toISOString() };
}

/** The daily maintenance reminders' job (hourly here too: it keys everything by day and keeps the last day done). */
export function maintenanceCheckJob(at: Date): MaintenanceCheckJob {
  return { kind: 'maintenance.check', jobId: at.toISOString() };
}

async function sendDailyChecks(): Promise<void> {
  const at = new Date();
  for (const [name, job] of [['subscription check', subscriptionCheckJob(at)], ['maintenance check', maintenanceCheckJob(at)]] as const) {
    try {
      await sendJob('notifications', job);
    } catch (error) {
      createLogger({ source: 'local-schedules' }).error(`${name} not queued`, describeError(error));
    }
  }
}

/** The bookings' reminders and overdue check, as often as the rule sends it (infra/stacks/queues-stack.ts, BookingsCheckSchedule). */
export const bookingsCheckEveryMs = 15 * 60 * 1000;

export function bookingsCheckJob(at: Date): BookingsCheckJob {
  return { kind: 'bookings.check', jobId: at.toISOString() };
}

async function sendBookingsCheck(): Promise<void> {
  try {
    await sendJob('notifications', bookingsCheckJob(new Date()));
  } catch (error) {
    createLogger({ source: 'local-schedules' }).error('bookings check not queued', describeError(error));
  }
}

/** Starts the timers; the answer stops them. Needs the queue URLs in process.env (bootstrapResources). */
export function startSchedules(): () => void {
  void sendDailyChecks();
  void sendBookingsCheck();
  const timer = setInterval(() => void sendDailyChecks(), subscriptionCheckEveryMs);
  const bookingsTimer = setInterval(() => void sendBookingsCheck(), bookingsCheckEveryMs);
  return () => {
    clearInterval(timer);
    clearInterval(bookingsTimer);
  };
}
