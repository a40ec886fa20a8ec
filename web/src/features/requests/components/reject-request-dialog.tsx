import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { StickerRequest } from '../../../../../shared/schemas/requests';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/toaster';
import { useRejectRequest } from '../api/reject-request';
import { tellingError } from '../request-view';
import '../i18n';

/** Asks before a draft is rejected: a rejected order is never edited or published again. */
export function RejectRequestDialog({ request, onDone, onCancel }: { request: StickerRequest; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['requests', 'errors']);
  const reject = useRejectRequest();
  return (
    <ConfirmDialog
      open
      title={t('reject_title', { code: request.code })}
      confirmLabel={t('reject_confirm')}
      danger
      loading={reject.isPending}
      onConfirm={() =>
        reject.mutate(request._id, {
          onSuccess: () => {
            notify.success(t('rejected'));
            onDone();
          },
          onError: (error) => {
            const named = tellingError(error);
            notify.error(named ? t(named, { ns: 'errors' }) : t('error_reject'));
          },
        })
      }
      onCancel={onCancel}
      confirmTestId="request-reject-confirm"
    >
      <Text>{t('reject_text')}</Text>
    </ConfirmDialog>
  );
}
