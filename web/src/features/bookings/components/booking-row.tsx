import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../../../../../shared/schemas/bookings';
import { useErrorToast } from '../../../components/use-error-toast';
import { useFormatDateTime } from '../../../components/use-format-date';
import { notify } from '../../../lib/toaster';
import { useCancelBooking } from '../api/cancel-booking';
import { useCheckOut } from '../api/check-out';
import { BookingStatusBadge } from './booking-status-badge';
import { CheckInDialog } from './check-in-dialog';
import '../i18n';

interface BookingRowProps {
  booking: Booking;
  companyId: string;
  /** Storekeepers and up check items out and in, and cancel anyone's reservation. */
  manages: boolean;
  viewerId: string;
}

/** One booking: its items, person, period (in the viewer's time zone) and the steps its status allows. */
export function BookingRow({ booking, companyId, manages, viewerId }: BookingRowProps) {
  const { t } = useTranslation('bookings');
  const format = useFormatDateTime();
  const failed = useErrorToast();
  const checkOut = useCheckOut(companyId);
  const cancel = useCancelBooking(companyId);
  const [checkingIn, setCheckingIn] = useState(false);
  const busy = checkOut.isPending || cancel.isPending;
  const mayCancel = booking.status === 'reserved' && (manages || booking.person._id === viewerId || booking.createdBy === viewerId);
  const run = (action: { mutateAsync: (id: string) => Promise<unknown> }, done: 'checked_out' | 'cancelled') =>
    action.mutateAsync(booking._id).then(() => notify.success(t(done)), failed);

  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="4" data-testid={`booking-row-${booking._id}`}>
      <Flex gap="3" wrap="wrap" align="flex-start">
        <Stack gap="1" flex="1" minW={{ base: 'full', sm: '260px' }}>
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="semibold">
              {booking.items
                .map((line) => `${line.quantity > 1 ? `${line.title} ×${line.quantity}` : line.title}${line.returnedAt && booking.status !== 'returned' ? ` (${t('line_back')})` : ''}`)
                .join(', ')}
            </Text>
            <BookingStatusBadge status={booking.status} />
          </Flex>
          <Text fontSize="sm">{t('for_person', { name: booking.person.name })}</Text>
          <Text fontSize="sm" color="fg.muted">
            {format(booking.start)} — {format(booking.end)}
          </Text>
          {booking.note ? (
            <Text fontSize="sm" color="fg.muted">
              {booking.note}
            </Text>
          ) : null}
        </Stack>
        <Flex gap="2" wrap="wrap" width={{ base: 'full', sm: 'auto' }}>
          {manages && booking.status === 'reserved' ? (
            <Button size="sm" colorPalette="brand" disabled={busy} onClick={() => void run(checkOut, 'checked_out')} data-testid="booking-check-out">
              {t('check_out')}
            </Button>
          ) : null}
          {manages && (booking.status === 'checked_out' || booking.status === 'overdue') ? (
            <Button size="sm" colorPalette="brand" disabled={busy} onClick={() => setCheckingIn(true)} data-testid="booking-check-in">
              {t('check_in')}
            </Button>
          ) : null}
          {mayCancel ? (
            <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => void run(cancel, 'cancelled')} data-testid="booking-cancel">
              {t('cancel')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      {checkingIn ? <CheckInDialog companyId={companyId} booking={booking} onClose={() => setCheckingIn(false)} /> : null}
    </Box>
  );
}
