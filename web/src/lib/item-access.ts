import { roleGroups } from '../../../shared/permissions';
import { itemActions, type ItemAction } from '../../../shared/item-rules';
import type { Role } from '../../../shared/roles';

/** What the status of an item allows is shared with the server: shared/item-rules.ts. */
export { statusAllows } from '../../../shared/item-rules';

/** The card's actions with a dialog: the footer's, and taking one piece of equipment off (per row). Separating has no dialog of its own: repair and ban separate a part of a batch. */
export type ItemDialogAction = Exclude<ItemAction, 'separate'>;

/** The card footer's buttons, in the order of the shared list; unmounting is offered per row of the equipment. */
export const cardActions = itemActions.filter(
  (action): action is Exclude<ItemDialogAction, 'unmount'> => action !== 'separate' && action !== 'unmount',
);

/** Actions of the plan's `equipment` feature: without it the card offers neither. */
export const equipmentActions: readonly ItemDialogAction[] = ['mount', 'unmount'];

/**
 * Who may use each action: the roles of its route in shared/routes/items.ts (a test holds them equal).
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
  deactivate: roleGroups.staff,
  reactivate: roleGroups.staff,
  delete: roleGroups.panelAdmins,
};

export const mayUse = (role: Role, action: ItemDialogAction | 'create'): boolean => itemActionRoles[action].includes(role);

/**
 * The items list's bulk actions (docs/bulk-actions.md), in the bar's order. Each is allowed to the
 * roles of the single-item action it repeats, as the server decides; printing and binding labels is marking.
 */
export const bulkActions = ['labels', 'bind', 'move', 'place', 'repair', 'back', 'ban', 'deactivate', 'reactivate', 'delete'] as const;
export type BulkAction = (typeof bulkActions)[number];

export const mayUseBulk = (role: Role, action: BulkAction): boolean => mayUse(role, action === 'labels' || action === 'bind' ? 'mark' : action);
