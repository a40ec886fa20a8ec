import type { Tenant } from '../lib/http/session';
import { changeAllIn, changeAllUnder, handOverItems, renameResponsible, userTransfers } from './transfers';
import { userTransactions } from './history';

/**
 * What other domains may ask of items. Users hand items over and read a person's history and
 * transfers; locations carry renames and removals of objects to the items in them.
 */

export { handOverItems, renameResponsible, userTransactions, userTransfers };

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

/** Imports create items in repeatable steps within a reserved range of ids (functions/items/bulk.ts). */
export { createItemsStep, itemIdInRange, reserveItemRange, settleItemSets, type BulkStep } from './bulk';
export type { NewItemFields } from './creation';
