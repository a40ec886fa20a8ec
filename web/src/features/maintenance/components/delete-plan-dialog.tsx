import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { MaintenancePlan } from '../../../../../shared/schemas/maintenance';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import { useDeletePlan } from '../api/delete-plan';
import '../i18n';

export function DeletePlanDialog({ companyId, plan, onClose }: { companyId: string; plan: MaintenancePlan; onClose: () => void }) {
  const { t } = useTranslation('maintenance');
  const failed = useErrorToast();
  const remove = useDeletePlan(companyId);
  const confirm = () =>
    remove.mutate(
      { itemId: plan.itemId, planId: plan._id },
      {
        onSuccess: () => {
          notify.success(t('deleted'));
          onClose();
        },
        onError: failed,
      },
    );
  return (
    <ConfirmDialog
      open
      title={t('delete_title', { title: plan.title })}
      confirmLabel={t('delete')}
      danger
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      confirmTestId="maintenance-delete-confirm"
    >
      <Text>{t('delete_text')}</Text>
    </ConfirmDialog>
  );
}
