import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../components/use-error-toast';
import { useFormatDateTime } from '../../../components/use-format-date';
import { notify } from '../../../lib/toaster';
import { useCheckIn } from '../api/check-in';
import { useCheckOut } from '../api/check-out';
import type { ScanOffer } from '../scan-offer';
import { bookingTitle } from './booking-chip';
import { BookingStatusBadge } from './booking-status-badge';
import '../i18n';

interface ScanBookingOfferProps {
  companyId: string;
  item: { _id: string; title: string };
  offer: ScanOffer;
  onOpenItem: () => void;
  /** Checked out or in: the scan screen waits for the next code. */
  onDone: () => void;
}

/**
 * The scan screen's offer for a scanned item with a booking: "Check out for <person> until <end>",
 * "Check in" (this item: a partial check-in when the booking has others out), or when today's
 * reservation starts; "Open the item" opens its card as a scan otherwise does.
 */
export function ScanBookingOffer({ companyId, item, offer, onOpenItem, onDone }: ScanBookingOfferProps) {
  const { t } = useTranslation('bookings');
  const format = useFormatDateTime();
  const failed = useErrorToast();
  const checkOut = useCheckOut(companyId);
  const checkIn = useCheckIn(companyId);
  const { booking } = offer;
  const name = booking.person.name;

  const act = () => {
    const done = offer.kind === 'check_out' ? checkOut.mutateAsync(booking._id) : checkIn.mutateAsync({ id: booking._id, body: { items: [item._id] } });
    void done.then(() => {
      notify.success(t(offer.kind === 'check_out' ? 'checked_out' : 'checked_in'));
      onDone();
    }, failed);
  };

  return (
    <Box borderWidth="1px" borderColor="brand.emphasized" borderRadius="lg" p="3" bg="brand.subtle" data-testid="scan-booking-offer" data-kind={offer.kind}>
      <Stack gap="2">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold">{item.title}</Text>
          <BookingStatusBadge status={booking.status} />
        </Flex>
        {booking.items.length > 1 ? (
          <Text fontSize="sm" color="fg.muted">
            {bookingTitle(booking)}
          </Text>
        ) : null}
        {offer.kind === 'starts_later' ? (
          <Text fontSize="sm" data-testid="scan-booking-later">
            {t('scan_starts', { name, start: format(booking.start) })}
          </Text>
        ) : (
          <Button colorPalette="brand" whiteSpace="normal" h="auto" minH="10" loading={checkOut.isPending || checkIn.isPending} onClick={act} data-testid={`scan-booking-${offer.kind}`}>
            {offer.kind === 'check_out' ? t('scan_check_out', { name, end: format(booking.end) }) : t('scan_check_in', { name })}
          </Button>
        )}
        <Button variant="outline" onClick={onOpenItem} data-testid="scan-booking-open-item">
          {t('scan_open_item')}
        </Button>
      </Stack>
    </Box>
  );
}
