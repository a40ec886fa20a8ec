import { statusAllows } from '../../shared/item-rules';
import type { Transfer } from '../../shared/schemas/item-history';
import { displayName } from '../../shared/schemas/users';
import { requireCompany } from '../company/public';
import type { Actor, Tenant } from '../lib/http/session';
import { keys, sortableId, type Key } from '../lib/db/keys';
import type { GuardedItem } from '../lib/db/transactions';
import { AppError } from '../lib/http/errors';
import { raiseNotification } from '../lib/notifications/raise';
import { getUser, isInactive } from '../users/public';
import { itemIdsUnderFacet } from './store/reads';
import { latestTransfersOfItem, latestTransfersOfUser, setResponsibleName, transferById } from './store/transfers';
import { changeItems, readItem } from './store/changes';
import { pendingTransferClose, transferRecordPut, transferRowPuts } from './store/writes';
import { objectWithLocation } from './places';
import { toItem, type ItemRecord } from './store/record';

/**
 * Moving items to a person. With the company's confirmation mode off the move is immediate; with it
 * on, the items wait in a pending transfer that the recipient accepts or rejects and the sender can
 * cancel. Every step is one transaction over the transfer and all its items.
 */

export interface TransferRecord extends Key, Omit<Transfer, 'status' | 'resolution'> {
  entity: 'transfer';
  status: Transfer['status'];
  resolution: Transfer['resolution'];
  /** Status, responsible person and object of each item before a pending transfer, to restore on denial. */
  previous: Record<string, Pick<ItemRecord, 'status' | 'objectId' | 'objectTitle' | 'locationId' | 'locationTitle'>>;
  objectTitle: string | null;
}

function toTransfer(record: TransferRecord): Transfer {
  const { _id, status, resolution, from, to, toName, object, items, createdAt, resolvedAt } = record;
  return { _id, status, resolution, from, to, toName, object, items, createdAt, resolvedAt };
}


/**
 * Tells the other side of a pending transfer what happened: the recipient that items wait for them,
 * the sender that they were accepted or rejected. Keyed by transfer and step, so a retried call
 * raises nothing twice. The link opens the (first) item, whose page shows the transfer.
 */
function raiseTransferStep(tenant: Tenant, record: TransferRecord, step: 'waiting' | 'accepted' | 'rejected', items: ItemRecord[]) {
  const recipient = step === 'waiting' ? record.to : record.from;
  return raiseTransferNotice(tenant, `transfer-${step}-${record._id}`, step, recipient, record.items[0]!, record.items.length, items[0]?.title ?? '');
}

function raiseTransferNotice(tenant: Actor, jobId: string, step: 'waiting' | 'accepted' | 'rejected', recipient: string, firstItemId: string, count: number, title: string) {
  return raiseNotification({
    companyId: tenant.companyId,
    requestedBy: tenant.userId,
    jobId,
    type: `transfer_${step}`,
    recipients: { users: [recipient], roles: [] },
    actorId: tenant.userId,
    link: `/items/${firstItemId}`,
    params: { count, title },
  });
}

/** The status an item rests in when nothing special is going on: by its marking. */
function restingStatus(record: ItemRecord): ItemRecord['status'] {
  return record.code ? 'marked' : 'not_marked';
}

/**
 * A move to one person (and object), checked once and then applied to items one transaction at a
 * time: moveItems applies it to the items of one call, a bulk action to each chunk of its selection.
 * Each transaction gets a transfer record of its own (`start`), whose rows are written with it.
 */
export interface Move {
  needsConfirmation: boolean;
  recipientId: string;
  kind: 'transfer' | 'add_to_transfer';
  /** A new transfer of these items; `change` fills in what each item was before a pending one. */
  start(itemIds: readonly string[]): TransferRecord;
  change(transfer: TransferRecord, item: ItemRecord): Partial<ItemRecord>;
  writes(transfer: TransferRecord): GuardedItem[];
}

