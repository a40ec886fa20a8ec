import { limits } from '../../../shared/limits';
import { formatCents } from '../../../shared/money';
import type { Actor } from '../../lib/http/session';
import { tableName } from '../../lib/db/client';
import { keys, sortableId } from '../../lib/db/keys';
import { transact, type GuardedItem } from '../../lib/db/transactions';
import { AppError } from '../../lib/http/errors';
import { createLogger, describeError } from '../../lib/http/logger';
import { itemById } from './reads';
import { accumulate, facetWrites, type FacetDelta } from './facet-counts';
import { withIndexAttributes } from './indexes';
import { companyBookValues, type BookValueOf } from '../depreciation';
import { dropSetsJobs, finishSetsJob, setsJob, syncItemSets } from '../sets/sync';
import type { ItemRecord } from './record';

/** Transaction kinds and their numeric action-log codes (assets.md section 3). */
export const logKinds = {
  creation: 0,
  mark: 1,
  transfer: 2,
  service: 3,
  ban: 4,
  return_service: 5,
  mount: 6,
  unmount: 7,
  change_quantity: 8,
  change_price: 9,
  change_total_price: 10,
  separate: 11,
  merge: 12,
  add_to_transfer: 13,
  remove_from_transfer: 14,
  change_location: 15,
  /** Field edits (title, brand, ...) have no code of their own in the spec's action log. */
  edit: null,
  /** A change made through the integration API (the spec's "integration operation"): no action-log code either. */
  integration: null,
  /** Photos added to the item, one removed, another made the main one: edits without a code of their own, named so the history says what happened. */
  photo_added: null,
  photo_removed: null,
  photo_main: null,
  /** Set aside and brought back (issue 28): no action-log code in the spec either. */
  deactivate: null,
  reactivate: null,
} as const;
export type LogKind = keyof typeof logKinds;

/** History-type codes of the spec: 0 init, 1 replacement (a change), 2 write-off; stocktaking, delete, add and auth arrive with their features. */
function historyCode(kind: LogKind): number {
  if (kind === 'creation') return 0;
  if (kind === 'ban') return 2;
  return 1;
}

export async function readItem(tenant: Actor, itemId: string): Promise<ItemRecord> {
  const record = await itemById(tenant.companyId, itemId);
  if (!record) throw new AppError('NotFound');
  return record;
}

/** The history entry of a change: who, when, what kind, and the fields before and after. */
export function logEntry(tenant: Actor, record: ItemRecord, kind: LogKind, before: Record<string, unknown>, after: Record<string, unknown>, at: Date): GuardedItem {
  return {
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.itemLog(tenant.companyId, record._id, sortableId(at.getTime())),
          entity: 'item-log',
          itemId: record._id,
          itemTitle: record.title,
          // The user's history and the dashboard's last operations read these indexes.
          ...keys.itemLogIndexKeys(tenant.companyId, tenant.userId, at.toISOString(), record._id),
          kind,
          actionCode: logKinds[kind],
          historyCode: historyCode(kind),
          by: tenant.userId,
          at: at.toISOString(),
          before,
          after,
        },
      },
    },
  };
}

/** An item's own depreciation terms as the history shows them (salvage value per unit, as a decimal string). */
export function termsShown(record: ItemRecord) {
  return {
    inServiceDate: record.inServiceDate ?? null,
    usefulLifeMonths: record.usefulLifeMonths ?? null,
    salvageValue: record.salvageCents === null || record.salvageCents === undefined ? null : formatCents(record.salvageCents),
    depreciationMethod: record.depreciationMethod ?? null,
    depreciationRate: record.depreciationRate ?? null,
  };
}

/** The fields a change touched, as the history shows them (money as decimal strings). */
function changedFields(before: ItemRecord, after: ItemRecord): [Record<string, unknown>, Record<string, unknown>] {
  const shown = (record: ItemRecord) => ({
    title: record.title,
    brand: record.brand,
    model: record.model,
    type: record.type,
    serial: record.serial,
    capacity: record.capacity,
    quantity: record.quantity,
    units: record.units,
    price: formatCents(record.priceCents),
    totalPrice: formatCents(record.totalCents),
    customs: record.customs,
    status: record.status,
    responsible: record.responsibleId,
    object: record.objectId,
    location: record.locationId,
    code: record.code,
    ...termsShown(record),
  });
  const [old, next] = [shown(before), shown(after)];
  const keysChanged = (Object.keys(next) as (keyof typeof next)[]).filter((key) => JSON.stringify(old[key]) !== JSON.stringify(next[key]));
  return [Object.fromEntries(keysChanged.map((key) => [key, old[key]])), Object.fromEntries(keysChanged.map((key) => [key, next[key]]))];
}


