import { Text } from '@chakra-ui/react/text';
import { useBulkAction } from '../../api/bulk-action';
import { BulkDialog } from './bulk-dialog';
import type { BulkDialogProps } from './bulk-dialog-props';
import { useBulkDialog } from './use-bulk-dialog';

/** Deactivates the selected items: they are set aside until reactivated (docs/decisions.md, issue 28). */
export function BulkDeactivateDialog({ action, role, companyId, selection, count, matching, onClose, onStarted }: BulkDialogProps) {
  const { t, failure, fail, title, testId } = useBulkDialog(action);
  const bulk = useBulkAction(companyId);
  const send = () => {
    failure.reset();
    bulk.mutate({ action: 'deactivate', selection }, { onSuccess: onStarted, onError: fail });
  };
  return (
    <BulkDialog title={title} testId={testId} role={role} count={count} matching={matching} submitting={bulk.isPending} failure={failure} onSubmit={send} onClose={onClose}>
      <Text>{t('bulk.deactivate_text')}</Text>
    </BulkDialog>
  );
}
