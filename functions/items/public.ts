import type { GuardedItem } from '../lib/db/transactions';
import type { Actor, Tenant } from '../lib/http/session';
import { changeItems, logEntry, readItem } from './store/changes';
import { changeAllIn, changeAllUnder, handOverItems, renameResponsible, userTransfers } from './transfers';
import { userTransactions } from './history';
import { walkItems, type ItemsWalkQuery } from './walk';
import { itemById, itemIdByCode, itemsByIds, itemsInCreationOrder, itemsUnderFacet } from './store/reads';
import { toItem } from './store/record';
import type { Item } from '../../shared/schemas/items';
import { statusAllows } from '../../shared/item-rules';
import { displayName } from '../../shared/schemas/users';
import { AppError } from '../lib/http/errors';
import { getUser, isInactive } from '../users/public';
import { objectWithLocation } from './places';

/**
 * What other domains may ask of items. Users hand items over and read a person's history and
 * transfers; locations carry renames and removals of objects to the items in them; reports walk a list.
 */

export { handOverItems, renameResponsible, userTransactions, userTransfers };

/** Bulk jobs: the itemChanges worker runs them; the labels domain prints a selection's labels. */
export { processBulkJob, queueJob } from './selection/service';
export { continueLabelsJob, finishLabelsJob, startCodesJob, startLabelsJob } from './selection/labels';
export { itemsOfJob, itemsOfSelection } from './selection/run';
export type { JobSelection } from './selection/jobs';
export { toBulkJob, type BulkJobRecord } from './selection/jobs';

/** Reports read every item of a list query, in its order, a batch at a time (with its book value as of a day). */
export { walkItems, type ItemsWalkQuery };

/** A maintenance done carries photos (functions/maintenance): the uploads checked, kept and attached as an item's or comment's. */
export { attachChecked, checkUploads } from './photos/uploads';

/** The itemChanges worker computes the analytics' book value snapshot (docs/depreciation.md, "Analytics: book value"). */
export { computeBookValues } from './book-values-job';
export { buildItemOrder, refreshItemOrders } from './orders/builds';

/** The integration API reads the company's depreciation terms per type once per page of items. */
export { depreciationContext } from './depreciation';

/** Items in the object show its new title; those in a location that no longer exists leave it, the others show its new title. */
export function renameObjectOnItems(tenant: Tenant, objectId: string, objectTitle: string, locations: ReadonlyMap<string, string>): Promise<void> {
  return changeAllIn(tenant, objectId, (item) => ({
    objectTitle,
    ...(item.locationId && !locations.has(item.locationId)
      ? { locationId: null, locationTitle: null }
      : { locationTitle: item.locationId ? locations.get(item.locationId)! : null }),
  }));
}

/** Every item in the object leaves it (no object, no location). */
export function takeItemsOutOfObject(tenant: Tenant, objectId: string): Promise<void> {
  return changeAllUnder(tenant, 'object', objectId, 'change_location', () => ({ objectId: null, objectTitle: null, locationId: null, locationTitle: null }));
}

/** Labels: binding printed codes marks items as the mark call does. */
export { markItem, markItems } from './operations';

/** The item a code marks, as its label shows it; null when no item of the company has the code. */
export async function labelItemByCode(companyId: string, code: string): Promise<{ id: string; title: string } | null> {
  const itemId = await itemIdByCode(companyId, code);
  const record = itemId ? await itemById(companyId, itemId) : null;
  return record ? { id: record._id, title: record.title } : null;
}
/** Imports create items in repeatable steps within a reserved range of ids (functions/items/bulk.ts). */
export { chunkEndAfter, chunkStartBefore, countNewItemFacets, createItemsStep, itemIdInRange, reserveItemRange, settleItemSets, type BulkStep } from './bulk';
export type { NewItemFields } from './creation';

/** Which items a walk in creation order covers: all of the company's, or those at one object, location or person. */
export type ItemsWhere = { kind: 'company' } | { kind: 'object' | 'location' | 'responsible'; id: string };

/**
 * Up to `limit` items of the company in creation order after the item `afterId` (stocktaking freezes
 * its expected set with this, resuming from the last id it wrote): the base table, or the sparse
 * itemsByObject / itemsByLocation / itemsByResponsible index.
 */
export async function itemsInCreationOrderAfter(companyId: string, where: ItemsWhere, afterId: string | null, limit: number): Promise<Item[]> {
  const page = { descending: false, limit, afterSortKey: afterId ?? undefined };
  const records = where.kind === 'company' ? await itemsInCreationOrder(companyId, page) : await itemsUnderFacet(companyId, where.kind, where.id, page);
  return records.map(toItem);
}

