import type { MaintenanceCheckJob } from '../../shared/jobs';
import { processMaintenanceCheck, type RemindersDeps } from './reminders';
import { addDays } from './schedule';
import { removeItemMaintenance, utcDay } from './service';
import { itemsDueBetween, plansOfItem } from './store';

/**
 * What other parts may use of the maintenance domain: the daily reminders job, run by the
 * notifications worker for the schedule's `maintenance.check` (docs/maintenance.md), which hands in
 * what it reads of items and companies (so this domain imports neither, and the items domain may
 * ask it below); the items list's maintenance filters; the removal of a deleted item's plans.
 */
export function runMaintenanceCheck(job: MaintenanceCheckJob, deps: RemindersDeps): Promise<void> {
  return processMaintenanceCheck(job, deps);
}

export type MaintenanceDue = { kind: 'overdue' } | { kind: 'due_within'; days: number };

/**
 * The items with a plan due before today (`overdue`) or from today to today + N days (`due_within`,
 * as the maintenance page's `within`), each with its earliest such due date. Today is the server's
 * UTC day (docs/maintenance.md, "Dates").
 */
export async function itemsWithMaintenanceDue(companyId: string, due: MaintenanceDue, now = new Date()): Promise<Map<string, string>> {
  const today = utcDay(now);
  const rows = due.kind === 'overdue' ? await itemsDueBetween(companyId, null, addDays(today, -1)) : await itemsDueBetween(companyId, today, addDays(today, due.days));
  const earliest = new Map<string, string>();
  // Rows come in date order: the first of an item is its earliest.
  for (const row of rows) if (!earliest.has(row.itemId)) earliest.set(row.itemId, row.due);
  return earliest;
}

/** The item's card: its plans' earliest next due date (yyyy-mm-dd), or null (no plan, or only finished ones). */
export async function nextDueOfItem(companyId: string, itemId: string): Promise<string | null> {
  const dates = (await plansOfItem(companyId, itemId)).flatMap((plan) => (plan.nextDue ? [plan.nextDue] : []));
  return dates.sort()[0] ?? null;
}

/** A deleted item's plans, due rows, reminders and maintenance log go (idempotent). */
export { removeItemMaintenance };
export type { RemindersDeps };
