import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../components/use-error-toast';
import { notify } from '../../lib/toaster';
import { useRecordDone } from './api/record-done';
import { localToday } from './maintenance-search';
import { returnDoneBody, type ReturnRecord } from './return-record';
import './i18n';

/**
 * Records the maintenance after the return from service (or the sending to it) succeeded: a separate
 * call, so a failure leaves the return done; the error shows, with the way to record it from the
 * item's card.
 */
export function useRecordOnReturn(companyId: string, after: 'return' | 'service' = 'return') {
  const { t } = useTranslation('maintenance');
  const failed = useErrorToast();
  const record = useRecordDone(companyId);
  return {
    pending: record.isPending,
    record: (itemId: string, chosen: ReturnRecord) =>
      record.mutateAsync({ itemId, planId: chosen.planId, body: returnDoneBody(chosen, localToday()) }).then(
        () => notify.success(t('recorded')),
        (error: unknown) => {
          failed(error);
          notify.warning(t(after === 'return' ? 'record_failed' : 'record_failed_service'));
        },
      ),
  };
}
