import { effectivePlan, planHas } from '../../shared/plans';
import type { CreateItemInput, Item } from '../../shared/schemas/items';
import type { DepreciationMethod } from '../../shared/depreciation';
import { formatCents } from '../../shared/money';
import { displayName } from '../../shared/schemas/users';
import { requireCompany } from '../company/public';
import type { Tenant } from '../lib/http/session';
import { keys } from '../lib/db/keys';
import type { GuardedItem } from '../lib/db/transactions';
import { AppError, isAppError } from '../lib/http/errors';
import { raisePlanLimit } from '../lib/notifications/raise';
import { getUser, isInactive } from '../users/public';
import { objectWithLocation } from './places';
import { reserveItemIds } from './store/reads';
import { commitItemChange, logEntry, readItem, termsShown } from './store/changes';
import { companyBookValues, depreciationContext, withDepreciation, type BookValueOf } from './depreciation';
import { accumulate, facetWrites, type FacetDelta } from './store/facet-counts';
import { withIndexAttributes } from './store/indexes';
import type { ItemRecord } from './store/record';
import { companyItemsAdded, newItemPut } from './store/writes';

async function responsibleOf(tenant: Tenant, userId?: string) {
  if (!userId) return { responsibleId: null, responsibleName: null };
  const user = await getUser(userId);
  if (!user || user.company !== tenant.companyId || isInactive(user)) throw new AppError('ValidationError', { fields: { person: 'invalid_rule_person' } });
  return { responsibleId: user._id, responsibleName: displayName(user) };
}

/** The fields of a new item as the caller gives them (prices in whole cents). */
export interface NewItemFields {
  title: string;
  brand: string | null;
  model: string | null;
  type: string | null;
  serial: string | null;
  capacity: string | null;
  accountingType: 'single' | 'batch';
  quantity: number;
  units: string | null;
  priceCents: number;
  customs: Record<string, string>;
  /** Depreciation terms of its own (docs/depreciation.md); absent or null: the type's default applies. */
  inServiceDate?: string | null;
  usefulLifeMonths?: number | null;
  /** Per unit, in cents. */
  salvageCents?: number | null;
  depreciationMethod?: DepreciationMethod | null;
  depreciationRate?: number | null;
}

/** The depreciation terms of new item fields, only those set (records of items without any stay as they were). */
function ownTerms(input: NewItemFields): Partial<ItemRecord> {
  const terms = {
    inServiceDate: input.inServiceDate,
    usefulLifeMonths: input.usefulLifeMonths,
    salvageCents: input.salvageCents,
    depreciationMethod: input.depreciationMethod,
    depreciationRate: input.depreciationRate,
  };
  return Object.fromEntries(Object.entries(terms).filter(([, value]) => value !== undefined && value !== null));
}

interface NewItemPlace {
  responsibleId: string | null;
  responsibleName: string | null;
  objectId?: string | null;
  objectTitle?: string | null;
  locationId?: string | null;
  locationTitle?: string | null;
}

/**
 * A new item as stored, with its index attributes and the book value the list's order keeps
 * (`bookValueOf`, companyBookValues): every way of creating items builds it here.
 */
