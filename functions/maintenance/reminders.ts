import type { MaintenanceCheckJob, NotificationRaiseJob } from '../../shared/jobs';
import { companyLocked, effectivePlan, planHas } from '../../shared/plans';
import { maintenanceLimits } from '../../shared/schemas/maintenance';
import type { Item } from '../../shared/schemas/items';
import { sendJobs } from '../lib/adapters/queues';
import { inParallel } from '../lib/db/batches';
import { addDays, daysBetween } from './schedule';
import { getPlan, lastDayDone, markReminderHandled, remindersOn, setLastDayDone, type ReminderRecord } from './store';

/**
 * The daily maintenance reminders (docs/maintenance.md, "Reminders"), run by the notifications worker
 * for the schedule's `maintenance.check` job. Each day from the last day done to today is read from
 * its own partition of reminder rows (no scan of plans or items), so missed days are caught up once.
 * A row is raised, then marked handled with a conditional write; the raise's job id names the plan,
 * the due date and the kind, and the notifications worker stores one notification per job id and
 * user: a rerun, a redelivered job or two runs at once tell nobody twice.
 */

/** What the reminders read of other domains, handed in by the worker (functions/maintenance/public.ts). */
export interface RemindersDeps {
  companyItem(companyId: string, itemId: string): Promise<Item | null>;
  /** The company's plan and period (null when the company is gone). */
  companyPlanState(companyId: string): Promise<Parameters<typeof effectivePlan>[0] | null>;
}

/** Rows handled at once. */
const width = 5;

const remindable = (item: Item) => item.status !== 'decommissioned' && item.status !== 'inactive';

export async function processMaintenanceCheck(job: MaintenanceCheckJob, deps: RemindersDeps): Promise<void> {
  // The schedule's time, not the clock: a redelivered job reminds of the day it was sent for.
  const now = new Date(job.jobId);
  const today = now.toISOString().slice(0, 10);
  const earliest = addDays(today, -maintenanceLimits.catchUpDays);
  const last = await lastDayDone();
  // The last day done is read again: a plan written on that day after its run put rows there.
  const start = last === null || last > today ? today : last < earliest ? earliest : last;
  const companies = new Map<string, Promise<boolean>>();
  const hasMaintenance = (companyId: string) => {
    if (!companies.has(companyId)) {
      companies.set(
        companyId,
        deps.companyPlanState(companyId).then((state) => state !== null && !companyLocked(state, now) && planHas(effectivePlan(state, now), 'maintenance')),
      );
    }
    return companies.get(companyId)!;
  };
  for (let day = start; day <= today; day = addDays(day, 1)) {
    const rows = (await remindersOn(day)).filter((row) => row.entity === 'maintenance-reminder' && !row.sentAt);
    await inParallel(rows, width, (row) => remind(row, today, now, deps, hasMaintenance));
  }
  await setLastDayDone(today);
}

async function remind(row: ReminderRecord, today: string, now: Date, deps: RemindersDeps, hasMaintenance: (companyId: string) => Promise<boolean>): Promise<void> {
  const raise = await raiseOf(row, today, deps, hasMaintenance);
  // Unlike a domain raising in passing, this job exists to raise: a failure to queue retries it.
  if (raise) await sendJobs('notifications', [raise]);
  await markReminderHandled(row, now);
}

/** The notification a reminder row raises, or null when it is stale (the plan moved on or went, the item is closed) or nobody is to be told. */
async function raiseOf(row: ReminderRecord, today: string, deps: RemindersDeps, hasMaintenance: (companyId: string) => Promise<boolean>): Promise<NotificationRaiseJob | null> {
  if (!(await hasMaintenance(row.companyId))) return null;
  const plan = await getPlan(row.companyId, row.itemId, row.planId);
  if (!plan || plan.nextDue !== row.dueDate) return null;
  const item = await deps.companyItem(row.companyId, row.itemId);
  if (!item || !remindable(item)) return null;
  const users = plan.remindResponsible && item.responsible ? [item.responsible._id] : [];
  if (users.length === 0 && plan.remindRoles.length === 0) return null;
  return {
    kind: 'notifications.raise',
    companyId: row.companyId,
    requestedBy: plan.createdBy,
    jobId: `maintenance-${plan._id}-${row.dueDate}-${row.kind}`,
    type: 'maintenance_due',
    recipients: { users, roles: plan.remindRoles },
    actorId: null,
    link: `/items/${item._id}`,
    params: { title: plan.title, item: item.title, date: row.dueDate, days: daysBetween(today, row.dueDate) },
  };
}
