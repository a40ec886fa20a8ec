import { Text } from '@chakra-ui/react/text';
import { useBulkAction } from '../../api/bulk-action';
import { BulkDialog } from './bulk-dialog';
import type { BulkDialogProps } from './bulk-dialog-props';
import { useBulkDialog } from './use-bulk-dialog';

/** Reactivates the selected inactive items, each with the status it had before. */
export function BulkReactivateDialog({ action, role, companyId, selection, count, matching, onClose, onStarted }: BulkDialogProps) {
  const { t, failure, fail, title, testId } = useBulkDialog(action);
  const bulk = useBulkAction(companyId);
  const send = () => {
    failure.reset();
    bulk.mutate({ action: 'reactivate', selection }, { onSuccess: onStarted, onError: fail });
  };
  return (
    <BulkDialog title={title} testId={testId} role={role} count={count} matching={matching} submitting={bulk.isPending} failure={failure} onSubmit={send} onClose={onClose}>
      <Text>{t('bulk.reactivate_text')}</Text>
    </BulkDialog>
  );
}
