import { effectivePlan, planHas } from '../../shared/plans';
import { formatCents } from '../../shared/money';
import type { DepreciationMethod } from '../../shared/depreciation';
import type { Item } from '../../shared/schemas/items';
import { requireCompany } from '../company/public';
import type { GuardedItem } from '../lib/db/transactions';
import { AppError, isAppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import { raisePlanLimit } from '../lib/notifications/raise';
import { itemById, itemIdByExternalId, reserveItemIds } from './store/reads';
import { changeItem, commitItemChange, logEntry } from './store/changes';
import { accumulate, facetWrites, type FacetDelta } from './store/facet-counts';
import { newItemRecord } from './creation';
import { modifiedSortKey } from './store/indexes';
import { objectWithLocation } from './places';
import { toItem, type ItemRecord } from './store/record';
import { companyBookValues, depreciationContext, externalDepreciation, type DepreciationContext, type ExternalDepreciation } from './depreciation';
import { companyItemsAdded, externalIdClaim, newItemPut } from './store/writes';

/**
 * Items as an accounting system keeps them in step (docs/integration.md, "Access tokens and the
 * API"): found by the system's own id (unique per company), created or changed through the items'
 * own transactions (history, counters and facet counts as for any change), and listed by the time
 * of their last change. Every change is an `integration` entry of the item's history.
 */

/** An item as the integration API answers it: the item with the accounting system's id. */
export type ExternalItem = Item & { externalId: string | null; depreciation: ExternalDepreciation | null };

/** With its depreciation as the accounting system reconciles it: the resolved terms beside the book value (docs/depreciation.md). */
export function toExternalItem(record: ItemRecord, context: DepreciationContext): ExternalItem {
  return { ...toItem(record), externalId: record.externalId ?? null, depreciation: externalDepreciation(record, context) };
}

/** The fields an upsert may set; absent ones keep their value (or take the new item's default). */
export interface ExternalItemFields {
  title: string;
  brand?: string | null;
  model?: string | null;
  type?: string | null;
  serial?: string | null;
  capacity?: string | null;
  accountingType?: 'single' | 'batch';
  quantity?: number;
  units?: string | null;
  priceCents?: number;
  customs?: Record<string, string>;
  object?: string | null;
  location?: string | null;
  /** Depreciation terms (salvage per unit, in cents); absent keeps the item's, null clears it. */
  inServiceDate?: string | null;
  usefulLifeMonths?: number | null;
  salvageCents?: number | null;
  depreciationMethod?: DepreciationMethod | null;
  depreciationRate?: number | null;
}

/** The depreciation terms among the fields, as the item record keeps them. */
const termsOf = (fields: ExternalItemFields) => ({
  inServiceDate: fields.inServiceDate,
  usefulLifeMonths: fields.usefulLifeMonths,
  salvageCents: fields.salvageCents,
  depreciationMethod: fields.depreciationMethod,
  depreciationRate: fields.depreciationRate,
});

/** The sort key an item has in itemsByModified (a page's cursor points after it). */
export function modifiedKeyOf(record: ItemRecord): string {
  return modifiedSortKey(record.updatedAt, record._id);
}

async function placeOf(companyId: string, fields: ExternalItemFields) {
  if (fields.object === undefined) return {};
  if (fields.object === null) return { objectId: null, objectTitle: null, locationId: null, locationTitle: null };
  return objectWithLocation(companyId, fields.object, fields.location ?? undefined);
}

async function assertCustomFieldsAllowed(companyId: string, customs: Record<string, string> | undefined) {
  if (!customs || Object.keys(customs).length === 0) return;
  const company = await requireCompany(companyId);
  if (!planHas(effectivePlan(company, new Date()), 'custom_fields')) throw new AppError('PlanAccessDenied', { feature: 'custom_fields' });
}

function checkShape(accountingType: 'single' | 'batch', quantity: number, brand: string | null, model: string | null) {
  if (model && !brand) throw new AppError('ValidationError', { fields: { brand: 'invalid_rule_brand_before_model' } });
  if (accountingType === 'single' && quantity !== 1) throw new AppError('ValidationError', { fields: { quantity: 'invalid_rule_single_quantity' } });
}

/** A value as compared for a change: custom fields in any key order are the same fields. */
function comparable(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return JSON.stringify(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return JSON.stringify(value ?? null);
}

/** The fields of `wanted` that differ from the stored item (nothing: the call changes nothing). */
export function differences(record: ItemRecord, wanted: Partial<ItemRecord>): Partial<ItemRecord> {
  return Object.fromEntries(
    Object.entries(wanted).filter(([name, value]) => value !== undefined && comparable(record[name as keyof ItemRecord]) !== comparable(value)),
  ) as Partial<ItemRecord>;
}

/**
 * Creates the item an external id names, with its claim in the same transaction (so two
 * simultaneous creates of one id make one item: the other answers ConcurrentChange and a retry
 * finds the item), within the plan's item limit.
 */
async function createExternalItem(tenant: Tenant, externalId: string, fields: ExternalItemFields): Promise<ItemRecord> {
  const company = await requireCompany(tenant.companyId);
  const plan = effectivePlan(company, new Date());
  const place = await placeOf(tenant.companyId, fields);
  const accountingType = fields.accountingType ?? 'single';
  const quantity = fields.quantity ?? 1;
  checkShape(accountingType, quantity, fields.brand ?? null, fields.model ?? null);
  const now = new Date();
  const [[itemId], bookValueOf] = await Promise.all([reserveItemIds(tenant.companyId, 1), companyBookValues(tenant.companyId, now)]);
  const record: ItemRecord = {
    ...newItemRecord(
      tenant,
      itemId!,
      {
        title: fields.title,
        brand: fields.brand ?? null,
        model: fields.model ?? null,
        type: fields.type ?? null,
        serial: fields.serial ?? null,
        capacity: fields.capacity ?? null,
        accountingType,
        quantity,
        units: fields.units ?? (accountingType === 'batch' ? 'pieces' : null),
        priceCents: fields.priceCents ?? 0,
        customs: fields.customs ?? {},
        ...termsOf(fields),
      },
      { responsibleId: null, responsibleName: null, ...place },
      now,
      bookValueOf,
    ),
    externalId,
  };
  const deltas = new Map<string, FacetDelta>();
  const totals = { cents: 0, items: 0 };
  accumulate(deltas, totals, null, record);
  const created = { title: record.title, quantity: record.quantity, price: formatCents(record.priceCents), externalId };
  const writes: GuardedItem[] = [
    newItemPut(record),
    externalIdClaim(tenant.companyId, externalId, record._id),
    logEntry(tenant, record, 'integration', {}, created, now),
    companyItemsAdded(tenant.companyId, { count: 1, cents: totals.cents }, plan.items),
    ...facetWrites(tenant.companyId, deltas),
  ];
  try {
    await commitItemChange(tenant.companyId, writes, [record._id], now);
  } catch (error) {
    if (isAppError(error) && error.errorName === 'ItemLimitExceeded') await raisePlanLimit(tenant, 'items', plan, company.itemsCount, Infinity);
    throw error;
  }
  await raisePlanLimit(tenant, 'items', plan, company.itemsCount, company.itemsCount + 1);
  return record;
}

/**
 * Creates or changes the item an external id names so that it has the given fields. The same call
 * twice changes nothing the second time: no write, no history entry, the same version.
 */
export async function upsertExternalItem(tenant: Tenant, externalId: string, fields: ExternalItemFields): Promise<{ item: ExternalItem; created: boolean; changed: boolean }> {
  const [context] = await Promise.all([depreciationContext(tenant.companyId), assertCustomFieldsAllowed(tenant.companyId, fields.customs)]);
  const itemId = await itemIdByExternalId(tenant.companyId, externalId);
  const record = itemId ? await itemById(tenant.companyId, itemId) : null;
  if (!record) return { item: toExternalItem(await createExternalItem(tenant, externalId, fields), context), created: true, changed: true };
  const place = await placeOf(tenant.companyId, fields);
  const wanted: Partial<ItemRecord> = {
    title: fields.title,
    brand: fields.brand,
    model: fields.model,
    type: fields.type,
    serial: fields.serial,
    capacity: fields.capacity,
    accountingType: fields.accountingType,
    quantity: fields.quantity,
    units: fields.units,
    priceCents: fields.priceCents,
    customs: fields.customs,
    ...termsOf(fields),
    ...place,
  };
  return applyChange(tenant, record, wanted, context);
}

/** Sets the quantity and/or unit price of the item an external id names. */
export async function changeExternalAmounts(tenant: Tenant, externalId: string, amounts: { quantity?: number; priceCents?: number }) {
  const itemId = await itemIdByExternalId(tenant.companyId, externalId);
  const record = itemId ? await itemById(tenant.companyId, itemId) : null;
  if (!record) throw new AppError('NotFound');
  return applyChange(tenant, record, { quantity: amounts.quantity, priceCents: amounts.priceCents }, await depreciationContext(tenant.companyId));
}

async function applyChange(tenant: Tenant, record: ItemRecord, wanted: Partial<ItemRecord>, context: DepreciationContext) {
  const change = differences(record, wanted);
  if (Object.keys(change).length === 0) return { item: toExternalItem(record, context), created: false, changed: false };
  const merged = { ...record, ...change };
  checkShape(merged.accountingType, merged.quantity, merged.brand, merged.model);
  if (merged.accountingType === 'batch' && !merged.units) change.units = 'pieces';
  const next = await changeItem(tenant, record._id, 'integration', () => change, record.version);
  return { item: toExternalItem(next, context), created: false, changed: true };
}
