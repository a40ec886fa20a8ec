import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportDialog, type ReportDialogProps } from './report-dialog';

/** The items list's "Report" button; the dialog it opens sends the list as shown now. */
export function ReportButton(props: Omit<ReportDialogProps, 'onClose'>) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="items-report">
        {t('button')}
      </Button>
      {open ? <ReportDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
