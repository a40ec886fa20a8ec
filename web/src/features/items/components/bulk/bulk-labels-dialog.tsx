import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { defaultLabelFormat, type LabelFormatId } from '../../../../../../shared/label-formats';
import { FormatSelect } from '../../../labels/components/format-select';
import { usePrintLabels, type LabelsSelectionBody } from '../../api/bulk-labels';
import { BulkDialog } from './bulk-dialog';
import type { BulkDialogProps } from './bulk-dialog-props';
import { useBulkDialog } from './use-bulk-dialog';

/** Labels take what a bulk action does, and a finished import's items. */
type BulkLabelsDialogProps = Omit<BulkDialogProps, 'selection'> & { selection: LabelsSelectionBody };

/** "Print labels": one PDF of the selected items' labels in the chosen format; items without a code get one. */
export function BulkLabelsDialog({ action, role, companyId, selection, count, matching, onClose, onStarted }: BulkLabelsDialogProps) {
  const { t, failure, fail, title, testId } = useBulkDialog(action, ['type']);
  const print = usePrintLabels(companyId);
  const [format, setFormat] = useState<LabelFormatId>(defaultLabelFormat);
  const send = () => {
    failure.reset();
    print.mutate({ selection, type: format }, { onSuccess: onStarted, onError: fail });
  };
  return (
    <BulkDialog title={title} testId={testId} role={role} count={count} matching={matching} submitting={print.isPending} failure={failure} onSubmit={send} onClose={onClose}>
      <Text color="fg.muted">{t('bulk.labels_text')}</Text>
      <FormatSelect value={format} onChange={setFormat} />
    </BulkDialog>
  );
}
