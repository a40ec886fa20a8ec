import { roleGroups } from '../../shared/permissions';
import { bookingLimits, type Booking, type CheckInInput, type CreateBookingInput, type ListBookingsQuery, type MyBookingsQuery } from '../../shared/schemas/bookings';
import type { Item, ItemStatus } from '../../shared/schemas/items';
import { keys, sortableId } from '../lib/db/keys';
import type { GuardedItem } from '../lib/db/transactions';
import { AppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import { fits, type Holding } from './rules';
import { bookingsOf, bookingWrites, getBooking, itemBookingsOverlapping, itemBookingsVersion, writeBooking, type BookingLineRecord, type BookingRecord } from './store';

/**
 * The rules of bookings (docs/bookings.md). What the items and users domains answer is handed in by
 * handler.ts (BookingDeps), so the rules read no other domain's code of their own.
 */
export interface BookingDeps {
  companyItem(companyId: string, itemId: string): Promise<Item | null>;
  /** A user of the company with their display name, or null (another company's user is as unknown as a made-up id). */
  companyMember(companyId: string, userId: string): Promise<{ _id: string; name: string } | null>;
  /** Hands items (each at the version read) to a person, and a place or none (undefined: kept), with the booking's writes in one transaction. */
  handItemsTo(
    actor: Pick<Tenant, 'companyId' | 'userId'>,
    versions: Record<string, number>,
    holder: { userId: string; place?: { objectId: string; locationId: string | null } | null },
    alsoWrite: GuardedItem[],
  ): Promise<Item[]>;
}

/** Item states that take no booking and no check-out. */
export const unbookableStatuses: readonly ItemStatus[] = ['inactive', 'decommissioned', 'in_service', 'in_transfer'];

/** Rounds of read-check-write when another booking write on the same items came between. */
const attempts = 6;

/** Roles that manage items book for anyone and see every booking of the company. */
export const managesBookings = (tenant: Pick<Tenant, 'role'>): boolean => (roleGroups.staff as readonly string[]).includes(tenant.role);

export function toBooking(record: BookingRecord): Booking {
  return {
    _id: record._id,
    items: record.items.map((line) => ({ itemId: line.itemId, title: line.title, quantity: line.quantity, checkedOutAt: line.checkedOutAt, returnedAt: line.returnedAt })),
    person: { _id: record.personId, name: record.personName },
    start: record.start,
    end: record.end,
    note: record.note,
    status: record.status,
    createdBy: record.createdBy,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** Whether a booking holds its item's line now or later: not cancelled, not returned. */
const holdsLine = (record: BookingRecord, line: BookingLineRecord | undefined): line is BookingLineRecord =>
  line !== undefined && line.returnedAt === null && record.status !== 'cancelled' && record.status !== 'returned';

/** The quantity of `itemId` each booking overlapping the period holds. */
export function holdingsOf(records: readonly BookingRecord[], itemId: string, exceptBookingId?: string): Holding[] {
  const holdings: Holding[] = [];
  for (const record of records) {
    if (record._id === exceptBookingId) continue;
    const line = record.items.find((entry) => entry.itemId === itemId);
    if (holdsLine(record, line)) holdings.push({ start: record.start, end: record.end, quantity: line.quantity });
  }
  return holdings;
}

export function assertBookable(item: Item): void {
  if (unbookableStatuses.includes(item.status)) throw new AppError('ItemNotBookable', { itemId: item._id, title: item.title, status: item.status });
}

const capacityOf = (item: Item): number => (item.accountingType === 'batch' ? item.quantity : 1);

async function linesOf(tenant: Tenant, input: CreateBookingInput, deps: BookingDeps): Promise<{ item: Item; quantity: number }[]> {
  const items = await Promise.all(input.items.map((line) => deps.companyItem(tenant.companyId, line.itemId)));
  return input.items.map((line, index) => {
    const item = items[index];
    if (!item) throw new AppError('NotFound', { itemId: line.itemId });
    assertBookable(item);
    const quantity = line.quantity ?? 1;
    if (item.accountingType === 'single' && quantity !== 1) throw new AppError('ValidationError', { fields: { [`items.${index}.quantity`]: 'invalid_rule_single_quantity' } });
    if (quantity > capacityOf(item)) throw new AppError('ValidationError', { fields: { [`items.${index}.quantity`]: 'invalid_rule_quantity' } });
    return { item, quantity };
  });
}

/**
 * Checks that every line fits beside the item's other bookings and writes the booking, all in one
 * transaction conditional on each item's bookings version read before its bookings: when another
 * booking of one of the items was written meanwhile, the check runs again on what is there now.
 */
async function commitChecked(tenant: Tenant, lines: readonly { item: Item; quantity: number }[], before: BookingRecord | null, after: BookingRecord): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const versions = new Map<string, number>();
    await Promise.all(
      lines.map(async ({ item, quantity }) => {
        const version = await itemBookingsVersion(tenant.companyId, item._id);
        const existing = await itemBookingsOverlapping(tenant.companyId, item._id, after, bookingLimits.maxDays);
        if (!fits(capacityOf(item), holdingsOf(existing, item._id, after._id), after, quantity)) {
          throw new AppError('BookingConflict', { itemId: item._id, title: item.title });
        }
        versions.set(item._id, version);
      }),
    );
    try {
      await writeBooking(before, after, versions);
      return;
    } catch (error) {
      if (!(error instanceof AppError && error.errorName === 'ConcurrentChange') || attempt >= attempts) throw error;
      // Someone else wrote first: their booking may now be in the way, so the check runs again.
    }
  }
}

export async function createBooking(tenant: Tenant, input: CreateBookingInput, deps: BookingDeps, now = new Date()): Promise<Booking> {
  const personId = input.personId ?? tenant.userId;
  if (personId !== tenant.userId && !managesBookings(tenant)) throw new AppError('AccessError');
  if (input.end <= now.toISOString()) throw new AppError('ValidationError', { fields: { end: 'invalid_rule_future' } });
  const person = await deps.companyMember(tenant.companyId, personId);
  if (!person) throw new AppError('UserNotFound');
  const lines = await linesOf(tenant, input, deps);
  const bookingId = sortableId(now.getTime());
  const record: BookingRecord = {
    ...keys.booking(tenant.companyId, bookingId),
    entity: 'booking',
    _id: bookingId,
    companyId: tenant.companyId,
    items: lines.map(({ item, quantity }) => ({ itemId: item._id, title: item.title, quantity, checkedOutAt: null, returnedAt: null, previous: null })),
    personId,
    personName: person.name,
    start: input.start,
    end: input.end,
    note: input.note,
    status: 'reserved',
    createdBy: tenant.userId,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 1,
  };
  await commitChecked(tenant, lines, null, record);
  return toBooking(record);
}

/** The booking as the caller may see it: a manager any of the company's, anyone else their own (as the person or its maker). */
export async function bookingOf(tenant: Tenant, bookingId: string): Promise<BookingRecord> {
  const record = await getBooking(tenant.companyId, bookingId);
  if (!record) throw new AppError('NotFound');
  if (!managesBookings(tenant) && record.personId !== tenant.userId && record.createdBy !== tenant.userId) throw new AppError('NotFound');
  return record;
}

export async function readBooking(tenant: Tenant, bookingId: string): Promise<Booking> {
  return toBooking(await bookingOf(tenant, bookingId));
}

export async function listBookings(tenant: Tenant, query: ListBookingsQuery) {
  const list = query.itemId ? { kind: 'item' as const, itemId: query.itemId } : query.personId ? { kind: 'person' as const, personId: query.personId } : { kind: 'company' as const };
  const filter = { status: query.status, from: query.from, to: query.to, personId: query.itemId ? query.personId : undefined };
  const { rows, count } = await bookingsOf(tenant.companyId, list, filter, query, bookingLimits.maxDays);
  return { data: rows.map(toBooking), count };
}

export async function myBookings(tenant: Tenant, query: MyBookingsQuery) {
  const { rows, count } = await bookingsOf(tenant.companyId, { kind: 'person', personId: tenant.userId }, query, query, bookingLimits.maxDays);
  return { data: rows.map(toBooking), count };
}

/** An item's bookings (its card): everyone who works with items sees when it is taken. */
export async function itemBookings(tenant: Tenant, itemId: string, query: MyBookingsQuery, deps: BookingDeps) {
  if (!(await deps.companyItem(tenant.companyId, itemId))) throw new AppError('NotFound');
  const { rows, count } = await bookingsOf(tenant.companyId, { kind: 'item', itemId }, query, query, bookingLimits.maxDays);
  return { data: rows.map(toBooking), count };
}

/** Cancels a reservation (nothing checked out yet). Freeing items needs no version move: it can make no conflict. */
export async function cancelBooking(tenant: Tenant, bookingId: string, now = new Date()): Promise<Booking> {
  const record = await bookingOf(tenant, bookingId);
  if (record.status !== 'reserved') throw new AppError('BookingStateError', { status: record.status });
  const next: BookingRecord = { ...record, status: 'cancelled', updatedAt: now.toISOString(), version: record.version + 1 };
  await writeBooking(record, next, new Map());
  return toBooking(next);
}

/** A booking still holding its items out (checked out, possibly past its end). */
const isOut = (record: BookingRecord): boolean => record.status === 'checked_out' || record.status === 'overdue';

/** Another booking that has the item out and not back yet (one overdue, say), read from the item's bookings of the last two longest periods. */
async function outElsewhere(tenant: Tenant, itemId: string, bookingId: string, now: Date): Promise<BookingRecord | undefined> {
  const recent = await itemBookingsOverlapping(tenant.companyId, itemId, { start: new Date(now.getTime() - bookingLimits.maxDays * 86_400_000).toISOString(), end: '9999' }, bookingLimits.maxDays);
  return recent.find((record) => record._id !== bookingId && isOut(record) && record.items.some((line) => line.itemId === itemId && line.checkedOutAt && !line.returnedAt));
}

/**
 * Checks every item of a reservation out, at or after its start and before its end: the booking's
 * person becomes responsible for each (the item's history records the transfer); who held it and
 * where it was are kept on the booking for the check-in. One transaction for the items and the booking.
 */
export async function checkOut(tenant: Tenant, bookingId: string, deps: BookingDeps, now = new Date()): Promise<Booking> {
  const record = await bookingOf(tenant, bookingId);
  if (record.status !== 'reserved') throw new AppError('BookingStateError', { status: record.status });
  const at = now.toISOString();
  if (at < record.start) throw new AppError('BookingNotStarted', { start: record.start });
  if (at >= record.end) throw new AppError('BookingStateError', { status: record.status, end: record.end });
  const items = await Promise.all(record.items.map((line) => deps.companyItem(tenant.companyId, line.itemId)));
  const versions: Record<string, number> = {};
  const previous = new Map<string, BookingLineRecord['previous']>();
  for (const [index, item] of items.entries()) {
    if (!item) throw new AppError('NotFound', { itemId: record.items[index]!.itemId });
    assertBookable(item);
    const holder = await outElsewhere(tenant, item._id, record._id, now);
    if (holder) throw new AppError('BookingConflict', { itemId: item._id, title: item.title, bookingId: holder._id });
    versions[item._id] = item.version;
    previous.set(item._id, { responsibleId: item.responsible?._id ?? null, objectId: item.object?._id ?? null, locationId: item.location?._id ?? null });
  }
  const next: BookingRecord = {
    ...record,
    status: 'checked_out',
    items: record.items.map((line) => ({ ...line, checkedOutAt: at, previous: previous.get(line.itemId)! })),
    updatedAt: at,
    version: record.version + 1,
  };
  await deps.handItemsTo(tenant, versions, { userId: record.personId }, bookingWrites(record, next, new Map()));
  return toBooking(next);
}

/**
 * Checks items of a booking back in: those named (a partial check-in) or all still out. Each goes
 * back to the person and place it had before the check-out, or to the person and place chosen; an
 * item nobody held before stays with the booking's person. Items going to one holder and place
 * change in one transaction with the booking; the booking is returned once every item is back.
 */
export async function checkIn(tenant: Tenant, bookingId: string, input: CheckInInput, deps: BookingDeps, now = new Date()): Promise<Booking> {
  let record = await bookingOf(tenant, bookingId);
  if (!isOut(record)) throw new AppError('BookingStateError', { status: record.status });
  const outstanding = record.items.filter((line) => line.checkedOutAt && !line.returnedAt);
  const chosen = input.items ? [...new Set(input.items)] : outstanding.map((line) => line.itemId);
  chosen.forEach((itemId, index) => {
    if (!outstanding.some((line) => line.itemId === itemId)) throw new AppError('ValidationError', { fields: { [`items.${index}`]: 'invalid_rule_not_out' } });
  });
  const chosenPlace = input.objectId ? { objectId: input.objectId, locationId: input.locationId ?? null } : undefined;
  const groups = new Map<string, { userId: string; place: { objectId: string; locationId: string | null } | null; itemIds: string[] }>();
  for (const itemId of chosen) {
    const before = outstanding.find((line) => line.itemId === itemId)!.previous;
    const userId = input.userId ?? before?.responsibleId ?? record.personId;
    const place = chosenPlace ?? (before?.objectId ? { objectId: before.objectId, locationId: before.locationId } : null);
    const key = JSON.stringify([userId, place]);
    if (!groups.has(key)) groups.set(key, { userId, place, itemIds: [] });
    groups.get(key)!.itemIds.push(itemId);
  }
  const at = now.toISOString();
  for (const group of groups.values()) {
    const items = await Promise.all(group.itemIds.map((itemId) => deps.companyItem(tenant.companyId, itemId)));
    const versions = Object.fromEntries(items.map((item, index) => {
      if (!item) throw new AppError('NotFound', { itemId: group.itemIds[index] });
      return [item._id, item.version];
    }));
    const lines = record.items.map((line) => (group.itemIds.includes(line.itemId) ? { ...line, returnedAt: at } : line));
    const allBack = lines.every((line) => line.returnedAt !== null);
    const next: BookingRecord = { ...record, items: lines, status: allBack ? 'returned' : record.status, updatedAt: at, version: record.version + 1 };
    await deps.handItemsTo(tenant, versions, { userId: group.userId, place: group.place }, bookingWrites(record, next, new Map()));
    record = next;
  }
  return toBooking(record);
}
