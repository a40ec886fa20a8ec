import type { ItemState } from '../../../../shared/item-rules';
import type { Role } from '../../../../shared/roles';
import { cardActions, equipmentActions, mayUse, statusAllows } from '../../lib/item-access';

export type CardAction = (typeof cardActions)[number];

/** Why an offered action cannot be used now (a key of the items namespace's `action_off`). */
export type OffReason = 'inactive' | 'closed' | 'in_service' | 'not_in_service' | 'in_transfer' | 'has_code' | 'not_movable' | 'mounted' | 'plan';

export interface OfferedAction {
  name: CardAction;
  /** Set when the action is shown but cannot be used: the reason said beside it. */
  off?: OffReason;
}

export interface CardActionsLayout {
  /** The buttons: what is done with an item most often, for its status. */
  main: OfferedAction[];
  /** The rest, in the "More actions" menu, in the shared order. */
  more: OfferedAction[];
}

interface CardContext {
  role: Role;
  item: ItemState;
  /** The plan's features the card's actions depend on. */
  plan: { objects: boolean; equipment: boolean };
}

/** Why the status refuses an action, or nothing when it allows it (the rules are shared/item-rules.ts). */
function statusReason(name: CardAction, item: CardContext['item']): OffReason | undefined {
  if (statusAllows(name, item)) return undefined;
  if (item.status === 'inactive') return 'inactive';
  if (item.status === 'decommissioned') return 'closed';
  if (item.status === 'in_transfer') return 'in_transfer';
  switch (name) {
    case 'repair':
      return 'in_service';
    case 'back':
      return 'not_in_service';
    case 'mark':
      return 'has_code';
    case 'merge':
      return 'mounted';
    default:
      return 'not_movable';
  }
}

/**
 * The card's actions: the role's only (the web hides what a role may never use), the plan's
 * missing ones shown off with the plan as the reason, and the status's refusals with theirs. The
 * main buttons are editing, handing to a person and the service step the status calls for; an
 * inactive item's is reactivating it.
 */
export function cardActionsLayout({ role, item, plan }: CardContext): CardActionsLayout {
  const planHas = (name: CardAction) => (name !== 'place' || plan.objects) && (plan.equipment || !equipmentActions.includes(name));
  const offered = cardActions
    .filter((name) => mayUse(role, name) && (name !== 'merge' || Boolean(item.parent)))
    // Only the one of deactivating and reactivating that fits the item is offered.
    .filter((name) => (name === 'reactivate' ? item.status === 'inactive' : name !== 'deactivate' || item.status !== 'inactive'))
    .map((name): OfferedAction => {
      const off = planHas(name) ? statusReason(name, item) : 'plan';
      return off ? { name, off } : { name };
    });
  const service: CardAction = item.status === 'in_service' ? 'back' : 'repair';
  const mainNames: CardAction[] = item.status === 'inactive' ? ['reactivate'] : ['edit', 'move', service];
  return {
    main: mainNames.flatMap((name) => offered.filter((action) => action.name === name)),
    more: offered.filter((action) => !mainNames.includes(action.name)),
  };
}
