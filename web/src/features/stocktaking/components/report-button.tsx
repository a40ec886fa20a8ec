import { Button } from '@chakra-ui/react/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { reportLink, requestStocktakingReport } from '../api/stocktaking-report';
import { refetchMs } from '../stocktaking-view';
import '../i18n';

/**
 * "Download report": asks for the xlsx, and while the export worker builds it (state processing) asks
 * again every 2 s with a spinner; once ready the browser goes to the link, which downloads the file.
 */
export function ReportButton({ companyId, stocktakingId }: { companyId: string; stocktakingId: string }) {
  const { t } = useTranslation(['stocktaking', 'common']);
  const [busy, setBusy] = useState(false);
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
    };
  }, []);

  const download = async () => {
    setBusy(true);
    try {
      const url = await reportLink(() => requestStocktakingReport(companyId, stocktakingId), {
        intervalMs: refetchMs.report,
        stopped: () => gone.current,
      });
      // The link answers with the file as an attachment: the browser downloads it and stays on the page.
      if (url) window.location.assign(url);
    } catch (error) {
      // The API's own message (in the interface language) says why; an outage says to contact support.
      const named = isApiError(error) && error.error !== 'NetworkError' && error.error !== 'InternalError';
      notify.error(t('report_failed'), named ? error.message : t('contact_support', { ns: 'common' }));
    } finally {
      if (!gone.current) setBusy(false);
    }
  };

  return (
    <Button
      variant="outline"
      loading={busy}
      loadingText={t('report_preparing')}
      onClick={() => void download()}
      data-testid="stocktaking-report"
      data-state={busy ? 'processing' : 'idle'}
    >
      {t('report')}
    </Button>
  );
}