function rebuilt(tenant: Actor, record: ItemRecord, change: Partial<ItemRecord>, at: Date, bookValueOf: BookValueOf): ItemRecord {
  const merged = { ...record, ...change };
  const next = { ...merged, totalCents: merged.priceCents * merged.quantity, updatedAt: at.toISOString() };
  // Put replaces the whole item, so index attributes the item no longer has go with it.
  return withIndexAttributes(tenant.companyId, {
    ...next,
    ...keys.item(tenant.companyId, record._id),
    bookValueCents: bookValueOf(next),
    version: record.version + 1,
  });
}

/**
 * Writes an item change's transaction with the outbox job of the membership sets, then brings the
 * sets of the changed items up to date. The change is made once the transaction commits: if the
 * sets cannot follow at once, the job stays for the next change in the company to finish. With
 * `settle: false` the caller settles the sets itself later, for many changes at once (bulk actions:
 * settleSets), and gets the job's id.
 */
export async function commitItemChange(companyId: string, writes: GuardedItem[], itemIds: readonly string[], at: Date, options: { settle?: boolean } = {}): Promise<string> {
  const job = setsJob(companyId, itemIds, at);
  const all = [...writes, job.write];
  assertFitsOneTransaction(all);
  await transact(all);
  if (options.settle === false) return job.jobId;
  try {
    await finishSetsJob(companyId, job.jobId, itemIds);
  } catch (error) {
    createLogger({ companyId, jobId: job.jobId }).warn('item sets left for the next change', describeError(error));
  }
  return job.jobId;
}

/** Brings the sets of items changed by several commits (settle: false) up to date, and drops their outbox entries. */
export async function settleSets(companyId: string, itemIds: readonly string[], jobIds: readonly string[]): Promise<void> {
  await syncItemSets(companyId, itemIds);
  await dropSetsJobs(companyId, jobIds);
}

export interface ChangeOptions {
  /**
   * Decommissioned and inactive items take the change too: deletion, reactivation (which checks the
   * status itself), and changes that follow the company's objects and people (an object removed or
   * renamed, a removed user's items handed over).
   */
  allowClosed?: boolean;
  alsoWrite?: GuardedItem[];
  /** New items written in the same transaction, counted in, within this item limit. */
  adds?: { records: ItemRecord[]; itemLimit: number };
}

/**
 * Changes several items of the company in one transaction: each item (conditional on the version
 * it was read at, so of two simultaneous changes exactly one wins and the other gets
 * ConcurrentChange), its history entry, and the facet counts and company totals they move.
 * `change` answers the new fields, or null to delete the item. Decommissioned and inactive items take
 * no change (ItemClosed, ItemInactive) but with allowClosed.
 */
export async function changeItems(
  tenant: Actor,
  itemIds: string[],
  kind: LogKind,
  change: (record: ItemRecord) => Partial<ItemRecord> | null,
  /** The version(s) the client read: one for every item, or one per item id. */
  expectedVersion?: number | Record<string, number>,
  options: ChangeOptions = {},
): Promise<ItemRecord[]> {
  const ids = [...new Set(itemIds)];
  if (ids.length === 0 || ids.length > limits.itemsPerOperationMax) {
    throw new AppError('ValidationError', { fields: { item_ids: 'invalid_rule_item_count' } });
  }
  const records = await Promise.all(ids.map((id) => readItem(tenant, id)));
  for (const record of records) {
    const expected = typeof expectedVersion === 'number' ? expectedVersion : expectedVersion?.[record._id];
    if (expected !== undefined && expected !== record.version) throw new AppError('ConcurrentChange');
  }
  const at = new Date();
  const { writes, results } = changeWrites(tenant, records, kind, change, at, await companyBookValues(tenant.companyId, at), options);
  await commitItemChange(tenant.companyId, writes, [...ids, ...(options.adds?.records ?? []).map((added) => added._id)], at);
  return results;
}

