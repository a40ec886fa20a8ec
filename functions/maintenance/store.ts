import { GetCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../shared/roles';
import type { RepeatUnit } from '../../shared/schemas/maintenance';
import { batchDelete } from '../lib/db/batches';
import { db, tableName } from '../lib/db/client';
import { keys, type Key } from '../lib/db/keys';
import { countMatching, readInOrder } from '../lib/db/queries';
import { advancePeriodDone, lastPeriodDone, markHandledOnce } from '../lib/db/reminder-rows';
import { transact, type GuardedItem } from '../lib/db/transactions';
import { guardedDelete, guardedPut, putIfAbsent } from '../lib/db/writes';

/**
 * The maintenance domain's access patterns (docs/data-model.md, "Maintenance"). A plan lives under
 * its company and item; a copy of it sits in the company's due list under its next due date; its
 * coming reminders sit in the partitions of the days they are sent on.
 */

/** A maintenance plan as stored (PK COMPANY#<id>, SK MAINT_PLAN#<item id>#<plan id>). */
export interface PlanRecord extends Key {
  entity: 'maintenance-plan';
  _id: string;
  companyId: string;
  itemId: string;
  itemTitle: string;
  title: string;
  repeatUnit: RepeatUnit;
  repeatEvery: number;
  /** The day of the month monthly dates keep (the first due date's, or a rescheduled one's). */
  anchorDay: number;
  fromCompletion: boolean;
  remindResponsible: boolean;
  remindRoles: Role[];
  daysAhead: number;
  checklist: string[];
  expectedCostCents: number | null;
  firstDue: string;
  nextDue: string | null;
  lastDone: string | null;
  /** The reminder rows written for nextDue (their days were fixed when written). */
  reminders: { day: string; kind: ReminderKind }[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export type ReminderKind = 'ahead' | 'due';

/** A reminder to send (PK MAINT_REMIND#<day>); sentAt once it was raised or found stale, then it expires. */
export interface ReminderRecord extends Key {
  entity: 'maintenance-reminder';
  companyId: string;
  itemId: string;
  planId: string;
  dueDate: string;
  kind: ReminderKind;
  sentAt?: string;
}

/** A recorded maintenance (PK COMPANY#<id>, SK MAINT_DONE#<item id>#<id>). */
export interface DoneRecordStored extends Key {
  entity: 'maintenance-done';
  _id: string;
  companyId: string;
  itemId: string;
  planId: string;
  planTitle: string;
  dueDate: string | null;
  doneOn: string;
  by: string;
  byName: string;
  costCents: number | null;
  note: string | null;
  checklist: { item: string; done: boolean }[];
  /** Photo names (the photos bucket's images/ and thumbs/); absent on records made before photos. */
  photos?: { name: string }[];
  createdAt: string;
}

/** The daily job's cursor is named by the job's kind (shared/jobs.ts). */
const cursorJob = 'maintenance.check';

/** How long a sent reminder row stays readable (the daily job re-reads its last day; support may look). */
const sentReminderDays = 30;

/** Access pattern: one plan of a company's item; another company's ids find nothing. */
export async function getPlan(companyId: string, itemId: string, planId: string): Promise<PlanRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.maintenancePlan(companyId, itemId, planId), ConsistentRead: true }));
  return (answer.Item as PlanRecord | undefined) ?? null;
}

/** Access pattern: every plan of an item (at most maintenanceLimits.plansPerItem). */
export function plansOfItem(companyId: string, itemId: string): Promise<PlanRecord[]> {
  const { pk, skPrefix } = keys.maintenancePlansOfItem(companyId, itemId);
  return readInOrder<PlanRecord>(
    { TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix }, ConsistentRead: true },
    Infinity,
  );
}

