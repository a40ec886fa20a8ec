import { Button } from '@chakra-ui/react/button';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { myCompanyQuery } from '../../company/api/my-company';
import { ScanIcon } from '../../scan/components/scan-icon';
import '../../scan/i18n';

// The camera, the decoder fallback and the dialogs load only when someone scans.
const ScanDialog = lazy(() => import('../../scan/components/scan-dialog').then((module) => ({ default: module.ScanDialog })));
const ScanBindDialog = lazy(() => import('./scan-bind-dialog').then((module) => ({ default: module.ScanBindDialog })));

type Open = { kind: 'scan' } | { kind: 'bind'; code: string; companyId: string } | null;

/**
 * "Scan": reads an item's label with the phone's camera, an NFC tag, a hand scanner or its code
 * typed by hand and opens the item; a code no item has opens the scan-to-bind loop with that code
 * (it stays open for the next label). `iconOnly` fits a crowded top bar; the label stays as the
 * accessible name. It sits with the labels, which own that loop: the scan feature stays below them.
 */
export function ScanButton({ iconOnly = false }: { iconOnly?: boolean }) {
  const { t } = useTranslation('scan');
  const { data: company } = useQuery(myCompanyQuery);
  const [open, setOpen] = useState<Open>(null);
  return (
    <>
      <Button variant="ghost" minW="44px" h="44px" px={iconOnly ? '0' : '3'} aria-label={t('button')} data-testid="scan-button" onClick={() => setOpen({ kind: 'scan' })}>
        <ScanIcon width="22" height="22" />
        {iconOnly ? null : t('button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          {open.kind === 'scan' ? (
            <ScanDialog
              onClose={() => setOpen(null)}
              onUnknown={(code) => (company ? setOpen({ kind: 'bind', code, companyId: company._id }) : setOpen(null))}
            />
          ) : (
            <ScanBindDialog companyId={open.companyId} initialCode={open.code} onClose={() => setOpen(null)} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
