import { roleGroups } from '../../../../shared/permissions';
import type { Role } from '../../../../shared/roles';
import type { Item } from '../../../../shared/schemas/items';

export const itemActions = ['edit', 'repair', 'back', 'ban', 'mark', 'move', 'place', 'duplicate', 'delete'] as const;
export type ItemAction = (typeof itemActions)[number];

/**
 * Who may use each action: the roles of its route in shared/routes.ts (a test holds them equal).
 * The web hides what a role cannot use; the plan is the server's to refuse (the plan notice).
 */
export const itemActionRoles: Record<ItemAction | 'create', readonly Role[]> = {
  create: roleGroups.staff,
  edit: roleGroups.staff,
  repair: roleGroups.staff,
  back: roleGroups.staff,
  ban: roleGroups.staff,
  mark: roleGroups.members,
  move: roleGroups.staff,
  place: roleGroups.staff,
  duplicate: roleGroups.staff,
  delete: roleGroups.panelAdmins,
};

export const mayUse = (role: Role, action: ItemAction | 'create'): boolean => itemActionRoles[action].includes(role);

/** Statuses an item may be moved from (the server's rule): not while in service, transfer or closed. */
const movable: readonly Item['status'][] = ['not_marked', 'not_distributed', 'marked', 'returned_from_service'];

/**
 * Whether an action fits the item's status now. A decommissioned item is closed to every operation;
 * deleting it stays possible (the API deletes closed items with their history).
 */
export function isActionAvailable(action: ItemAction, item: Pick<Item, 'status' | 'code'>): boolean {
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
    default:
      return true;
  }
}
