import type { UpsertItemInput } from '../../shared/schemas/integration';
import type { BookingStatus } from '../../shared/schemas/bookings';
import type { Tenant } from '../lib/http/session';
import { bookingsChangedSince } from '../bookings/public';
import { changeExternalAmounts, depreciationContext, externalIdsOf, itemsChangedWithin, modifiedKeyOf, toExternalItem, upsertExternalItem } from '../items/public';
import { companyPlaces } from '../locations/public';
import { usersOfCompany } from '../users/public';
import { decodeSyncCursor, encodeSyncCursor, firstRange } from './sync-cursor';

/**
 * The integration API an access token reaches (docs/integration.md). The tenant is the token's
 * company; items change through the items domain's own transactions (functions/items/external.ts).
 */

export async function changedItems(tenant: Tenant, query: { since?: string; cursor?: string; limit: number }) {
  const range = query.cursor ? decodeSyncCursor(query.cursor) : firstRange(query.since, new Date());
  const [{ records, more }, context] = await Promise.all([
    range.since < range.until ? itemsChangedWithin(tenant.companyId, { ...range, limit: query.limit }) : { records: [], more: false },
    depreciationContext(tenant.companyId),
  ]);
  const last = records.at(-1);
  return {
    items: records.map((record) => toExternalItem(record, context)),
    cursor: more && last ? encodeSyncCursor({ ...range, afterKey: modifiedKeyOf(last) }) : null,
    syncedUntil: range.until,
  };
}

/**
 * The company's bookings changed since a time (issue 29), paged as the items read is: the range is
 * fixed by the first page and carried by the cursor with the last change key. Bookings keep their
 * copies by change in the base table (read strongly consistent), so the short settling delay the
 * items' index needs is kept only so both reads take the same `since`.
 */
export async function changedBookings(tenant: Tenant, query: { since?: string; cursor?: string; limit: number; status?: BookingStatus }) {
  const range = query.cursor ? decodeSyncCursor(query.cursor) : firstRange(query.since, new Date());
  const page =
    range.since < range.until
      ? await bookingsChangedSince(tenant.companyId, { ...range, status: query.status }, query.limit)
      : { bookings: [], lastKey: null, more: false };
  const externalIds = await externalIdsOf(tenant.companyId, page.bookings.flatMap((booking) => booking.items.map((line) => line.itemId)));
  return {
    bookings: page.bookings.map((booking) => ({
      id: booking._id,
      status: booking.status,
      start: booking.start,
      end: booking.end,
      person: { id: booking.person._id, name: booking.person.name },
      items: booking.items.map((line) => ({ ...line, externalId: externalIds.get(line.itemId) ?? null })),
      note: booking.note,
      createdAt: booking.createdAt,
      updatedAt: booking.updatedAt,
    })),
    cursor: page.more && page.lastKey ? encodeSyncCursor({ ...range, afterKey: page.lastKey }) : null,
    syncedUntil: range.until,
  };
}

export function upsertItem(tenant: Tenant, externalId: string, body: UpsertItemInput) {
  const { price, salvageValue, ...fields } = body;
  return upsertExternalItem(tenant, externalId, { ...fields, priceCents: price, salvageCents: salvageValue });
}

export function changeAmounts(tenant: Tenant, externalId: string, body: { quantity?: number; price?: number }) {
  return changeExternalAmounts(tenant, externalId, { quantity: body.quantity, priceCents: body.price });
}

export async function companyUsers(tenant: Tenant) {
  const users = await usersOfCompany(tenant.companyId);
  return { users: users.map((user) => ({ id: user._id, firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone, role: user.role })) };
}

export async function companyObjects(tenant: Tenant) {
  const places = await companyPlaces(tenant.companyId);
  return { objects: places.map((place) => ({ id: place._id, title: place.title, locations: place.locations.map((location) => ({ id: location._id, title: location.title })) })) };
}

export async function companyLocations(tenant: Tenant) {
  const places = await companyPlaces(tenant.companyId);
  return { locations: places.flatMap((place) => place.locations.map((location) => ({ id: location._id, title: location.title, objectId: place._id, objectTitle: place.title }))) };
}
