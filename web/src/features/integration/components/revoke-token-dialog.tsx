import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import type { AccessTokens } from '../api/list-tokens';
import { useRevokeToken } from '../api/revoke-token';
import '../i18n';

/** Asks before revoking: calls with the token are refused from the moment it is revoked. */
export function RevokeTokenDialog({ token, onClose }: { token: AccessTokens['tokens'][number]; onClose: () => void }) {
  const { t } = useTranslation('integration');
  const revoke = useRevokeToken();
  const errorToast = useErrorToast();
  const confirm = () =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        notify.success(t('revoked'));
        onClose();
      },
      onError: errorToast,
    });
  return (
    <ConfirmDialog
      open
      danger
      title={t('revoke_title', { name: token.name })}
      confirmLabel={t('revoke')}
      loading={revoke.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      confirmTestId="integration-revoke-confirm"
    >
      <Text>{t('revoke_text')}</Text>
    </ConfirmDialog>
  );
}
