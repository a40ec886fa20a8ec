import { Text } from '@chakra-ui/react/text';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import { useDeleteStocktaking } from '../api/delete-stocktaking';
import '../i18n';

interface DeleteStocktakingDialogProps {
  companyId: string;
  stocktaking: { _id: string; title: string };
  onClose: () => void;
}

/** Deletes a stocktaking for good; a refusal (StocktakingDeleteError) says the spec's "Cannot delete stocktaking". */
export function DeleteStocktakingDialog({ companyId, stocktaking, onClose }: DeleteStocktakingDialogProps) {
  const { t } = useTranslation('stocktaking');
  const navigate = useNavigate();
  const errorToast = useErrorToast();
  const remove = useDeleteStocktaking(companyId, stocktaking._id);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success(t('deleted'));
        onClose();
        void navigate({ to: '/stocktaking' });
      },
      onError: (error) => {
        onClose();
        errorToast(error);
      },
    });
  return (
    <ConfirmDialog
      open
      title={t('delete_title', { title: stocktaking.title })}
      confirmLabel={t('delete')}
      danger
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      confirmTestId="stocktaking-delete-confirm"
    >
      <Text>{t('delete_text')}</Text>
    </ConfirmDialog>
  );
}
