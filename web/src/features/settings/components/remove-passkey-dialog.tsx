import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { Passkey } from '../../../../../shared/schemas/passkeys';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import { useRemovePasskey } from '../api/remove-passkey';
import '../i18n';

/** Asks before removing a passkey (it stops signing in at once). */
export function RemovePasskeyDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const errorToast = useErrorToast();
  const remove = useRemovePasskey();

  const confirm = () => {
    if (!passkey) return;
    remove.mutate(passkey._id, {
      onSuccess: () => {
        notify.success(t('passkeys.removed'));
        onClose();
      },
      onError: errorToast,
    });
  };

  return (
    <ConfirmDialog
      open={passkey !== null}
      title={t('passkeys.remove_title', { name: passkey?.name ?? '' })}
      confirmLabel={t('passkeys.remove')}
      danger
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      confirmTestId="passkey-remove-confirm"
    >
      <Text>{t('passkeys.remove_text')}</Text>
    </ConfirmDialog>
  );
}