export async function prepareMove(tenant: Actor, userId: string, objectId?: string): Promise<Move> {
  const [company, recipient] = await Promise.all([requireCompany(tenant.companyId), getUser(userId)]);
  if (!recipient || recipient.company !== tenant.companyId || isInactive(recipient)) throw new AppError('ValidationError', { fields: { user: 'invalid_rule_person' } });
  let objectTitle: string | null = null;
  if (objectId) objectTitle = (await objectWithLocation(tenant.companyId, objectId)).objectTitle;
  const needsConfirmation = company.settings.operationsWithApprovement;
  const toName = displayName(recipient);
  const place = (item: ItemRecord) =>
    objectId && objectId !== item.objectId ? { objectId, objectTitle, locationId: null, locationTitle: null } : {};
  return {
    needsConfirmation,
    recipientId: recipient._id,
    kind: needsConfirmation ? 'add_to_transfer' : 'transfer',
    start(itemIds) {
      const now = new Date().toISOString();
      const transferId = sortableId();
      return {
        ...keys.transfer(tenant.companyId, transferId),
        entity: 'transfer',
        _id: transferId,
        status: needsConfirmation ? 'pending' : 'completed',
        resolution: needsConfirmation ? null : 'accepted',
        from: tenant.userId,
        to: recipient._id,
        toName,
        object: objectId ?? null,
        objectTitle,
        items: [...new Set(itemIds)],
        previous: {},
        createdAt: now,
        resolvedAt: needsConfirmation ? null : now,
      };
    },
    change(transfer, item) {
      if (!statusAllows('move', item)) throw new AppError('ItemStatusError', { status: item.status });
      if (needsConfirmation) {
        const { status, objectId: o, objectTitle: ot, locationId, locationTitle } = item;
        transfer.previous[item._id] = { status, objectId: o, objectTitle: ot, locationId, locationTitle };
        return { status: 'in_transfer' };
      }
      return { ...place(item), responsibleId: recipient._id, responsibleName: toName, status: restingStatus(item) };
    },
    // The record is read by reference after the changes have filled `previous`.
    writes: (transfer) => [transferRecordPut(transfer), ...transferRowPuts(tenant.companyId, transfer)],
  };
}

export async function moveItems(tenant: Tenant, itemIds: string[], userId: string, objectId?: string, versions?: Record<string, number>) {
  const move = await prepareMove(tenant, userId, objectId);
  const record = move.start(itemIds);
  const items = await changeItems(tenant, record.items, move.kind, (item) => move.change(record, item), versions, { alsoWrite: move.writes(record) });
  if (move.needsConfirmation) await raiseTransferStep(tenant, record, 'waiting', items);
  return { transfer: toTransfer(record), data: items.map(toItem) };
}

/** Tells the recipient of a bulk move's pending transfers, once for the whole job (`jobId`), that `count` items wait for them. */
export function raiseBulkTransferWaiting(tenant: Actor, jobId: string, recipientId: string, firstItemId: string, count: number, title: string) {
  return raiseTransferNotice(tenant, `transfer-waiting-bulk-${jobId}`, 'waiting', recipientId, firstItemId, count, title);
}

async function pendingTransfer(tenant: Tenant, transferId: string): Promise<TransferRecord> {
  const record = await transferById<TransferRecord>(tenant.companyId, transferId);
  if (!record) throw new AppError('NotFound');
  if (record.status !== 'pending') throw new AppError('ItemStatusError', { status: record.status });
  return record;
}

