import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleGroups } from '../../../../../shared/permissions';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { itemByCodeQuery } from '../../../lib/api/item-by-code';
import { mayUse } from '../../../lib/item-access';
import { currentUserQuery } from '../../auth/api/current-user';
import { scanOfferQuery } from '../../bookings/api/scan-offer';
import { ScanBookingOffer } from '../../bookings/components/scan-booking-offer';
import type { ScanOffer } from '../../bookings/scan-offer';
import { myCompanyQuery } from '../../company/api/my-company';
import { scannedCode } from '../scan-payload';
import { useNfcScan, useWedgeScans } from '../use-scan-sources';
import { CameraView } from './camera-view';
import { NfcStatus } from './nfc-status';
import '../i18n';

/**
 * Reads a label four ways: the camera's picture with a decode loop, an NFC tag (Web NFC, Android
 * Chrome), a hardware scanner typing as a keyboard (focus anywhere in the dialog), and the code typed
 * by hand (the only way when the camera is refused). A code of an item opens the item, unless the
 * item has a booking to check out or in and the user is a storekeeper (docs/bookings.md): then the
 * dialog offers that, and waits for the next code once it is done. A code no item has goes to
 * `onUnknown` (the scan-to-bind loop) for those who may mark items, else to /q/<code>, which says so.
 */
export function ScanDialog({ onClose, onUnknown }: { onClose: () => void; onUnknown: (code: string) => void }) {
  const { t } = useTranslation('scan');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: company } = useQuery(myCompanyQuery);
  const { data: user } = useQuery(currentUserQuery);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string>();
  const [foreign, setForeign] = useState<string | null>(null);
  const [looking, setLooking] = useState<string | null>(null);
  const [offer, setOffer] = useState<{ item: { _id: string; title: string }; offer: ScanOffer } | null>(null);
  const done = useRef(false);
  const managesBookings = user !== undefined && (roleGroups.staff as readonly string[]).includes(user.role);
  const openItem = (id: string) => {
    onClose();
    void navigate({ to: '/items/$id', params: { id } });
  };
  /** Ready for the next code (after a booking's check-out or check-in). */
  const again = () => {
    setOffer(null);
    setLooking(null);
    done.current = false;
  };

  const open = (code: string) => {
    if (done.current) return;
    done.current = true;
    setLooking(code);
    const toCodePage = () => {
      onClose();
      void navigate({ to: '/q/$code', params: { code } });
    };
    if (!company) return toCodePage();
    void queryClient
      .fetchQuery(itemByCodeQuery(company._id, code))
      .then((item) => {
        if (item && managesBookings) {
          return queryClient.fetchQuery(scanOfferQuery(company._id, item._id)).then(
            (found) => (found ? setOffer({ item, offer: found }) : openItem(item._id)),
            () => openItem(item._id),
          );
        } else if (item) {
          openItem(item._id);
        } else if (user && mayUse(user.role, 'mark')) {
          onUnknown(code);
        } else {
          toCodePage();
        }
      })
      // The code page says what went wrong (and lets the user try again).
      .catch(toCodePage);
  };
  /** A text read by the camera, an NFC tag or a hand scanner: a label's URL or a code. */
  const read = (text: string) => {
    const code = scannedCode(text);
    if (code) open(code);
    else setForeign(text);
  };
  const nfc = useNfcScan(read);
  useWedgeScans(read);
  const submit = () => {
    const code = scannedCode(typed);
    if (code) open(code);
    else setTypedError(t('manual_invalid'));
  };

  return (
    <FormDialog open title={t('title')} submitLabel={t('open')} submitting={looking !== null && !offer} onSubmit={submit} onClose={onClose} testId="scan-dialog" submitTestId="scan-open">
      <Stack gap="4">
        {offer && company ? (
          <ScanBookingOffer key={offer.offer.booking._id} companyId={company._id} item={offer.item} offer={offer.offer} onOpenItem={() => openItem(offer.item._id)} onDone={again} />
        ) : null}
        <Stack gap="2">
          <CameraView onText={read} testId="scan" hint />
          <NfcStatus state={nfc.state} onRetry={nfc.retry} testId="scan-nfc" />
          {foreign ? (
            <Text fontSize="sm" color="red.600" wordBreak="break-all" data-testid="scan-foreign">
              {t('unreadable', { text: foreign.slice(0, 120) })}
            </Text>
          ) : null}
          {looking && !offer ? (
            <Text fontSize="sm" data-testid="scan-looking">
              {t('looking', { code: looking })}
            </Text>
          ) : null}
        </Stack>
        <FormField label={t('manual_label')} error={typedError}>
          <Input
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setTypedError(undefined);
            }}
            placeholder={t('manual_placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            data-testid="scan-manual"
          />
        </FormField>
        <Text fontSize="xs" color="fg.muted">
          {t('wedge_hint')}
        </Text>
      </Stack>
    </FormDialog>
  );
}
