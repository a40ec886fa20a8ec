import { GetCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { BookingStatus } from '../../shared/schemas/bookings';
import { db, tableName } from '../lib/db/client';
import { keys, type Key } from '../lib/db/keys';
import { countMatching, readInOrder } from '../lib/db/queries';
import { advancePeriodDone, lastPeriodDone, markHandledOnce } from '../lib/db/reminder-rows';
import { transact, type GuardedItem } from '../lib/db/transactions';
import { guardedPut, putIfAbsent } from '../lib/db/writes';
import { outAndChangeRowWrites } from './out-rows';

/**
 * The bookings domain's access patterns (docs/data-model.md, "Bookings"). A booking lives under its
 * company; full copies of it sit in the company's list by start, its person's list by start and each
 * of its items' lists by start, all rewritten in the booking's one transaction. Every write that
 * involves an item also increments the item's bookings version, conditional on the version read
 * before its bookings were checked: two writes racing for an item's period cannot both pass.
 */

/** Where an item was before a check-out, to give it back at check-in. */
export interface HolderRecord {
  responsibleId: string | null;
  objectId: string | null;
  locationId: string | null;
}

export interface BookingLineRecord {
  itemId: string;
  title: string;
  quantity: number;
  checkedOutAt: string | null;
  returnedAt: string | null;
  previous: HolderRecord | null;
}

/** A booking as stored (PK COMPANY#<id>, SK BOOKING#<sortable id>) and as copied to its list rows. */
export interface BookingRecord extends Key {
  entity: 'booking';
  _id: string;
  companyId: string;
  items: BookingLineRecord[];
  personId: string;
  personName: string;
  start: string;
  end: string;
  note: string | null;
  status: BookingStatus;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export type ReminderKind = 'ending' | 'overdue';

/** A reminder of a booking to send at `at` (PK BOOKING_REMIND#<hour>); sentAt once it was raised or found stale, then it expires. */
export interface BookingReminderRecord extends Key {
  entity: 'booking-reminder';
  companyId: string;
  bookingId: string;
  kind: ReminderKind;
  at: string;
  sentAt?: string;
}

/** The job whose last hour the cursor keeps (its partition never looks like an hour's). */
const cursorJob = 'bookings.check';

/** How long a handled reminder row stays readable (the job re-reads its last hour). */
const handledReminderDays = 7;

/** An item's bookings version as read: 0 when no booking ever involved the item. */
export type ItemVersions = ReadonlyMap<string, number>;

const oneDay = 86_400_000;

/** Access pattern: one booking of a company; another company's id finds nothing. */
export async function getBooking(companyId: string, bookingId: string): Promise<BookingRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.booking(companyId, bookingId), ConsistentRead: true }));
  return (answer.Item as BookingRecord | undefined) ?? null;
}

/** Access pattern: an item's bookings version (read before its bookings, so a write after the read changes it). */
export async function itemBookingsVersion(companyId: string, itemId: string): Promise<number> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.itemBookingsVersion(companyId, itemId), ConsistentRead: true }));
  return (answer.Item?.version as number | undefined) ?? 0;
}

/**
 * A query of a start-keyed list (prefix) for bookings overlapping [from, to): the key range holds
 * starts before `to`, from `from` less the longest booking; the filter keeps those ending after `from`.
 */
function listQuery(prefix: { pk: string; skPrefix: string }, range: { from?: string; to?: string; longest: number }, status?: BookingStatus, consistent = false): QueryCommandInput {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': prefix.pk };
  const filters: string[] = [];
  let keyCondition = 'pk = :pk AND begins_with(sk, :prefix)';
  if (range.from || range.to) {
    keyCondition = 'pk = :pk AND sk BETWEEN :low AND :high';
    values[':low'] = `${prefix.skPrefix}${range.from ? new Date(Date.parse(range.from) - range.longest).toISOString() : ''}`;
    // A start equal to `to` sorts after `<prefix><to>` (its `#<id>` follows): the range ends before it.
    values[':high'] = range.to ? `${prefix.skPrefix}${range.to}` : `${prefix.skPrefix}~`;
  } else {
    values[':prefix'] = prefix.skPrefix;
  }
  if (range.from) {
    filters.push('#end > :from');
    names['#end'] = 'end';
    values[':from'] = range.from;
  }
  if (status) {
    filters.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = status;
  }
  return {
    TableName: tableName(),
    KeyConditionExpression: keyCondition,
    ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ExpressionAttributeValues: values,
    ...(consistent ? { ConsistentRead: true } : {}),
  };
}

/** Access pattern: an item's bookings overlapping a period (the conflict check; strongly consistent). */
export function itemBookingsOverlapping(companyId: string, itemId: string, period: { start: string; end: string }, longestDays: number): Promise<BookingRecord[]> {
  return readInOrder<BookingRecord>(listQuery(keys.itemBookingsOf(companyId, itemId), { from: period.start, to: period.end, longest: longestDays * oneDay }, undefined, true), Infinity);
}

export type BookingList = { kind: 'company' } | { kind: 'person'; personId: string } | { kind: 'item'; itemId: string };

export interface ListFilter {
  status?: BookingStatus;
  from?: string;
  to?: string;
  /** Only bookings of this person (on a list that is not the person's own). */
  personId?: string;
}

