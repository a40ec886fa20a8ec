import type { Tenant } from '../lib/http/session';

/**
 * What changing an object does to its items, handed in by the function's handler.ts from the items
 * domain (which imports this one for its places): the locations domain imports no items code.
 */
export interface ObjectItems {
  /** The object's items take its new title and their locations' new titles (no location when theirs was removed). */
  renameObjectOnItems(tenant: Tenant, objectId: string, objectTitle: string, locations: ReadonlyMap<string, string>): Promise<void>;
  /** The object's items leave it: no object, no location. */
  takeItemsOutOfObject(tenant: Tenant, objectId: string): Promise<void>;
}
