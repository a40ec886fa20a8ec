import { statusAllows, type ItemAction } from '../../shared/item-rules';
import type { BanInput, Item, RepairInput } from '../../shared/schemas/items';
import { displayName } from '../../shared/schemas/users';
import type { ErrorName } from '../../shared/errors';
import type { GuardedItem } from '../lib/db/transactions';
import type { Tenant } from '../lib/http/session';
import { keys } from '../lib/db/keys';
import { openBookingsOf } from '../bookings/public';
import { requireCompany } from '../company/public';
import { removeItemMaintenance } from '../maintenance/public';
import { effectivePlan } from '../../shared/plans';
import { AppError } from '../lib/http/errors';
import { getUser, isInactive } from '../users/public';
import { labelBinding } from '../lib/label-codes';
import { itemById, itemIdByCode, reserveItemIds } from './store/reads';
import { changeItem, changeItems, readItem } from './store/changes';
import { deleteHistory } from './history';
import { objectWithLocation } from './places';
import { withIndexAttributes } from './store/indexes';
import { itemCodeClaim } from './store/writes';
import { toItem, type ItemRecord } from './store/record';
import { companyBookValues, todayUtc } from './depreciation';
import { deleteItemComments } from './photos/comments';
import { removePhotos } from './photos/storage';

/** The item operations of assets.md section 4, each one transaction through changeItems. */

/**
 * An item a booking still holds (out, or reserved for a period not yet ended) is not deleted: the
 * booking is checked in or cancelled first (docs/bookings.md, "Deleted items"), so no booking is
 * left naming an item that is gone while a person has it or counts on it.
 */
export async function refuseBooked(companyId: string, itemIds: readonly string[]): Promise<void> {
  const booked = await openBookingsOf(companyId, [...new Set(itemIds)]);
  const [first] = booked;
  if (first) throw new AppError('ItemBooked', { itemId: first[0], bookingId: first[1].bookingId, status: first[1].status });
}

/** What lives beside a deleted item goes after it: history, comments, maintenance plans and log (each idempotent: a retry finds less to delete). */
export async function removeBesideItem(companyId: string, itemId: string): Promise<void> {
  await deleteHistory(companyId, itemId);
  await deleteItemComments(companyId, itemId);
  await removeItemMaintenance(companyId, itemId, removePhotos);
}

function requireStatus(record: ItemRecord, action: ItemAction): void {
  if (record.status === 'inactive' && action !== 'reactivate') throw new AppError('ItemInactive');
  if (!statusAllows(action, record)) throw new AppError('ItemStatusError', { status: record.status });
}

/**
 * Sends an item to service; it needs the service's title, the reason and the service's location.
 * With recalculate, only `quantity` of a batch goes: it becomes a new item in service.
 */
export async function sendToService(tenant: Tenant, itemId: string, input: RepairInput): Promise<Item> {
  const service = { title: input.title, reason: input.reason, location: input.location };
  if (input.recalculate) {
    return separatePart(tenant, itemId, input.quantity, 'service', { status: 'in_service', service });
  }
  const next = await changeItem(tenant, itemId, 'service', (record) => {
    requireStatus(record, 'repair');
    return { status: 'in_service', service };
  });
  return toItem(next);
}

/** Brings items back from service to a person of the company; all of them or none. */
export async function returnFromService(tenant: Tenant, itemIds: string[], userId: string): Promise<{ data: Item[] }> {
  const user = await getUser(userId);
  if (!user || user.company !== tenant.companyId || isInactive(user)) throw new AppError('ValidationError', { fields: { user: 'invalid_rule_person' } });
  const next = await changeItems(tenant, itemIds, 'return_service', (record) => {
    requireStatus(record, 'back');
    return { status: 'returned_from_service', service: null, responsibleId: user._id, responsibleName: displayName(user) };
  });
  return { data: next.map(toItem) };
}

/**
 * Decommissions an item: the end of its life cycle, closed to every operation afterwards. With
 * recalculate, only `quantity` of a batch is written off, as a new decommissioned item.
 */