/** The due list's sort keys from `from` to `to` (inclusive dates; null: open end). */
function dueQuery(companyId: string, from: string | null, to: string | null): QueryCommandInput {
  const { pk, skPrefix } = keys.maintenanceDueOf(companyId);
  return {
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    // `#` sorts before digits and `~` after every id character: whole days at both ends.
    ExpressionAttributeValues: { ':pk': pk, ':from': `${skPrefix}${from ?? ''}`, ':to': `${skPrefix}${to ?? '9999-99-99'}#~` },
  };
}

/** Access pattern: the company's plans due between two dates, by due date (the maintenance page), and how many. */
export async function duePlans(companyId: string, range: { from: string | null; to: string | null }, upTo: number): Promise<{ rows: PlanRecord[]; count: number }> {
  const query = dueQuery(companyId, range.from, range.to);
  const [rows, count] = await Promise.all([readInOrder<PlanRecord>(query, upTo), countMatching(query)]);
  return { rows, count };
}

/**
 * Access pattern: the items whose plans are due between two dates (inclusive; null: open start), with
 * each plan's due date, from the thin rows (a key and nothing else, about 100 bytes a plan): the items
 * list's maintenance filters.
 */
export async function itemsDueBetween(companyId: string, from: string | null, to: string): Promise<{ itemId: string; due: string }[]> {
  const { pk, skPrefix } = keys.maintenanceItemDueOf(companyId);
  const rows = await readInOrder<Key>(
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': `${skPrefix}${from ?? ''}`, ':to': `${skPrefix}${to}#~` },
      ProjectionExpression: 'sk',
    },
    Infinity,
  );
  return rows.map((row) => {
    const [due, itemId] = row.sk.slice(skPrefix.length).split('#');
    return { itemId: itemId!, due: due! };
  });
}

/** Access pattern: the reminders to send on one day, every company's. */
export function remindersOn(day: string): Promise<ReminderRecord[]> {
  const { pk } = keys.maintenanceRemindersOn(day);
  return readInOrder<ReminderRecord>({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }, Infinity);
}

/** Access pattern: an item's recorded maintenance, newest first, and how many. */
export async function doneOfItem(companyId: string, itemId: string, page: { limit: number; offset: number }): Promise<{ rows: DoneRecordStored[]; count: number }> {
  const { pk, skPrefix } = keys.maintenanceDoneOf(companyId, itemId);
  const query: QueryCommandInput = {
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
  };
  const [rows, count] = await Promise.all([readInOrder<DoneRecordStored>({ ...query, ScanIndexForward: false }, page.offset + page.limit), countMatching(query)]);
  return { rows: rows.slice(page.offset), count };
}

/**
 * Removes an item's maintenance log for good (its item is deleted), a page at a time, each page's
 * photos (`removePhotos`) before its records: a retry finds less to delete and no photo is orphaned.
 */
export async function deleteDoneOfItem(companyId: string, itemId: string, removePhotos: (names: string[]) => Promise<void>): Promise<void> {
  const { pk, skPrefix } = keys.maintenanceDoneOf(companyId, itemId);
  for (;;) {
    const rows = await readInOrder<Key & Pick<DoneRecordStored, 'photos'>>(
      {
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        ProjectionExpression: 'pk, sk, photos',
      },
      100,
    );
    if (rows.length === 0) return;
    const names = rows.flatMap((row) => (row.photos ?? []).map((photo) => photo.name));
    if (names.length) await removePhotos(names);
    await batchDelete(rows.map((row) => ({ pk: row.pk, sk: row.sk })));
  }
}

const dueRow = (plan: PlanRecord): Record<string, unknown> => ({ ...plan, ...keys.maintenanceDue(plan.companyId, plan.nextDue!, plan._id), entity: 'maintenance-due' });

function reminderKey(plan: PlanRecord, reminder: { day: string; kind: ReminderKind }): Key {
  return keys.maintenanceReminder(reminder.day, plan.companyId, plan.itemId, plan._id, plan.nextDue!, reminder.kind);
}

