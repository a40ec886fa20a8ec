import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import { useFinishStocktaking } from '../api/finish-stocktaking';
import { useFormatNumber } from '../use-format-number';
import '../i18n';

interface FinishDialogProps {
  companyId: string;
  stocktakingId: string;
  missing: number;
  onClose: () => void;
}

/** Finishing is final: the phones' later scans are refused, so it asks first and says what is still missing. */
export function FinishDialog({ companyId, stocktakingId, missing, onClose }: FinishDialogProps) {
  const { t } = useTranslation('stocktaking');
  const { number } = useFormatNumber();
  const errorToast = useErrorToast();
  const finish = useFinishStocktaking(companyId, stocktakingId);
  const confirm = () =>
    finish.mutate(undefined, {
      onSuccess: () => {
        notify.success(t('finished'));
        onClose();
      },
      onError: errorToast,
    });
  return (
    <ConfirmDialog
      open
      title={t('finish_title')}
      confirmLabel={t('finish')}
      loading={finish.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      confirmTestId="stocktaking-finish-confirm"
    >
      <Text>{t('finish_text', { missing: number(missing) })}</Text>
    </ConfirmDialog>
  );
}