/** Closes a pending transfer: the recipient accepts or rejects it, the sender cancels it. */
export async function resolveTransfer(tenant: Tenant, transferId: string, resolution: 'accepted' | 'rejected' | 'cancelled') {
  const record = await pendingTransfer(tenant, transferId);
  const allowed = resolution === 'cancelled' ? record.from : record.to;
  if (tenant.userId !== allowed) throw new AppError('AccessError');
  const now = new Date().toISOString();
  const status: Transfer['status'] = resolution === 'accepted' ? 'completed' : 'denied';
  const closing = pendingTransferClose(tenant.companyId, transferId, { status, resolution }, now);
  const items = await changeItems(
    tenant,
    record.items,
    resolution === 'accepted' ? 'transfer' : 'remove_from_transfer',
    (item) => {
      if (item.status !== 'in_transfer') throw new AppError('ItemStatusError', { status: item.status });
      if (resolution !== 'accepted') return { ...record.previous[item._id] };
      const place = record.object && record.object !== item.objectId ? { objectId: record.object, objectTitle: record.objectTitle, locationId: null, locationTitle: null } : {};
      return { ...place, responsibleId: record.to, responsibleName: record.toName, status: restingStatus(item) };
    },
    undefined,
    { alsoWrite: [closing] },
  );
  // A sender who cancels their own transfer needs no notice.
  if (resolution !== 'cancelled') await raiseTransferStep(tenant, record, resolution, items);
  return { transfer: toTransfer({ ...record, status, resolution, resolvedAt: now }), data: items.map(toItem) };
}

/** The transfers an item took part in, newest first. */
export async function itemTransfers(tenant: Tenant, itemId: string): Promise<{ data: Transfer[] }> {
  await readItem(tenant, itemId);
  return { data: (await latestTransfersOfItem<TransferRecord>(tenant.companyId, itemId)).map(toTransfer) };
}

/** The transfers a user of the company sent or received, newest first. */
export async function userTransfers(tenant: Tenant, userId: string): Promise<{ data: Transfer[] }> {
  return { data: (await latestTransfersOfUser<TransferRecord>(tenant.companyId, userId)).map(toTransfer) };
}

/**
 * Applies a change to every item under one filter value, 25 items per transaction, until none is
 * left under it (the change must move each item out of the filter, e.g. to another person).
 */
export async function changeAllUnder(
  tenant: Actor,
  dimension: 'responsible' | 'object',
  value: string,
  kind: Parameters<typeof changeItems>[2],
  change: (record: ItemRecord) => Partial<ItemRecord>,
): Promise<void> {
  for (;;) {
    const ids = await itemIdsUnderFacet(tenant.companyId, dimension, value, 25);
    if (ids.length === 0) return;
    await changeItems(tenant, ids, kind, change, undefined, { allowClosed: true });
  }
}

/** Applies a change that keeps items in the object to every item in it, 25 items per transaction. */
export async function changeAllIn(tenant: Actor, objectId: string, change: (record: ItemRecord) => Partial<ItemRecord>): Promise<void> {
  let after: string | undefined;
  for (;;) {
    const ids = await itemIdsUnderFacet(tenant.companyId, 'object', objectId, 25, after);
    if (ids.length === 0) return;
    await changeItems(tenant, ids, 'change_location', change, undefined, { allowClosed: true });
    after = ids[ids.length - 1];
  }
}

/** Passes every item a user is responsible for to another user (user deletion). */
export async function handOverItems(tenant: Actor, fromUserId: string, heir: { _id: string; firstName: string; lastName: string; email: string }) {
  await changeAllUnder(tenant, 'responsible', fromUserId, 'transfer', () => ({ responsibleId: heir._id, responsibleName: displayName(heir) }));
}

/**
 * Keeps the responsible person's name that items show in step with the user's profile. The name is
 * a cached label, not an operation: no history entry and no version change.
 */
export async function renameResponsible(tenant: Actor, userId: string, name: string): Promise<void> {
  const ids = await itemIdsUnderFacet(tenant.companyId, 'responsible', userId, Infinity);
  for (let start = 0; start < ids.length; start += 25) {
    await Promise.all(ids.slice(start, start + 25).map((itemId) => setResponsibleName(tenant.companyId, itemId, userId, name)));
  }
}