const sameKey = (a: Key, b: Key) => a.pk === b.pk && a.sk === b.sk;

/**
 * The writes that take a plan from `before` (null: new) to `after` (null: deleted), with its due row
 * and reminders: the plan conditional on the version read (`stale` when it changed meanwhile), rows
 * that move deleted and written, rows that stay untouched (a sent reminder stays sent).
 */
export function planWrites(before: PlanRecord | null, after: PlanRecord | null): GuardedItem[] {
  const writes: GuardedItem[] = [];
  const plan = after ?? before!;
  const planKey = keys.maintenancePlan(plan.companyId, plan.itemId, plan._id);
  const versionGuard = before
    ? { ConditionExpression: 'version = :seen', ExpressionAttributeValues: { ':seen': before.version } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  if (after) writes.push(guardedPut({ TableName: tableName(), Item: { ...after, ...planKey }, ...versionGuard }, before ? 'ConcurrentChange' : 'UniquenessError'));
  else writes.push(guardedDelete({ TableName: tableName(), Key: planKey, ...versionGuard }, 'ConcurrentChange'));

  const oldDue = before?.nextDue ? keys.maintenanceDue(plan.companyId, before.nextDue, plan._id) : null;
  const newDue = after?.nextDue ? keys.maintenanceDue(plan.companyId, after.nextDue, plan._id) : null;
  if (oldDue && !(newDue && sameKey(oldDue, newDue))) {
    writes.push(guardedDelete({ TableName: tableName(), Key: oldDue }));
    writes.push(guardedDelete({ TableName: tableName(), Key: keys.maintenanceItemDue(plan.companyId, before!.nextDue!, plan.itemId, plan._id) }));
  }
  if (newDue) {
    writes.push(guardedPut({ TableName: tableName(), Item: dueRow(after!) }));
    writes.push(guardedPut({ TableName: tableName(), Item: { ...keys.maintenanceItemDue(plan.companyId, after!.nextDue!, plan.itemId, plan._id) } }));
  }

  const oldReminders = before ? before.reminders.map((reminder) => reminderKey(before, reminder)) : [];
  const newReminders = after ? after.reminders.map((reminder) => ({ key: reminderKey(after, reminder), kind: reminder.kind })) : [];
  for (const old of oldReminders) {
    if (!newReminders.some((next) => sameKey(next.key, old))) writes.push(guardedDelete({ TableName: tableName(), Key: old }));
  }
  for (const next of newReminders) {
    if (oldReminders.some((old) => sameKey(old, next.key))) continue;
    const record: ReminderRecord = { ...next.key, entity: 'maintenance-reminder', companyId: plan.companyId, itemId: plan.itemId, planId: plan._id, dueDate: after!.nextDue!, kind: next.kind };
    writes.push(guardedPut(putIfAbsent(record)));
  }
  return writes;
}

export async function writePlan(...args: Parameters<typeof planWrites>): Promise<void> {
  await transact(planWrites(...args));
}

/** The done record's write, for the transaction that also moves the plan, writes the item's history and its earliest due date (item-due.ts). */
export function doneWrite(record: DoneRecordStored): GuardedItem {
  return guardedPut(putIfAbsent(record));
}


/**
 * Marks a reminder handled, once: true for the run that marked it. A row deleted meanwhile (its
 * plan changed) or marked by another run answers false.
 */
export function markReminderHandled(key: Key, at: Date): Promise<boolean> {
  return markHandledOnce(key, at, sentReminderDays);
}

/** The last day the daily job finished, or null before its first run. */
export function lastDayDone(): Promise<string | null> {
  return lastPeriodDone(keys.maintenanceReminderCursor(cursorJob));
}

/** Moves the last day done forward (never back: a late rerun of an older day leaves it). */
export function setLastDayDone(day: string): Promise<void> {
  return advancePeriodDone(keys.maintenanceReminderCursor(cursorJob), day);
}
