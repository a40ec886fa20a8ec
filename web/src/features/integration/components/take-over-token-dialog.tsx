import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import type { AccessTokens } from '../api/list-tokens';
import { useTakeOverToken } from '../api/take-over-token';
import '../i18n';

/** Asks root before taking a token over: from then on it follows root, and a suspended one works again. */
export function TakeOverTokenDialog({ token, onClose }: { token: AccessTokens['tokens'][number]; onClose: () => void }) {
  const { t } = useTranslation('integration');
  const takeOver = useTakeOverToken();
  const errorToast = useErrorToast();
  const confirm = () =>
    takeOver.mutate(token.id, {
      onSuccess: () => {
        notify.success(t('taken_over'));
        onClose();
      },
      onError: errorToast,
    });
  return (
    <ConfirmDialog
      open
      title={t('take_over_title', { name: token.name })}
      confirmLabel={t('take_over')}
      loading={takeOver.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      confirmTestId="integration-take-over-confirm"
    >
      <Text>{t('take_over_text')}</Text>
    </ConfirmDialog>
  );
}
