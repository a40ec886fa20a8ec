import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import { AccessNotice, isAccessRefusal } from '../../../components/access-notice';
import { FormDialog } from '../../../components/form-dialog';
import { useErrorToast } from '../../../components/use-error-toast';
import { isApiError } from '../../../lib/api-client';
import '../i18n';

export type FieldErrors = Record<string, string>;

/**
 * How every item dialog answers a refused call: field errors on their fields, a role or plan refusal
 * as the notice, a concurrent change as "reload and try again", anything else as the error toast.
 */
export function useDialogFailure() {
  const errorToast = useErrorToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<unknown>(null);
  const [concurrent, setConcurrent] = useState(false);
  const fail = (error: unknown, fieldOf: Partial<Record<string, string>> = {}) => {
    if (isApiError(error, 'ValidationError') && Object.keys(error.fieldErrors).length > 0) return setErrors(error.fieldErrors);
    for (const [name, field] of Object.entries(fieldOf)) {
      if (field && isApiError(error, name as never)) return setErrors({ [field]: name });
    }
    if (isApiError(error, 'ConcurrentChange')) return setConcurrent(true);
    if (isAccessRefusal(error)) return setRefusal(error);
    errorToast(error);
  };
  const reset = () => {
    setErrors({});
    setRefusal(null);
    setConcurrent(false);
  };
  return { errors, setErrors, refusal, concurrent, fail, reset };
}

interface ActionDialogProps {
  title: string;
  submitLabel: string;
  role: Role;
  submitting: boolean;
  failure: ReturnType<typeof useDialogFailure>;
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