export function newItemRecord(tenant: Tenant, itemId: string, input: NewItemFields, place: NewItemPlace, now: Date, bookValueOf: BookValueOf): ItemRecord {
  const fields = {
    _id: itemId,
    title: input.title,
    code: null,
    totalCents: input.priceCents * input.quantity,
    brand: input.brand,
    model: input.model,
    type: input.type,
    serial: input.serial,
    responsibleId: place.responsibleId,
    responsibleName: place.responsibleName,
    objectId: place.objectId ?? null,
    locationId: place.locationId ?? null,
    status: 'not_marked' as const,
    hasPhoto: false,
    updatedAt: now.toISOString(),
  };
  const record: ItemRecord = {
    ...keys.item(tenant.companyId, itemId),
    ...fields,
    entity: 'item',
    companyId: tenant.companyId,
    capacity: input.capacity,
    accountingType: input.accountingType,
    quantity: input.quantity,
    units: input.units,
    priceCents: input.priceCents,
    objectTitle: place.objectTitle ?? null,
    locationTitle: place.locationTitle ?? null,
    responsibleName: place.responsibleName,
    customs: input.customs,
    ...ownTerms(input),
    photos: [],
    parent: null,
    version: 1,
    createdBy: tenant.userId,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  return withIndexAttributes(tenant.companyId, { ...record, bookValueCents: bookValueOf(record) });
}

/** The depreciation terms the new item has of its own (those not set are left out of its history entry). */
const setTerms = (record: ItemRecord) => Object.fromEntries(Object.entries(termsShown(record)).filter(([, value]) => value !== null));

/** The history entry of a created item. */
export function creationEntry(tenant: Tenant, record: ItemRecord, at: Date): GuardedItem {
  const created = { title: record.title, quantity: record.quantity, price: formatCents(record.priceCents), responsible: record.responsibleId, ...setTerms(record) };
  return logEntry(tenant, record, 'creation', {}, created, at);
}

/**
 * Creates `count` identical items in one transaction with their history entries, the company's
 * counters and the facet counts. The plan's item limit is the transaction's condition, so it holds
 * under concurrent creates; getting near it or to it notifies the company's root and admins.
 */
export async function createItems(tenant: Tenant, input: CreateItemInput): Promise<{ data: Item[] }> {
  const company = await requireCompany(tenant.companyId);
  const plan = effectivePlan(company, new Date());
  const customs = input.customs ?? {};
  if (Object.keys(customs).length > 0 && !planHas(plan, 'custom_fields')) throw new AppError('PlanAccessDenied', { feature: 'custom_fields' });
  const [place, responsible] = await Promise.all([
    input.object ? objectWithLocation(tenant.companyId, input.object, input.location) : null,
    responsibleOf(tenant, input.person),
  ]);

  const now = new Date();
  const [ids, bookValueOf] = await Promise.all([reserveItemIds(tenant.companyId, input.count), companyBookValues(tenant.companyId, now)]);
  const { salvageValue, ...fields } = input;
  const records = ids.map((itemId) =>
    newItemRecord(tenant, itemId, { ...fields, units: input.units ?? null, priceCents: input.price, salvageCents: salvageValue, customs }, { ...responsible, ...place }, now, bookValueOf),
  );

  const writes: GuardedItem[] = [];
  const deltas = new Map<string, FacetDelta>();
  const totals = { cents: 0, items: 0 };
  for (const record of records) {
    writes.push(newItemPut(record));
    writes.push(creationEntry(tenant, record, now));
    accumulate(deltas, totals, null, record);
  }
  writes.push(companyItemsAdded(tenant.companyId, { count: totals.items, cents: totals.cents }, plan.items));
  writes.push(...facetWrites(tenant.companyId, deltas));
  if (writes.length >= 100) throw new AppError('ValidationError', { fields: { count: 'invalid_rule_count_with_customs' } });
  try {
    await commitItemChange(tenant.companyId, writes, ids, now);
  } catch (error) {
    if (isAppError(error) && error.errorName === 'ItemLimitExceeded') await raisePlanLimit(tenant, 'items', plan, company.itemsCount, Infinity);
    throw error;
  }
  // The counter as read before this write: a concurrent create may blur it, the monthly key keeps it to one notice.
  await raisePlanLimit(tenant, 'items', plan, company.itemsCount, company.itemsCount + totals.items);
  const context = await depreciationContext(tenant.companyId);
  return { data: records.map((record) => withDepreciation(record, context)) };
}

/** A new item with the fields of an existing one (no code, no history), within the plan's item limit. */
export async function duplicateItem(tenant: Tenant, itemId: string): Promise<{ data: Item[] }> {
  const record = await readItem(tenant, itemId);
  if (record.status === 'inactive') throw new AppError('ItemInactive');
  return createItems(tenant, {
    title: record.title,
    brand: record.brand,
    model: record.model,
    type: record.type,
    serial: record.serial,
    capacity: record.capacity,
    accountingType: record.accountingType,
    quantity: record.quantity,
    units: (record.units ?? undefined) as CreateItemInput['units'],
    price: record.priceCents,
    count: 1,
    object: record.objectId ?? undefined,
    location: record.locationId ?? undefined,
    person: record.responsibleId ?? undefined,
    customs: Object.keys(record.customs).length ? record.customs : undefined,
    inServiceDate: record.inServiceDate ?? undefined,
    usefulLifeMonths: record.usefulLifeMonths ?? undefined,
    salvageValue: record.salvageCents ?? undefined,
    depreciationMethod: record.depreciationMethod ?? undefined,
    depreciationRate: record.depreciationRate ?? undefined,
  });
}
