import type { Role } from '../../../../../../shared/roles';
import type { BulkAction } from '../../../../lib/item-access';
import type { BulkJob } from '../../api/bulk-action';
import type { BulkSelectionBody } from '../../selection';

/** The bar's actions: the bulk call's, and printing labels for the selection. */
export type BulkDialogAction = BulkAction;

export interface BulkDialogProps {
  action: BulkDialogAction;
  role: Role;
  companyId: string;
  withObjects: boolean;
  /** What the call sends: the picked ids, or the list's query. */
  selection: BulkSelectionBody;
  /** How many items that is, and whether it is every item the list matches. */
  count: number;
  matching: boolean;
  onClose: () => void;
  /** The call answered its job: done already, or queued for the job dialog to follow. */
  onStarted: (job: BulkJob) => void;
}
