import type { Transfer } from '../../../shared/schemas/item-history';
import { tableName } from '../../lib/db/client';
import { keys, type Key } from '../../lib/db/keys';
import type { GuardedItem } from '../../lib/db/transactions';
import { conditionalUpdate, guardedPut, guardedUpdate, putIfAbsent, uniqueClaim } from '../../lib/db/writes';
import type { ItemRecord } from './record';

/**
 * The item-side writes the use cases put in their transactions, each named for what it writes
 * (the item changes themselves, their history and facets: changes.ts and facet-counts.ts).
 */

/** A new item, refused if one with its id exists. */
export function newItemPut(record: ItemRecord): GuardedItem {
  return guardedPut(putIfAbsent(record));
}

/**
 * The company's item count and total price grow by the new items, refused (ItemLimitExceeded)
 * when they would pass the plan's item limit.
 */
export function companyItemsAdded(companyId: string, added: { count: number; cents: number }, itemLimit: number): GuardedItem {
  return guardedUpdate(
    conditionalUpdate(keys.company(companyId), {
      update: 'ADD itemsCount :count, totalItemPriceCents :sum',
      condition: 'itemsCount <= :max',
      values: { ':count': added.count, ':sum': added.cents, ':max': itemLimit - added.count },
    }),
    'ItemLimitExceeded',
  );
}

/** The claim of an external id (the accounting system's) for an item; a concurrent claim of the same id is ConcurrentChange. */
export function externalIdClaim(companyId: string, externalId: string, itemId: string): GuardedItem {
  return guardedPut(putIfAbsent({ ...keys.itemExternalIdClaim(companyId, externalId), entity: 'item-external-id', itemId }), 'ConcurrentChange');
}

/** The claim of a code for the item it marks; CodeAlreadyUsed when another item has it. */
export function itemCodeClaim(companyId: string, code: string, itemId: string): GuardedItem {
  return guardedPut(uniqueClaim(keys.itemCodeClaim(companyId, code), { itemId }), 'CodeAlreadyUsed');
}

/**
 * A transfer's record as it is when the transaction is sent: the record itself, not a copy, so
 * what the item changes fill in after this is built (`previous`) is written too.
 */
export function transferRecordPut(transfer: Key): GuardedItem {
  return guardedPut({ TableName: tableName(), Item: transfer as unknown as Record<string, unknown> });
}

/** A transfer's look-up rows: one per item, one for the sender and one for the recipient. */
export function transferRowPuts(companyId: string, transfer: { _id: string; items: readonly string[]; from: string; to: string }): GuardedItem[] {
  const rows = [
    ...transfer.items.map((itemId) => keys.itemTransfer(companyId, itemId, transfer._id)),
    ...[...new Set([transfer.from, transfer.to])].map((userId) => keys.userTransfer(companyId, userId, transfer._id)),
  ];
  return rows.map((key) => guardedPut({ TableName: tableName(), Item: { ...key, entity: 'transfer-row' } }));
}

/** Closes a pending transfer with its outcome; ConcurrentChange when it is no longer pending. */
export function pendingTransferClose(
  companyId: string,
  transferId: string,
  outcome: { status: Transfer['status']; resolution: 'accepted' | 'rejected' | 'cancelled' },
  at: string,
): GuardedItem {
  return guardedUpdate(
    conditionalUpdate(keys.transfer(companyId, transferId), {
      update: 'SET #status = :status, resolution = :resolution, resolvedAt = :now',
      condition: '#status = :pending',
      names: { '#status': 'status' },
      values: { ':status': outcome.status, ':resolution': outcome.resolution, ':now': at, ':pending': 'pending' },
    }),
    'ConcurrentChange',
  );
}

/** The marker of the company's tutorial items, refused once they were created. */
export function tutorialMarkerPut(companyId: string, at: Date): GuardedItem {
  return guardedPut(putIfAbsent({ ...keys.tutorialItems(companyId), entity: 'tutorial', createdAt: at.toISOString() }));
}
