import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeFromScan } from '../../../../../shared/label-formats';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { itemByCodeQuery } from '../../../lib/api/item-by-code';
import { scannedCode } from '../../scan/scan-payload';
import { CameraView } from '../../scan/components/camera-view';
import { NfcStatus } from '../../scan/components/nfc-status';
import { useNfcScan, useWedgeScans } from '../../scan/use-scan-sources';
import { useBulkMark } from '../api/bulk-mark';
import { ItemPicker, type PickedItem } from './item-picker';
import '../i18n';
import '../../scan/i18n';

/** The camera reads a label several times a second: the same text again within this time is the same scan. */
const sameScanMs = 2500;

interface BoundPair {
  code: string;
  label: string;
}

/**
 * Binding labels one after another on a phone: scan a label, then pick the item it is stuck on (or
 * scan the item's serial number, which searches for it); the pair is bound at once and the camera
 * is ready for the next label. A label already on an item says which; a code typed by hand works
 * when the camera does not, and an NFC tag (Web NFC) or a hand scanner typing as a keyboard (focus
 * anywhere) reads as the camera does. `initialCode`: a label just scanned elsewhere (the scan
 * dialog, which found no item with it), the first pair's label.
 */
export function ScanBindDialog({ companyId, initialCode, onClose }: { companyId: string; initialCode?: string; onClose: () => void }) {
  const { t } = useTranslation(['labels', 'errors']);
  const { t: scanT } = useTranslation('scan');
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const bind = useBulkMark(companyId);
  const [code, setCode] = useState<string | null>(initialCode ?? null);
  const [typed, setTyped] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  /** What the item search starts with, and a new picker for each new one. */
  const [search, setSearch] = useState({ term: '', key: 0 });
  const [bound, setBound] = useState<BoundPair[]>([]);
  const lastScan = useRef({ text: '', at: 0 });

  const takeCode = async (candidate: string) => {
    const owner = await queryClient.fetchQuery(itemByCodeQuery(companyId, candidate)).catch(() => null);
    if (owner) return setNotice(t('scan_bind_taken', { code: candidate, item: owner.title }));
    setNotice(null);
    setCode(candidate);
    setSearch((previous) => ({ term: '', key: previous.key + 1 }));
  };

  /** A text the camera, an NFC tag or a hand scanner read: the label in the first step, the item in the second. */
  const read = (text: string) => {
    const scanned = scannedCode(text);
    if (!code) {
      if (scanned) void takeCode(scanned);
      else setNotice(scanT('unreadable', { text: text.slice(0, 120) }));
      return;
    }
    if (scanned === code) return;
    // Looking for the item: anything but a label of ours is the item's own code or serial number.
    if (scanned && codeFromScan(text) !== text) return void takeCode(scanned);
    setSearch((previous) => ({ term: text.slice(0, 200), key: previous.key + 1 }));
  };
  const fromCamera = (text: string) => {
    const now = Date.now();
    if (text === lastScan.current.text && now - lastScan.current.at < sameScanMs) return;
    lastScan.current = { text, at: now };
    read(text);
  };
  const nfc = useNfcScan(read);
  useWedgeScans(read);

  const takeTyped = () => {
    const candidate = scannedCode(typed);
    if (!candidate) return setNotice(scanT('manual_invalid'));
    setTyped('');
    void takeCode(candidate);
  };

  const pick = (item: PickedItem | null) => {
    if (!item || !code) return;
    bind.mutate([{ id: item.id, code }], {
      onSuccess: ({ results }) => {
        const result = results[0];
        if (!result?.ok) return setNotice(t((result?.error ?? 'InternalError') as 'NotFound', { ns: 'errors' }));
        setBound((list) => [{ code, label: item.label }, ...list]);
        setNotice(null);
        setCode(null);
      },
      onError: showError,
    });
  };

  return (
    <FormDialog open title={t('scan_bind_title')} submitLabel={t('scan_bind_finish')} onSubmit={onClose} onClose={onClose} testId="labels-scan-bind-dialog" submitTestId="labels-scan-bind-finish">
      <Stack gap="3">
        <CameraView onText={fromCamera} testId="labels-scan-bind" maxH="34dvh" />
        <NfcStatus state={nfc.state} onRetry={nfc.retry} testId="labels-scan-bind-nfc" />
        <Text fontWeight="semibold" data-testid="labels-scan-bind-step">
          {code ? t('scan_bind_step_item', { code }) : t('scan_bind_step_label')}
        </Text>
        {code ? (
          <Stack gap="2">
            <ItemPicker key={search.key} companyId={companyId} value={null} onChange={pick} initialTerm={search.term} />
            <Button alignSelf="flex-start" size="sm" variant="ghost" onClick={() => setCode(null)} data-testid="labels-scan-bind-other">
              {t('scan_bind_other')}
            </Button>
          </Stack>
        ) : (
          <FormField label={t('bind_code')}>
            <Flex gap="2">
              <Input
                value={typed}
                maxLength={300}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder={scanT('manual_placeholder')}
                onChange={(event) => setTyped(event.target.value)}
                onKeyDown={(event) => {
                  // A hardware scanner ends with Enter: take the code rather than close the dialog.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    takeTyped();
                  }
                }}
                data-testid="labels-scan-bind-code"
              />
              <Button variant="outline" onClick={takeTyped} data-testid="labels-scan-bind-use">
                {t('scan_bind_use_code')}
              </Button>
            </Flex>
          </FormField>
        )}
        {notice ? (
          <Text color="fg.error" fontSize="sm" wordBreak="break-word" data-testid="labels-scan-bind-notice">
            {notice}
          </Text>
        ) : null}
        {bound.length > 0 ? (
          <Stack gap="1" data-testid="labels-scan-bind-bound">
            <Text fontSize="sm" color="fg.muted">{t('scan_bind_bound', { number: bound.length })}</Text>
            {bound.map((pair) => (
              <Flex key={pair.code} gap="2" borderWidth="1px" borderRadius="md" px="3" py="1.5" data-testid="labels-scan-bind-pair">
                <Text fontFamily="mono" fontWeight="semibold">{pair.code}</Text>
                <Text flex="1" minW="0" truncate>{pair.label}</Text>
              </Flex>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