/** The company's item with this id, or null (another company's id is as unknown as a made-up one). */
export async function companyItem(companyId: string, itemId: string): Promise<Item | null> {
  const record = await itemById(companyId, itemId);
  return record ? toItem(record) : null;
}

/** The company's item a code marks, or null when no item of the company has the code. */
export async function companyItemByCode(companyId: string, code: string): Promise<Item | null> {
  const itemId = await itemIdByCode(companyId, code);
  return itemId ? companyItem(companyId, itemId) : null;
}

/** Company creation adds the tour's three test items (docs/tour.md). */
export { createTutorialItems } from './tutorial';
/** The integration API (functions/integration): items by external id and by the time of their last change. */
export { changeExternalAmounts, modifiedKeyOf, toExternalItem, upsertExternalItem, type ExternalItem, type ExternalItemFields } from './external';
export { itemsChangedWithin } from './store/reads';

/** The integration API's bookings read: the accounting system's ids of the company's items (absent: the item has none, or is gone). */
export async function externalIdsOf(companyId: string, itemIds: readonly string[]): Promise<Map<string, string>> {
  const records = await itemsByIds(companyId, [...new Set(itemIds)]);
  return new Map(records.flatMap((record) => (record.externalId ? [[record._id, record.externalId] as const] : [])));
}

/**
 * Maintenance (functions/maintenance): the history entry of a maintenance done on the company's item
 * (NotFound when it has no such item), written in the maintenance domain's own transaction. The entry
 * is an edit-like one without an action-log code of the spec, named `maintenance`.
 */
export async function maintenanceHistoryEntry(actor: Actor, itemId: string, done: Record<string, unknown>, at: Date): Promise<GuardedItem> {
  const entry = logEntry(actor, await readItem(actor, itemId), 'edit', {}, done, at);
  const put = entry.item.Put!;
  return { ...entry, item: { Put: { ...put, Item: { ...put.Item, kind: 'maintenance' } } } };
}

/** Maintenance: the item's earliest next due date on its record, written with its plans' change (functions/items/maintenance-due.ts). */
export { maintenanceDueWrite } from './maintenance-due';

/** Maintenance plans for every item of a type or model: up to `limit` of them, in creation order (the filter's sparse index). */
export async function itemsOfTypeOrModel(companyId: string, dimension: 'type' | 'model', value: string, limit: number): Promise<Item[]> {
  const records = await itemsUnderFacet(companyId, dimension, value, { descending: false, limit });
  return records.map(toItem);
}

/** Maintenance plans for every item the items list's query matches ("all matching"): up to `limit` of them, in the list's order. */
export async function itemsMatching(companyId: string, filter: ItemsWalkQuery, limit: number): Promise<Item[]> {
  const found: Item[] = [];
  for await (const batch of walkItems(companyId, filter, Math.min(limit, 250))) {
    found.push(...batch.slice(0, limit - found.length));
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * Bookings (functions/bookings, docs/bookings.md): check-out and check-in hand the company's items to
 * a person at once, as a move without confirmation does, each with its `transfer` history entry; the
 * booking's own writes (`alsoWrite`) go in the same transaction. Each item must still be at the
 * version the booking read (ConcurrentChange). `place` undefined keeps the item's place; null takes
 * it out of any object. A holder who is not a user of the company is a ValidationError.
 */
export async function handItemsTo(
  actor: Actor,
  versions: Record<string, number>,
  holder: { userId: string; place?: { objectId: string; locationId: string | null } | null },
  alsoWrite: GuardedItem[],
): Promise<Item[]> {
  const person = await getUser(holder.userId);
  if (!person || person.company !== actor.companyId || isInactive(person)) throw new AppError('ValidationError', { fields: { user: 'invalid_rule_person' } });
  const place =
    holder.place === undefined
      ? {}
      : holder.place === null
        ? { objectId: null, objectTitle: null, locationId: null, locationTitle: null }
        : await objectWithLocation(actor.companyId, holder.place.objectId, holder.place.locationId ?? undefined);
  const changed = await changeItems(
    actor,
    Object.keys(versions),
    'transfer',
    (item) => {
      if (!statusAllows('move', item)) throw new AppError('ItemStatusError', { status: item.status });
      return { ...place, responsibleId: person._id, responsibleName: displayName(person), status: item.code ? 'marked' : 'not_marked' };
    },
    versions,
    { alsoWrite },
  );
  return changed.map(toItem);
}
