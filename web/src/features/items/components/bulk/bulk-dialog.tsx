import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmounts } from '../../../../components/use-amounts';
import { ActionDialog } from '../dialogs/action-dialog';
import type { DialogFailure } from '../dialogs/use-dialog-failure';
import type { BulkDialogProps } from './bulk-dialog-props';
import '../../i18n';

interface BulkDialogFrameProps extends Pick<BulkDialogProps, 'role' | 'count' | 'matching' | 'onClose'> {
  title: string;
  testId: string;
  submitting: boolean;
  failure: DialogFailure;
  onSubmit: () => void;
  children?: ReactNode;
}

/** A bulk action's dialog: what it applies to, then the action's own fields, in the item dialogs' frame. */
export function BulkDialog({ title, testId, role, count, matching, submitting, failure, onSubmit, onClose, children }: BulkDialogFrameProps) {
  const { t } = useTranslation('items');
  const number = useAmounts().count(count);
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={submitting} failure={failure} onSubmit={onSubmit} onClose={onClose} testId={testId}>
      <Text fontWeight="medium" data-testid="bulk-dialog-count">
        {matching ? t('bulk.applies_to_all', { number }) : t('bulk.applies_to', { number })}
      </Text>
      {children}
    </ActionDialog>
  );
}
