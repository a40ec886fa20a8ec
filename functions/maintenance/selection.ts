import { maintenanceLimits, type CreatePlanInput, type SelectionQuery } from '../../shared/schemas/maintenance';
import type { Item } from '../../shared/schemas/items';
import { normalizeTitle } from '../lib/db/keys';
import { AppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import { itemOf, type ItemsForMaintenance } from './ports';

/**
 * Which items a plan request covers (docs/maintenance.md): items named by id, every open item of a
 * type and/or model, and every open item the items list's query matches.
 */

const planCanHave = (item: Item) => item.status !== 'decommissioned';

/** The items a create request names: by id (each must be the company's and open), every open item of a type and/or model, and of the list's query. */
export async function itemsOfRequest(tenant: Tenant, input: CreatePlanInput, items: ItemsForMaintenance): Promise<Item[]> {
  const chosen = new Map<string, Item>();
  const named = await Promise.all([...new Set(input.items)].map((id) => itemOf(items, tenant, id)));
  for (const item of named) {
    if (!planCanHave(item)) throw new AppError('ItemClosed');
    chosen.set(item._id, item);
  }
  for (const item of await itemsOfTypeOrModel(tenant, input, items)) chosen.set(item._id, item);
  for (const item of await itemsOfFilter(tenant, input, items)) chosen.set(item._id, item);
  if (chosen.size === 0) throw new AppError('EmptySelection');
  return [...chosen.values()];
}

/** The open items of a type and/or model (none when neither is given); MaintenanceSelectionTooLarge beyond the limit. */
async function itemsOfTypeOrModel(tenant: Tenant, input: { itemType?: string; itemModel?: string }, items: ItemsForMaintenance): Promise<Item[]> {
  if (!input.itemType && !input.itemModel) return [];
  // One index read: by model when given (narrower), the type then checked on each item.
  const [dimension, value] = input.itemModel ? (['model', input.itemModel] as const) : (['type', input.itemType!] as const);
  const found = await items.itemsOfTypeOrModel(tenant.companyId, dimension, value, maintenanceLimits.selectionMax + 1);
  if (found.length > maintenanceLimits.selectionMax) throw new AppError('MaintenanceSelectionTooLarge');
  const typeMatches = (item: Item) => !input.itemType || normalizeTitle(item.type ?? '') === normalizeTitle(input.itemType);
  return found.filter((item) => planCanHave(item) && typeMatches(item));
}

/**
 * The open items the list's query matches ("all matching" of the items list's selection; none
 * without a filter); MaintenanceSelectionTooLarge beyond the limit, as for a type or model.
 */
async function itemsOfFilter(tenant: Tenant, input: Pick<CreatePlanInput, 'filter'>, items: ItemsForMaintenance): Promise<Item[]> {
  if (!input.filter) return [];
  const found = await items.itemsMatching(tenant.companyId, input.filter, maintenanceLimits.selectionMax + 1);
  if (found.length > maintenanceLimits.selectionMax) throw new AppError('MaintenanceSelectionTooLarge');
  return found.filter(planCanHave);
}

/** How many items a plan for a type and/or model would cover: the web's confirmation says it before creating. */
export async function selectionCount(tenant: Tenant, query: SelectionQuery, items: ItemsForMaintenance): Promise<{ count: number }> {
  return { count: (await itemsOfTypeOrModel(tenant, query, items)).length };
}