/**
 * The writes of a change of items already read (changeItems; bulk actions, which read many at once):
 * each item conditional on the version it was read at, its history entry, the facets and the
 * company's totals, then `alsoWrite`. The caller commits them with commitItemChange. `bookValueOf`
 * gives each changed item the book value the list's order keeps (companyBookValues).
 */
export function changeWrites(
  tenant: Actor,
  records: readonly ItemRecord[],
  kind: LogKind,
  change: (record: ItemRecord) => Partial<ItemRecord> | null,
  at: Date,
  bookValueOf: BookValueOf,
  options: ChangeOptions = {},
): { writes: GuardedItem[]; results: ItemRecord[] } {
  const items: GuardedItem[] = [];
  const deltas = new Map<string, FacetDelta>();
  const totals = { cents: 0, items: 0 };
  const results: ItemRecord[] = [];
  for (const record of records) {
    if (record.status === 'decommissioned' && !options.allowClosed) throw new AppError('ItemClosed');
    if (record.status === 'inactive' && !options.allowClosed) throw new AppError('ItemInactive');
    const changed = change(record);
    const next = changed === null ? null : rebuilt(tenant, record, changed, at, bookValueOf);
    const guard = { ConditionExpression: 'version = :seen', ExpressionAttributeValues: { ':seen': record.version } };
    items.push({
      item: next
        ? { Put: { TableName: tableName(), Item: next, ...guard } }
        : { Delete: { TableName: tableName(), Key: keys.item(tenant.companyId, record._id), ...guard } },
      onConditionFailed: 'ConcurrentChange',
    });
    if (next) {
      const [before, after] = changedFields(record, next);
      items.push(logEntry(tenant, next, kind, before, after, at));
      results.push(next);
    } else if (record.code) {
      // A deleted item frees its code.
      items.push({ item: { Delete: { TableName: tableName(), Key: keys.itemCodeClaim(tenant.companyId, record.code) } } });
    }
    accumulate(deltas, totals, record, next);
  }
  for (const added of options.adds?.records ?? []) {
    items.push({ item: { Put: { TableName: tableName(), Item: added, ConditionExpression: 'attribute_not_exists(pk)' } } });
    items.push(logEntry(tenant, added, kind, {}, { quantity: added.quantity, parent: added.parent }, at));
    accumulate(deltas, totals, null, added);
    results.push(added);
  }
  items.push(...facetWrites(tenant.companyId, deltas));
  if (totals.cents !== 0 || totals.items !== 0) {
    const growing = totals.items > 0 && options.adds;
    items.push({
      item: {
        Update: {
          TableName: tableName(),
          Key: keys.company(tenant.companyId),
          UpdateExpression: 'ADD totalItemPriceCents :cents, itemsCount :items',
          ...(growing
            ? {
                ConditionExpression: 'itemsCount <= :max',
                ExpressionAttributeValues: { ':cents': totals.cents, ':items': totals.items, ':max': options.adds!.itemLimit - totals.items },
              }
            : { ExpressionAttributeValues: { ':cents': totals.cents, ':items': totals.items } }),
        },
      },
      onConditionFailed: 'ItemLimitExceeded',
    });
  }
  items.push(...(options.alsoWrite ?? []));
  return { writes: items, results };
}

/** DynamoDB takes at most 100 writes in one transaction; larger operations are asked to split. */
export function assertFitsOneTransaction(items: GuardedItem[]): void {
  if (items.length > 100) throw new AppError('ValidationError', { fields: { item_ids: 'invalid_rule_item_count' } });
}

export async function changeItem(
  tenant: Actor,
  itemId: string,
  kind: LogKind,
  change: (record: ItemRecord) => Partial<ItemRecord>,
  expectedVersion?: number,
  alsoWrite?: GuardedItem[],
): Promise<ItemRecord> {
  const [next] = await changeItems(tenant, [itemId], kind, change, expectedVersion, { alsoWrite });
  return next!;
}
