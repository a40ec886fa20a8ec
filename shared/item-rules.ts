import type { ItemStatus } from './schemas/items';

/**
 * What each item status allows (assets.md section 4), in one place for the server, which refuses
 * with ItemStatusError / ItemClosed / ItemInactive / MergeRefused, and the web, which offers only what will work.
 */
export const itemActions = [
  'edit', 'repair', 'back', 'ban', 'mark', 'move', 'place', 'mount', 'unmount', 'duplicate', 'merge', 'separate', 'deactivate', 'reactivate', 'delete',
] as const;
export type ItemAction = (typeof itemActions)[number];

export interface ItemState {
  status: ItemStatus;
  code?: string | null;
  parent?: string | null;
  mountedOn?: string | null;
}

/** Statuses an item may be moved (or handed to someone) from: not while in service, in transfer or closed. */
export const movableStatuses: readonly ItemStatus[] = ['not_marked', 'not_distributed', 'marked', 'returned_from_service'];

/**
 * Whether the item's status admits the action now. A decommissioned item is closed to every
 * operation except deletion (which removes it with its history); an inactive one takes only
 * reactivation and deletion. An item in transfer waits for the transfer before it is set aside.
 */
export function statusAllows(action: ItemAction, item: ItemState): boolean {
  if (action === 'delete') return true;
  if (item.status === 'inactive') return action === 'reactivate';
  if (item.status === 'decommissioned') return false;
  switch (action) {
    case 'reactivate':
      return false;
    case 'deactivate':
      return item.status !== 'in_transfer';
    case 'repair':
      return item.status !== 'in_service' && item.status !== 'in_transfer';
    case 'back':
      return item.status === 'in_service';
    case 'ban':
      return item.status !== 'in_transfer';
    case 'mark':
      return !item.code;
    case 'move':
      return movableStatuses.includes(item.status);
    case 'merge':
      return Boolean(item.parent) && !item.mountedOn;
    default:
      return true;
  }
}

/** Whether a new stocktaking expects the item: not once it is written off or set aside as inactive. */
export function expectedInStocktaking(item: Pick<ItemState, 'status'>): boolean {
  return item.status !== 'decommissioned' && item.status !== 'inactive';
}