export async function decommission(tenant: Tenant, itemId: string, input: BanInput): Promise<Item> {
  if (input.recalculate) return separatePart(tenant, itemId, input.quantity, 'ban', decommissioned());
  const next = await changeItem(tenant, itemId, 'ban', (record) => {
    requireStatus(record, 'ban');
    return decommissioned();
  });
  return toItem(next);
}

/** The change of decommissioning: the day is kept, as depreciation ends with its month (docs/depreciation.md). */
export function decommissioned(now = new Date()): Partial<ItemRecord> {
  return { status: 'decommissioned', service: null, decommissionedOn: todayUtc(now) };
}

/**
 * The spec's "recalculate": `quantity` of a batch is separated into a new item that is created
 * already in its new state, in the same transaction that lowers the batch; the item count grows by one.
 */
async function separatePart(
  tenant: Tenant,
  batchId: string,
  quantity: number | undefined,
  kind: 'service' | 'ban',
  state: Partial<ItemRecord>,
): Promise<Item> {
  if (!quantity) throw new AppError('ValidationError', { fields: { quantity: 'required_field' } });
  const batch = await readItem(tenant, batchId);
  requireStatus(batch, kind === 'service' ? 'repair' : 'ban');
  const { data } = await separate(tenant, batchId, quantity, { kind, state });
  return data.find((item) => item._id !== batchId)!;
}

/**
 * Sets an item aside (issue 28): it keeps its code, history, photos and responsible person, leaves
 * the unfiltered list and new stocktakings, and takes no operation but reactivation and deletion
 * (ItemInactive). Its status comes back on reactivation. An item in transfer waits for the transfer.
 */
export async function deactivateItem(tenant: Tenant, itemId: string): Promise<Item> {
  return toItem(await changeItem(tenant, itemId, 'deactivate', deactivation));
}

export function deactivation(record: ItemRecord): Partial<ItemRecord> {
  requireStatus(record, 'deactivate');
  return { status: 'inactive', statusBeforeInactive: record.status };
}

/** Brings an inactive item back with the status it had; an active item answers ItemStatusError. */
export async function reactivateItem(tenant: Tenant, itemId: string): Promise<Item> {
  const [next] = await changeItems(tenant, [itemId], 'reactivate', reactivation, undefined, { allowClosed: true });
  return toItem(next!);
}

export function reactivation(record: ItemRecord): Partial<ItemRecord> {
  if (!statusAllows('reactivate', record)) throw new AppError('ItemStatusError', { status: record.status });
  return { status: record.statusBeforeInactive ?? (record.code ? 'marked' : 'not_marked'), statusBeforeInactive: null };
}

/** Puts items in an object and one of its locations; all of them or none. */
export async function placeItems(tenant: Tenant, itemIds: string[], objectId: string, locationId?: string): Promise<{ data: Item[] }> {
  const place = await objectWithLocation(tenant.companyId, objectId, locationId);
  const next = await changeItems(tenant, itemIds, 'change_location', () => place);
  return { data: next.map(toItem) };
}

/**
 * Deletes items for good: the items with their counts in one transaction, then what lives beside
 * them (removeBesideItem). Decommissioned items can be deleted too; items a booking still holds are
 * refused (ItemBooked).
 */
export async function deleteItems(tenant: Tenant, itemIds: string[]): Promise<{ ok: true }> {
  await refuseBooked(tenant.companyId, itemIds);
  const photoNames: string[] = [];
  await changeItems(tenant, itemIds, 'edit', (record) => {
    photoNames.push(...record.photos.map((photo) => photo.name));
    return null;
  }, undefined, { allowClosed: true });
  for (const itemId of new Set(itemIds)) await removeBesideItem(tenant.companyId, itemId);
  if (photoNames.length) await removePhotos(photoNames);
  return { ok: true };
}

/**
 * The change of marking an item with a code: the first marking makes the person who marks
 * responsible when nobody is yet.
 */
