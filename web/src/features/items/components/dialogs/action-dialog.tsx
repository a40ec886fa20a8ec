import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../../shared/roles';
import { AccessNotice } from '../../../../components/access-notice';
import { FormDialog } from '../../../../components/form-dialog';
import type { DialogFailure } from './use-dialog-failure';
import '../../i18n';

interface ActionDialogProps {
  title: string;
  submitLabel: string;
  role: Role;
  submitting: boolean;
  failure: DialogFailure;
  /** Reloads the item after a concurrent change. */
  onReload?: () => void;
  onSubmit: () => void;
  onClose: () => void;
  testId: string;
  children?: ReactNode;
}

/** A dialog of one item action with the refusals every action shares above its fields. */
export function ActionDialog({ title, submitLabel, role, submitting, failure, onReload, onSubmit, onClose, testId, children }: ActionDialogProps) {
  const { t } = useTranslation('items');
  return (
    <FormDialog
      open
      title={title}
      submitLabel={submitLabel}
      submitting={submitting}
      onSubmit={onSubmit}
      onClose={onClose}
      submitTestId="item-dialog-submit"
      testId={testId}
    >
      <Stack gap="4">
        {failure.refusal ? <AccessNotice error={failure.refusal} role={role} /> : null}
        {failure.concurrent ? (
          <Alert.Root status="warning" alignItems="center" data-testid="item-concurrent">
            <Alert.Indicator />
            <Alert.Description flex="1">{t('ConcurrentChange', { ns: 'errors' })}</Alert.Description>
            {onReload ? (
              <Button size="sm" variant="outline" onClick={onReload} data-testid="item-reload">
                {t('reload')}
              </Button>
            ) : null}
          </Alert.Root>
        ) : null}
        {children}
      </Stack>
    </FormDialog>
  );
}
