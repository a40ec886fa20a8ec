import type { ItemStatus } from './schemas/items';

/**
 * What each item status allows (assets.md section 4), in one place for the server, which refuses
 * with ItemStatusError / ItemClosed / MergeRefused, and the web, which offers only what will work.
 */
export const itemActions = [
  'edit', 'repair', 'back', 'ban', 'mark', 'move', 'place', 'mount', 'unmount', 'duplicate', 'merge', 'separate', 'delete',
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
 * operation except deletion (which removes it with its history).
 */
export function statusAllows(action: ItemAction, item: ItemState): boolean {
  if (action === 'delete') return true;
  if (item.status === 'decommissioned') return false;
  switch (action) {
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
