import { BulkBackDialog } from './bulk-back-dialog';
import { BulkBindDialog } from './bulk-bind-dialog';
import { BulkBanDialog } from './bulk-ban-dialog';
import type { BulkDialogProps } from './bulk-dialog-props';
import { BulkDeactivateDialog } from './bulk-deactivate-dialog';
import { BulkDeleteDialog } from './bulk-delete-dialog';
import { BulkLabelsDialog } from './bulk-labels-dialog';
import { BulkMoveDialog } from './bulk-move-dialog';
import { BulkPlaceDialog } from './bulk-place-dialog';
import { BulkReactivateDialog } from './bulk-reactivate-dialog';
import { BulkRepairDialog } from './bulk-repair-dialog';

/** The dialog of one bulk action. */
export function BulkActionDialog(props: BulkDialogProps) {
  switch (props.action) {
    case 'labels':
      return <BulkLabelsDialog {...props} />;
    case 'bind':
      return <BulkBindDialog {...props} />;
    case 'move':
      return <BulkMoveDialog {...props} />;
    case 'place':
      return <BulkPlaceDialog {...props} />;
    case 'repair':
      return <BulkRepairDialog {...props} />;
    case 'back':
      return <BulkBackDialog {...props} />;
    case 'ban':
      return <BulkBanDialog {...props} />;
    case 'deactivate':
      return <BulkDeactivateDialog {...props} />;
    case 'reactivate':
      return <BulkReactivateDialog {...props} />;
    case 'delete':
      return <BulkDeleteDialog {...props} />;
  }
}
