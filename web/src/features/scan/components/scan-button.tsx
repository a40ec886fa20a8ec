import { Button } from '@chakra-ui/react/button';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScanIcon } from './scan-icon';
import '../i18n';

// The camera, the decoder fallback and the dialog load only when someone scans.
const ScanDialog = lazy(() => import('./scan-dialog').then((module) => ({ default: module.ScanDialog })));

/**
 * "Scan": reads an item's QR label with the phone's camera (or its code typed by hand) and opens the
 * item, or offers to bind the code when no item has it (the label page /q/<code> does both).
 * `iconOnly` fits a crowded top bar; the label stays as the accessible name.
 */
export function ScanButton({ iconOnly = false }: { iconOnly?: boolean }) {
  const { t } = useTranslation('scan');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" minW="44px" h="44px" px={iconOnly ? '0' : '3'} aria-label={t('button')} data-testid="scan-button" onClick={() => setOpen(true)}>
        <ScanIcon width="22" height="22" />
        {iconOnly ? null : t('button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ScanDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
