import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '../../../../../shared/schemas/users';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import { useDeactivateUser } from '../api/deactivate-user';
import { useReactivateUser } from '../api/reactivate-user';
import '../i18n';

interface UserStatusDialogProps {
  user: CompanyUser;
  companyId: string;
  onClose: () => void;
}

/**
 * Asks before deactivating an active user (signed out at once, items stay with them) or
 * reactivating an inactive one (takes a seat of the plan again): docs/inactive-users.md.
 */
export function UserStatusDialog({ user, companyId, onClose }: UserStatusDialogProps) {
  const { t } = useTranslation('users');
  const errorToast = useErrorToast();
  const deactivate = useDeactivateUser(companyId);
  const reactivate = useReactivateUser(companyId);
  const change = user.active ? deactivate : reactivate;
  const step = user.active ? 'deactivate' : 'reactivate';

  const confirm = () =>
    change.mutate(user._id, {
      onSuccess: () => {
        notify.success(t(user.active ? 'deactivated' : 'reactivated'));
        onClose();
      },
      onError: errorToast,
    });

  return (
    <ConfirmDialog
      open
      title={t(`${step}_title`, { name: user.displayName })}
      confirmLabel={t(step)}
      danger={user.active}
      loading={change.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      confirmTestId={`user-${step}-confirm`}
    >
      <Text>{t(`${step}_text`, { name: user.displayName })}</Text>
    </ConfirmDialog>
  );
}
