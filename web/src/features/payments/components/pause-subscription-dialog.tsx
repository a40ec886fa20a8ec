import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/toaster';
import { usePauseSubscription } from '../api/pause-subscription';
import '../i18n';

/** Spec: pausing sends a cancel request: "request sent" on success, "contact support" on failure. */
export function PauseSubscriptionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('payments');
  const pause = usePauseSubscription();
  const confirm = () =>
    pause.mutate(undefined, {
      onSuccess: () => {
        notify.success(t('billing.pause_sent'));
        onClose();
      },
      onError: () => {
        notify.error(t('billing.pause_failed'));
        onClose();
      },
    });
  return (
    <ConfirmDialog
      open
      danger
      title={t('billing.pause_title')}
      confirmLabel={t('billing.pause')}
      loading={pause.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      confirmTestId="billing-pause-confirm"
    >
      <Text>{t('billing.pause_text')}</Text>
    </ConfirmDialog>
  );
}
