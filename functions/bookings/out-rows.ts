import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { BookingStatus } from '../../shared/schemas/bookings';
import { tableName } from '../lib/db/client';
import { keys } from '../lib/db/keys';
import { readInOrder } from '../lib/db/queries';
import type { GuardedItem } from '../lib/db/transactions';
import { guardedDelete, guardedPut } from '../lib/db/writes';

/**
 * Two rows each booking keeps beside its copies, for readers outside the bookings page
 * (docs/bookings.md, "Items out and changes"):
 *
 * - while items of it are out, `BOOKING_OUT#<end>#<id>` with the ids of those items (a few dozen
 *   bytes): the items list's "checked out" / "overdue booking" filters and analytics read these
 *   rows, all of them or those ending before now, and never a booking's full copy;
 * - `BOOKING_MOD#<updatedAt>#<id>`, a full copy moved on every change: the integration API reads
 *   the bookings changed since a moment, in order of change.
 */

/** What the rows are made from: a booking as stored (store.ts's BookingRecord, named here by shape so the two files do not import each other). */
interface BookingRowSource {
  _id: string;
  companyId: string;
  end: string;
  updatedAt: string;
  status: BookingStatus;
  items: readonly { itemId: string; checkedOutAt: string | null; returnedAt: string | null }[];
}

/** The booking's items still out: checked out, not back. */
export function itemsOutOf(record: BookingRowSource): string[] {
  if (record.status !== 'checked_out' && record.status !== 'overdue') return [];
  return record.items.filter((line) => line.checkedOutAt && !line.returnedAt).map((line) => line.itemId);
}

/** The writes that take the two rows from `before` (null: new booking) to `after`. */
export function outAndChangeRowWrites(before: BookingRowSource | null, after: BookingRowSource): GuardedItem[] {
  const writes: GuardedItem[] = [];
  const out = itemsOutOf(after);
  const outKey = keys.bookingOut(after.companyId, after.end, after._id);
  if (out.length) {
    writes.push(guardedPut({ TableName: tableName(), Item: { ...outKey, entity: 'booking-out', bookingId: after._id, end: after.end, itemIds: out } }));
  } else if (before && itemsOutOf(before).length) {
    writes.push(guardedDelete({ TableName: tableName(), Key: keys.bookingOut(before.companyId, before.end, before._id) }));
  }
  if (before && before.updatedAt !== after.updatedAt) {
    writes.push(guardedDelete({ TableName: tableName(), Key: keys.bookingByUpdate(before.companyId, before.updatedAt, before._id) }));
  }
  writes.push(guardedPut({ TableName: tableName(), Item: { ...after, ...keys.bookingByUpdate(after.companyId, after.updatedAt, after._id), entity: 'booking-by-update' } }));
  return writes;
}

export interface ItemOut {
  itemId: string;
  bookingId: string;
  end: string;
}

/**
 * Access pattern: the items out under the company's bookings, every one of them or (with
 * `endedBefore`) those of bookings whose end has passed: one range of the thin out rows.
 */
export async function itemsOut(companyId: string, endedBefore?: string): Promise<ItemOut[]> {
  const { pk, skPrefix } = keys.bookingsOutOf(companyId);
  const rows = await readInOrder<{ bookingId: string; end: string; itemIds: string[] }>(
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': skPrefix, ':to': endedBefore ? `${skPrefix}${endedBefore}` : `${skPrefix}~` },
      ProjectionExpression: 'bookingId, #end, itemIds',
      ExpressionAttributeNames: { '#end': 'end' },
    },
    Infinity,
  );
  return rows.flatMap((row) => row.itemIds.map((itemId) => ({ itemId, bookingId: row.bookingId, end: row.end })));
}

/**
 * Access pattern: the company's bookings changed in [since, until), in order of change, after the
 * change key `afterKey` (`<updatedAt>#<id>`), up to `limit`, with a status when asked (a filter on
 * the read rows: the page may then hold fewer).
 */
export async function bookingsChangedWithin<T extends BookingRowSource>(
  companyId: string,
  range: { since: string; until: string; afterKey?: string; status?: BookingStatus },
  limit: number,
): Promise<{ records: T[]; more: boolean }> {
  const { pk, skPrefix } = keys.bookingsByUpdateOf(companyId);
  const query: QueryCommandInput = {
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': pk, ':from': `${skPrefix}${range.since}`, ':to': `${skPrefix}${range.until}` },
    ...(range.afterKey ? { ExclusiveStartKey: { pk, sk: `${skPrefix}${range.afterKey}` } } : {}),
    ...(range.status ? { FilterExpression: '#status = :status', ExpressionAttributeNames: { '#status': 'status' } } : {}),
  };
  if (range.status) query.ExpressionAttributeValues![':status'] = range.status;
  const records = await readInOrder<T>(query, limit + 1);
  return { records: records.slice(0, limit), more: records.length > limit };
}

/** The change key a cursor carries for a booking (its copy's sort key without the prefix). */
export const changeKeyOf = (record: Pick<BookingRowSource, 'updatedAt' | '_id'>): string => `${record.updatedAt}#${record._id}`;