function markChange(tenant: Tenant, markerName: string, codes: ReadonlyMap<string, string>) {
  return (record: ItemRecord): Partial<ItemRecord> => {
    if (!statusAllows('mark', record)) throw new AppError('ItemStatusError', { status: 'marked' });
    const responsible = record.responsibleId ? {} : { responsibleId: tenant.userId, responsibleName: markerName };
    const status = ['not_marked', 'not_distributed', 'marked'].includes(record.status) ? ('marked' as const) : record.status;
    return { code: codes.get(record._id)!, ...responsible, status };
  };
}

/** The code's claim in the company (refused when an item has it) and its generated label's reservation, if any. */
async function markWrites(tenant: Tenant, itemId: string, code: string): Promise<GuardedItem[]> {
  return [itemCodeClaim(tenant.companyId, code, itemId), ...(await labelBinding(tenant.companyId, code, itemId))];
}

/** Marks an item with a code (unique in the company, claimed in the same transaction). */
export async function markItem(tenant: Tenant, itemId: string, code: string): Promise<Item> {
  const [marker, writes] = await Promise.all([getUser(tenant.userId), markWrites(tenant, itemId, code)]);
  const next = await changeItem(tenant, itemId, 'mark', markChange(tenant, marker ? displayName(marker) : '', new Map([[itemId, code]])), undefined, writes);
  return toItem(next);
}

/** Pairs marked in one transaction: each is about four writes (item, history, claim, reservation) besides the counters. */
const pairsPerTransaction = 20;

/**
 * Marks many items, each with its code, each as markItem would, with a result per pair. Pairs go
 * in transactions of `pairsPerTransaction`; a group that one pair spoils (a code taken, an item
 * marked meanwhile) is marked again pair by pair, so the others still bind and the spoiler gets
 * its own error.
 */
export async function markItems(tenant: Tenant, pairs: readonly { id: string; code: string }[]): Promise<{ id: string; code: string; ok: boolean; error?: ErrorName }[]> {
  const marker = await getUser(tenant.userId);
  const results: { id: string; code: string; ok: boolean; error?: ErrorName }[] = [];
  const one = async (pair: { id: string; code: string }) => {
    try {
      await markItem(tenant, pair.id, pair.code);
      results.push({ ...pair, ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ ...pair, ok: false, error: error.errorName });
    }
  };
  for (let start = 0; start < pairs.length; start += pairsPerTransaction) {
    const group = pairs.slice(start, start + pairsPerTransaction);
    const distinct = new Set(group.map((pair) => pair.id)).size === group.length && new Set(group.map((pair) => pair.code)).size === group.length;
    try {
      if (!distinct) throw new AppError('ValidationError');
      const writes = (await Promise.all(group.map((pair) => markWrites(tenant, pair.id, pair.code)))).flat();
      const codes = new Map(group.map((pair) => [pair.id, pair.code]));
      await changeItems(tenant, group.map((pair) => pair.id), 'mark', markChange(tenant, marker ? displayName(marker) : '', codes), undefined, { alsoWrite: writes });
      results.push(...group.map((pair) => ({ ...pair, ok: true })));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      for (const pair of group) await one(pair);
    }
  }
  return results;
}

/** The item a scanned code marks (mobile apps). */
export async function findByCode(tenant: Tenant, code: string): Promise<Item> {
  const itemId = await itemIdByCode(tenant.companyId, code);
  const record = itemId ? await itemById(tenant.companyId, itemId) : null;
  if (!record) throw new AppError('NotFound');
  return toItem(record);
}

/**
 * Mounts items on another item (equipment): the children and the parent change in one
 * transaction. Refused for the parent itself, for items already mounted, and for a parent that is
 * mounted (however deep) on one of the children.
 */
