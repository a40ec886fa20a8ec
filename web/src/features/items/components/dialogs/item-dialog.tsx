import { BackDialog } from './back-dialog';
import { BanDialog } from './ban-dialog';
import { DeactivateDialog } from './deactivate-dialog';
import { DeleteDialog } from './delete-dialog';
import { DuplicateDialog } from './duplicate-dialog';
import { EditDialog } from './edit-dialog';
import type { ItemDialogProps } from './item-dialog-props';
import { MarkDialog } from './mark-dialog';
import { MergeDialog } from './merge-dialog';
import { MountDialog } from './mount-dialog';
import { MoveDialog } from './move-dialog';
import { PlaceDialog } from './place-dialog';
import { ReactivateDialog } from './reactivate-dialog';
import { RepairDialog } from './repair-dialog';
import { UnmountDialog } from './unmount-dialog';

/** The dialog of one item action. */
export function ItemDialog(props: ItemDialogProps) {
  switch (props.action) {
    case 'edit':
      return <EditDialog {...props} />;
    case 'repair':
      return <RepairDialog {...props} />;
    case 'back':
      return <BackDialog {...props} />;
    case 'ban':
      return <BanDialog {...props} />;
    case 'mark':
      return <MarkDialog {...props} />;
    case 'move':
      return <MoveDialog {...props} />;
    case 'place':
      return <PlaceDialog {...props} />;
    case 'mount':
      return <MountDialog {...props} />;
    case 'unmount':
      return <UnmountDialog {...props} />;
    case 'merge':
      return <MergeDialog {...props} />;
    case 'duplicate':
      return <DuplicateDialog {...props} />;
    case 'deactivate':
      return <DeactivateDialog {...props} />;
    case 'reactivate':
      return <ReactivateDialog {...props} />;
    case 'delete':
      return <DeleteDialog {...props} />;
  }
}
