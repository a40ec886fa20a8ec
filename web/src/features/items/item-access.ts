import { roleGroups } from '../../../../shared/permissions';
import type { Role } from '../../../../shared/roles';
import type { Item } from '../../../../shared/schemas/items';

export const itemActions = ['edit', 'repair', 'back', 'ban', 'mark', 'move', 'place', 'mount', 'duplicate', 'merge', 'delete'] as const;
export type ItemAction = (typeof itemActions)[number];
/** The card's actions with a dialog: the footer's, and taking one piece of equipment off (per row). */
export type ItemDialogAction = ItemAction | 'unmount';

/** Actions of the plan's `equipment` feature: without it the card offers neither. */
export const equipmentActions: readonly ItemDialogAction[] = ['mount', 'unmount'];

/**
 * Who may use each action: the roles of its route in shared/routes.ts (a test holds them equal).
 * The web hides what a role cannot use; the plan is the server's to refuse (the plan notice).
 */
export const itemActionRoles: Record<ItemDialogAction | 'create', readonly Role[]> = {
  create: roleGroups.staff,
  edit: roleGroups.staff,
  repair: roleGroups.staff,
  back: roleGroups.staff,
  ban: roleGroups.staff,
  mark: roleGroups.members,
  move: roleGroups.staff,
  place: roleGroups.staff,
  mount: roleGroups.staff,
  unmount: roleGroups.staff,
  merge: roleGroups.staff,
  duplicate: roleGroups.staff,
  delete: roleGroups.panelAdmins,
};

export const mayUse = (role: Role, action: ItemDialogAction | 'create'): boolean => itemActionRoles[action].includes(role);

/** Statuses an item may be moved from (the server's rule): not while in service, transfer or closed. */
const movable: readonly Item['status'][] = ['not_marked', 'not_distributed', 'marked', 'returned_from_service'];

/**
 * Whether an action fits the item's status now. A decommissioned item is closed to every operation;
 * deleting it stays possible (the API deletes closed items with their history). Merging back needs
 * the batch it was separated from, and is refused while the item is mounted on equipment.
 */
export function isActionAvailable(action: ItemDialogAction, item: Pick<Item, 'status' | 'code'> & Partial<Pick<Item, 'parent' | 'mountedOn'>>): boolean {
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
      return movable.includes(item.status);
    case 'merge':
      return Boolean(item.parent) && !item.mountedOn;
    default:
      return true;
  }
}