export async function mountItems(tenant: Tenant, itemIds: string[], parentId: string): Promise<{ data: Item[] }> {
  const children = [...new Set(itemIds)];
  if (children.includes(parentId)) throw new AppError('MountRefused');
  let ancestor: string | null | undefined = parentId;
  for (let depth = 0; ancestor && depth < 20; depth++) {
    if (children.includes(ancestor)) throw new AppError('MountRefused');
    ancestor = (await readItem(tenant, ancestor)).mountedOn;
  }
  const next = await changeItems(tenant, [...children, parentId], 'mount', (record) => {
    if (record._id === parentId) return { equipment: [...new Set([...(record.equipment ?? []), ...children])] };
    if (record.mountedOn) throw new AppError('MountRefused');
    return { mountedOn: parentId };
  });
  return { data: next.map(toItem) };
}

/** Takes items off the equipment they are mounted on; all of them or none. */
export async function unmountItems(tenant: Tenant, itemIds: string[], parentId: string): Promise<{ data: Item[] }> {
  const children = [...new Set(itemIds)];
  const next = await changeItems(tenant, [...children, parentId], 'unmount', (record) => {
    if (record._id === parentId) return { equipment: (record.equipment ?? []).filter((id) => !children.includes(id)) };
    if (record.mountedOn !== parentId) throw new AppError('MountRefused');
    return { mountedOn: null };
  });
  return { data: next.map(toItem) };
}

/**
 * Merges a separated quantity back into its parent batch: the item goes and its quantity joins the
 * batch, in one transaction. Refused for decommissioned items and items mounted on equipment.
 */
export async function mergeBack(tenant: Tenant, itemId: string, batchId: string): Promise<Item> {
  const item = await readItem(tenant, itemId);
  if (item.status === 'inactive') throw new AppError('ItemInactive');
  if (!statusAllows('merge', { ...item, parent: batchId })) throw new AppError('MergeRefused');
  if (item.parent !== batchId) throw new AppError('ValidationError', { fields: { to: 'invalid_rule_parent_batch' } });
  await refuseBooked(tenant.companyId, [itemId]);
  const next = await changeItems(tenant, [itemId, batchId], 'merge', (record) =>
    record._id === itemId ? null : { quantity: record.quantity + item.quantity },
  );
  await removeBesideItem(tenant.companyId, itemId);
  return toItem(next.find((record) => record._id === batchId)!);
}

/** Separates a quantity of a batch into a new item (parent: the batch), within the plan's item limit. */
export async function separate(
  tenant: Tenant,
  itemId: string,
  quantity: number,
  outcome: { kind: 'separate' | 'service' | 'ban'; state: Partial<ItemRecord> } = { kind: 'separate', state: {} },
): Promise<{ data: Item[] }> {
  const batch = await readItem(tenant, itemId);
  if (batch.status === 'inactive') throw new AppError('ItemInactive');
  if (batch.accountingType !== 'batch' || quantity >= batch.quantity) {
    throw new AppError('ValidationError', { fields: { quantity: 'invalid_rule_separate_quantity' } });
  }
  const company = await requireCompany(tenant.companyId);
  const now = new Date();
  const [[newId], bookValueOf] = await Promise.all([reserveItemIds(tenant.companyId, 1), companyBookValues(tenant.companyId, now)]);
  // The new item has no maintenance plans of its own: it does not carry the batch's next due date.
  const { nextMaintenanceDue: _batchDue, ...copied } = batch;
  const fields: ItemRecord = {
    ...copied,
    _id: newId!,
    code: null,
    quantity,
    totalCents: batch.priceCents * quantity,
    parent: batch._id,
    mountedOn: null,
    equipment: [],
    status: 'not_marked',
    ...outcome.state,
    version: 1,
    createdBy: tenant.userId,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const created = withIndexAttributes(tenant.companyId, { ...fields, ...keys.item(tenant.companyId, fields._id), bookValueCents: bookValueOf(fields) });
  const next = await changeItems(tenant, [itemId], outcome.kind, (record) => ({ quantity: record.quantity - quantity }), undefined, {
    adds: { records: [created], itemLimit: effectivePlan(company, now).items },
  });
  return { data: next.map(toItem) };
}