/** Access pattern: a page of a list (the company's, a person's, an item's), latest start first, and how many match. */
export async function bookingsOf(companyId: string, list: BookingList, filter: ListFilter, page: { limit: number; offset: number }, longestDays: number) {
  const prefix = list.kind === 'company' ? keys.bookingsByStartOf(companyId) : list.kind === 'person' ? keys.personBookingsOf(companyId, list.personId) : keys.itemBookingsOf(companyId, list.itemId);
  const query = listQuery(prefix, { from: filter.from, to: filter.to, longest: longestDays * oneDay }, filter.status);
  if (filter.personId) {
    query.FilterExpression = [query.FilterExpression, 'personId = :person'].filter(Boolean).join(' AND ');
    query.ExpressionAttributeValues = { ...query.ExpressionAttributeValues, ':person': filter.personId };
  }
  const [rows, count] = await Promise.all([readInOrder<BookingRecord>({ ...query, ScanIndexForward: false }, page.offset + page.limit), countMatching(query)]);
  return { rows: rows.slice(page.offset), count };
}

function copies(record: BookingRecord): Record<string, unknown>[] {
  return [
    { ...record, ...keys.bookingByStart(record.companyId, record.start, record._id), entity: 'booking-by-start' },
    { ...record, ...keys.personBooking(record.companyId, record.personId, record.start, record._id), entity: 'booking-of-person' },
    ...record.items.map((line) => ({ ...record, ...keys.itemBooking(record.companyId, line.itemId, record.start, record._id), entity: 'booking-of-item', itemId: line.itemId })),
  ];
}

/**
 * The writes that take a booking from `before` (null: new) to `after`: the booking conditional on
 * the version read (ConcurrentChange), its copies, and each item of `versions` moved one version on
 * from the one read (ConcurrentChange when another booking write came between).
 */
export function bookingWrites(before: BookingRecord | null, after: BookingRecord, versions: ItemVersions): GuardedItem[] {
  const guard = before
    ? { ConditionExpression: 'version = :seen', ExpressionAttributeValues: { ':seen': before.version } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  const writes: GuardedItem[] = [guardedPut({ TableName: tableName(), Item: { ...after, ...keys.booking(after.companyId, after._id) }, ...guard }, 'ConcurrentChange')];
  for (const copy of copies(after)) writes.push(guardedPut({ TableName: tableName(), Item: copy }));
  writes.push(...outAndChangeRowWrites(before, after));
  if (!before) {
    for (const reminder of remindersOf(after)) {
      const record: BookingReminderRecord = { ...keys.bookingReminder(reminder.at, after.companyId, after._id, reminder.kind), entity: 'booking-reminder', companyId: after.companyId, bookingId: after._id, ...reminder };
      writes.push(guardedPut(putIfAbsent(record)));
    }
  }
  for (const [itemId, seen] of versions) {
    const key = keys.itemBookingsVersion(after.companyId, itemId);
    const condition = seen === 0 ? { ConditionExpression: 'attribute_not_exists(pk)' } : { ConditionExpression: 'version = :seen', ExpressionAttributeValues: { ':seen': seen } };
    writes.push(guardedPut({ TableName: tableName(), Item: { ...key, entity: 'booking-version', itemId, version: seen + 1 }, ...condition }, 'ConcurrentChange'));
  }
  return writes;
}

/** Writes a booking change, with any other domain's writes that belong to it (an item's move at check-out). */
export async function writeBooking(before: BookingRecord | null, after: BookingRecord, versions: ItemVersions, more: GuardedItem[] = []): Promise<void> {
  await transact([...bookingWrites(before, after, versions), ...more]);
}

/**
 * When a booking's reminders are due: a day before its end (not before its start, nor before it was
 * made: the job reads hours from its last run on, so a row in a past hour would never be read), and
 * at its end.
 */
export function remindersOf(record: Pick<BookingRecord, 'start' | 'end' | 'createdAt'>): { kind: ReminderKind; at: string }[] {
  const ending = [new Date(Date.parse(record.end) - oneDay).toISOString(), record.start, record.createdAt].sort().at(-1)!;
  return [
    { kind: 'ending', at: ending },
    { kind: 'overdue', at: record.end },
  ];
}

/** Access pattern: the reminders due within one hour (yyyy-mm-ddThh), every company's. */
export function remindersIn(hour: string): Promise<BookingReminderRecord[]> {
  const { pk } = keys.bookingRemindersIn(hour);
  return readInOrder<BookingReminderRecord>({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }, Infinity);
}

/** Marks a reminder handled, once: true for the run that marked it, false when another run did. */
export function markReminderHandled(key: Key, at: Date): Promise<boolean> {
  return markHandledOnce(key, at, handledReminderDays);
}

/** The last hour (yyyy-mm-ddThh) the bookings job finished, or null before its first run. */
export function lastHourDone(): Promise<string | null> {
  return lastPeriodDone(keys.bookingReminderCursor(cursorJob));
}

/** Moves the last hour done forward (never back). */
export function setLastHourDone(hour: string): Promise<void> {
  return advancePeriodDone(keys.bookingReminderCursor(cursorJob), hour);
}
