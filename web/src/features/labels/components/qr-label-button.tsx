import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrLabelDialog } from './qr-label-dialog';
import '../i18n';

/** The item card's "QR label" button and its dialog. */
export function QrLabelButton({ companyId, code }: { companyId: string; code: string | null }) {
  const { t } = useTranslation('labels');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="qr-label-open">
        {t('qr_button')}
      </Button>
      {open ? <QrLabelDialog companyId={companyId} code={code} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
