import { formatCents } from '../../shared/money';
import {
  maintenanceLimits,
  type CreatePlanInput,
  type DoneInput,
  type DoneRecord,
  type DueQuery,
  type EditPlanInput,
  type MaintenancePlan,
} from '../../shared/schemas/maintenance';
import type { Item } from '../../shared/schemas/items';
import { planHas } from '../../shared/plans';
import { companyPlan } from '../lib/auth/company-plan';
import { inParallel } from '../lib/db/batches';
import { keys, sortableId } from '../lib/db/keys';
import { AppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import { addDays, daysBetween, nextDueAfterDone, reminderDays } from './schedule';
import { toDone, toPlan } from './answers';
import { commitItemPlans, plansWith } from './item-due';
import { itemOf, type ItemsForMaintenance } from './ports';
import { itemsOfRequest } from './selection';
import {
  deleteDoneOfItem,
  doneOfItem,
  doneWrite,
  duePlans,
  getPlan,
  planWrites,
  plansOfItem,
  writePlan,
  type DoneRecordStored,
  type PlanRecord,
} from './store';

/**
 * The rules of maintenance plans (docs/maintenance.md). What the items domain answers is handed in
 * by handler.ts (ItemsForMaintenance, ports.ts), so the rules import no items or users code of their own.
 */
export type { ItemsForMaintenance } from './ports';
export { selectionCount } from './selection';
/** Plans written at once when many items get one. */
const writeWidth = 8;

/** The server's day: the UTC date (the product keeps no company time zone: docs/maintenance.md, "Dates"). */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/** The caller's own date when it is within a day of the server's (its time zone), else the server's. */
function todayOf(asked: string | undefined, now: Date): string {
  const server = utcDay(now);
  return asked && Math.abs(daysBetween(server, asked)) <= 1 ? asked : server;
}

async function planOf(tenant: Tenant, itemId: string, planId: string): Promise<PlanRecord> {
  const plan = await getPlan(tenant.companyId, itemId, planId);
  if (!plan) throw new AppError('NotFound');
  return plan;
}

/**
 * One plan per item named; each item's plan in its own transaction with the item's earliest due date
 * (all items are checked first; the limit is checked again on the plans each transaction read).
 */
export async function createPlans(tenant: Tenant, input: CreatePlanInput, items: ItemsForMaintenance, now = new Date()) {
  const chosen = await itemsOfRequest(tenant, input, items);
  // Each item's version was read before its plans: the first round of commitItemPlans needs no other read.
  const reads = await Promise.all(chosen.map((item) => plansOfItem(tenant.companyId, item._id).then((plans) => ({ version: item.version, plans }))));
  const full = (plans: PlanRecord[]) => plans.length >= maintenanceLimits.plansPerItem;
  if (reads.some((read) => full(read.plans))) throw new AppError('MaintenancePlansLimit');
  const today = utcDay(now);
  const records = chosen.map((item): PlanRecord => {
    const planId = sortableId(now.getTime());
    return {
      ...keys.maintenancePlan(tenant.companyId, item._id, planId),
      entity: 'maintenance-plan',
      _id: planId,
      companyId: tenant.companyId,
      itemId: item._id,
      itemTitle: item.title,
      title: input.title,
      repeatUnit: input.repeatUnit,
      repeatEvery: input.repeatEvery,
      anchorDay: Number(input.firstDue.slice(8, 10)),
      fromCompletion: input.fromCompletion,
      remindResponsible: input.remindResponsible,
      remindRoles: input.remindRoles,
      daysAhead: input.daysAhead,
      checklist: input.checklist,
      expectedCostCents: input.expectedCost ?? null,
      firstDue: input.firstDue,
      nextDue: input.firstDue,
      lastDone: null,
      reminders: reminderDays(input.firstDue, input.daysAhead, today),
      createdBy: tenant.userId,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      version: 1,
    };
  });
  const writes = records.map((record, index) => ({ record, read: reads[index]! }));
  await inParallel(writes, writeWidth, ({ record, read }) =>
    commitItemPlans(
      tenant.companyId,
      record.itemId,
      items,
      (plans) => {
        if (full(plans)) throw new AppError('MaintenancePlansLimit');
        return { writes: planWrites(null, record), plans: [...plans, record] };
      },
      read,
    ),
  );
  return { data: records.map(toPlan), count: records.length };
}

export async function itemPlans(tenant: Tenant, itemId: string, items: ItemsForMaintenance) {
  await itemOf(items, tenant, itemId);
  const plans = await plansOfItem(tenant.companyId, itemId);
  // Next due first; finished one-time plans last.
  plans.sort((a, b) => (a.nextDue ?? '~').localeCompare(b.nextDue ?? '~') || a._id.localeCompare(b._id));
  return { data: plans.map(toPlan), count: plans.length };
}

export async function itemLog(tenant: Tenant, itemId: string, page: { limit: number; offset: number }, items: ItemsForMaintenance) {
  await itemOf(items, tenant, itemId);
  const { rows, count } = await doneOfItem(tenant.companyId, itemId, page);
  return { data: rows.map(toDone), count };
}

/** Changes a plan; a new next due date (or a new reminder lead) moves its due row and coming reminders. */
export async function editPlan(tenant: Tenant, itemId: string, planId: string, input: EditPlanInput, items: ItemsForMaintenance, now = new Date()): Promise<MaintenancePlan> {
  const item = await itemOf(items, tenant, itemId);
  const read = { version: item.version, plans: await plansOfItem(tenant.companyId, itemId) };
  let next: PlanRecord | undefined;
  // The edit is applied to the plan as each round reads it (the route takes no version of the plan).
  await commitItemPlans(
    tenant.companyId,
    itemId,
    items,
    (plans) => {
      const plan = plans.find((one) => one._id === planId);
      if (!plan) throw new AppError('NotFound');
      next = editedPlan(plan, input, item, now);
      return { writes: planWrites(plan, next), plans: plansWith(plans, planId, next) };
    },
    read,
  );
  return toPlan(next!);
}

function editedPlan(plan: PlanRecord, input: EditPlanInput, item: Item, now: Date): PlanRecord {
  if (plan.nextDue === null) throw new AppError('MaintenancePlanFinished');
  const nextDue = input.nextDue ?? plan.nextDue;
  const daysAhead = input.daysAhead ?? plan.daysAhead;
  const remindersMove = nextDue !== plan.nextDue || daysAhead !== plan.daysAhead;
  return {
    ...plan,
    itemTitle: item.title,
    title: input.title ?? plan.title,
    repeatUnit: input.repeatUnit ?? plan.repeatUnit,
    repeatEvery: input.repeatEvery ?? plan.repeatEvery,
    anchorDay: input.nextDue ? Number(input.nextDue.slice(8, 10)) : plan.anchorDay,
    fromCompletion: input.fromCompletion ?? plan.fromCompletion,
    remindResponsible: input.remindResponsible ?? plan.remindResponsible,
    remindRoles: input.remindRoles ?? plan.remindRoles,
    daysAhead,
    checklist: input.checklist ?? plan.checklist,
    expectedCostCents: input.expectedCost === undefined ? plan.expectedCostCents : input.expectedCost,
    nextDue,
    reminders: remindersMove ? reminderDays(nextDue, daysAhead, utcDay(now)) : plan.reminders,
    updatedAt: now.toISOString(),
    version: plan.version + 1,
  };
}

/** Deletes a plan with its due row and coming reminders; the maintenance it recorded stays in the item's log and history. */
export async function removePlan(tenant: Tenant, itemId: string, planId: string, items: ItemsForMaintenance): Promise<{ ok: true }> {
  await commitItemPlans(tenant.companyId, itemId, items, (plans) => {
    const plan = plans.find((one) => one._id === planId);
    if (!plan) throw new AppError('NotFound');
    return { writes: planWrites(plan, null), plans: plansWith(plans, planId, null) };
  });
  return { ok: true };
}

/**
 * The item is deleted (functions/items): its plans go with their due rows and coming reminders, and
 * its maintenance log with them, as its history goes (the item's record, and so its due date, is gone). Idempotent: a rerun finds less to delete; a
 * plan changed meanwhile (ConcurrentChange) is read again, a few rounds at most.
 */
export async function removeItemMaintenance(companyId: string, itemId: string, removePhotos: (names: string[]) => Promise<void>): Promise<void> {
  for (let round = 0; round < 3; round++) {
    const plans = await plansOfItem(companyId, itemId);
    if (plans.length === 0) break;
    await Promise.allSettled(plans.map((plan) => writePlan(plan, null)));
  }
  await deleteDoneOfItem(companyId, itemId, removePhotos);
}

/** Photos are storage, as on items and comments: the company's plan must have it. */
async function requireStorage(tenant: Tenant): Promise<void> {
  const plan = await companyPlan(tenant.companyId);
  if (!plan) throw new AppError('CompanyNotFound');
  if (!planHas(plan, 'storage')) throw new AppError('PlanAccessDenied', { feature: 'storage' });
}

/**
 * Records a maintenance done: the done record (the item's maintenance log), the item's history entry
 * and the plan's next due date (nextDueAfterDone), in one transaction. A one-time plan is finished.
 */
export async function recordDone(tenant: Tenant, itemId: string, planId: string, input: DoneInput, items: ItemsForMaintenance, now = new Date()) {
  const plan = await planOf(tenant, itemId, planId);
  if (plan.nextDue === null) throw new AppError('MaintenancePlanFinished');
  if (input.photos.length) await requireStorage(tenant);
  const today = utcDay(now);
  const doneOn = input.doneOn ?? today;
  // A day later than tomorrow has not happened anywhere yet.
  if (daysBetween(today, doneOn) > 1) throw new AppError('ValidationError', { fields: { doneOn: 'invalid_rule_date' } });
  const nextDue = nextDueAfterDone(plan, plan.nextDue, doneOn);
  const next: PlanRecord = {
    ...plan,
    nextDue,
    lastDone: doneOn,
    reminders: nextDue ? reminderDays(nextDue, plan.daysAhead, today) : [],
    updatedAt: now.toISOString(),
    version: plan.version + 1,
  };
  const doneId = sortableId(now.getTime());
  const done: DoneRecordStored = {
    ...keys.maintenanceDone(tenant.companyId, itemId, doneId),
    entity: 'maintenance-done',
    _id: doneId,
    companyId: tenant.companyId,
    itemId,
    planId,
    planTitle: plan.title,
    dueDate: plan.nextDue,
    doneOn,
    by: tenant.userId,
    byName: await items.userName(tenant.userId),
    costCents: input.cost ?? null,
    note: input.note,
    checklist: input.checklist,
    photos: [],
    createdAt: now.toISOString(),
  };
  const history = await items.maintenanceHistoryEntry(
    tenant,
    itemId,
    {
      maintenance: plan.title,
      doneOn,
      dueDate: plan.nextDue,
      cost: done.costCents === null ? null : formatCents(done.costCents),
      note: done.note,
      checklist: `${input.checklist.filter((point) => point.done).length}/${input.checklist.length}`,
      nextDue,
    },
    now,
  );
  const commit = (photos: string[]) => {
    done.photos = photos.map((name) => ({ name }));
    // The item's earliest due date is written with it; a done of this plan by someone else meanwhile is ConcurrentChange.
    return commitItemPlans(tenant.companyId, itemId, items, (plans) => {
      if (plans.find((one) => one._id === planId)?.version !== plan.version) throw new AppError('ConcurrentChange');
      return { writes: [...planWrites(plan, next), doneWrite(done), history], plans: plansWith(plans, planId, next) };
    });
  };
  if (input.photos.length === 0) {
    await commit([]);
    return { plan: toPlan(next), done: toDone(done), results: [] };
  }
  // The uploads are checked and kept before the transaction; a failed one removes the kept copies.
  const checked = await items.photos.check(tenant, input.photos, maintenanceLimits.photosPerDone);
  const { results, warning } = await items.photos.attach(tenant, input.photos, checked, () => commit(checked.accepted));
  return { plan: toPlan(next), done: toDone(done), results, ...(warning ? { warning } : {}) };
}

/** The company's plans by next due date: overdue (before today), within N days (today to today + N), both, or all. */
export async function listDue(tenant: Tenant, query: DueQuery, now = new Date()) {
  const today = todayOf(query.today, now);
  const range =
    query.overdue && query.within !== undefined
      ? { from: null, to: addDays(today, query.within) }
      : query.overdue
        ? { from: null, to: addDays(today, -1) }
        : query.within !== undefined
          ? { from: today, to: addDays(today, query.within) }
          : { from: null, to: null };
  const { rows, count } = await duePlans(tenant.companyId, range, query.offset + query.limit);
  return { data: rows.slice(query.offset).map(toPlan), count, today };
}
