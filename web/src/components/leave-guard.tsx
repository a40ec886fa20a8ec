import { Text } from '@chakra-ui/react/text';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';
import './ui-i18n';

/**
 * Spec: leaving a form page with unsaved changes asks for confirmation, inside the app (a dialog)
 * and when the tab is closed or reloaded (the browser's own prompt).
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('ui');
  const blocker = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: () => when, withResolver: true });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title={t('leave_title')}
      confirmLabel={t('leave_confirm')}
      cancelLabel={t('leave_stay')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      confirmTestId="leave-confirm"
    >
      <Text>{t('leave_text')}</Text>
    </ConfirmDialog>
  );
}
