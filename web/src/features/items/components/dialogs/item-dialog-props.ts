import type { Role } from '../../../../../../shared/roles';
import type { Item } from '../../../../../../shared/schemas/items';
import type { ItemDialogAction } from '../../../../lib/item-access';

export interface ItemDialogProps {
  action: ItemDialogAction;
  item: Item;
  /** The piece of equipment to take off this item (unmount). */
  child?: Item;
  role: Role;
  companyId: string;
  withObjects: boolean;
  onClose: () => void;
  onReload: () => void;
  /**
   * The item is gone (deleted) or another one was made (duplicated): the caller leaves for it.
   * With `gone`, this item no longer exists (merged back into the batch it leaves for).
   */
  onLeave: (to: { id: string; gone?: boolean } | 'list') => void;
  /** The part of the dialog to open unfolded: the edit dialog's depreciation terms, asked for by the card's book value hint. */
  focus?: 'depreciation';
}
