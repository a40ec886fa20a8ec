import { Box } from '@chakra-ui/react/box';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../../../../../shared/schemas/bookings';
import { localDay, statusColors } from '../calendar';
import { useDayFormat } from './use-day-format';
import '../i18n';

/** The items of a booking in a line: titles, a batch's quantity after ×. */
export const bookingTitle = (booking: Booking): string =>
  booking.items.map((line) => (line.quantity > 1 ? `${line.title} ×${line.quantity}` : line.title)).join(', ');

/**
 * A booking on a calendar day: a bar in its status's colour with its start time on the day it
 * starts (a booking running on from an earlier day shows no time) and its items; the whole text in
 * its title for a pointer.
 */
export function BookingChip({ booking, day }: { booking: Booking; day: string }) {
  const { t } = useTranslation('bookings');
  const format = useDayFormat();
  const color = statusColors[booking.status];
  const startsToday = localDay(new Date(booking.start)) === day;
  const text = `${startsToday ? `${format.time(booking.start)} ` : ''}${bookingTitle(booking)}`;
  return (
    <Box
      fontSize="xs"
      lineHeight="short"
      px="1.5"
      py="0.5"
      borderRadius="sm"
      borderStartWidth="3px"
      borderColor={`${color}.solid`}
      bg={`${color}.subtle`}
      color={`${color}.fg`}
      truncate
      title={`${bookingTitle(booking)} — ${t('for_person', { name: booking.person.name })} (${t(`status.${booking.status}`)})`}
      textDecoration={booking.status === 'cancelled' ? 'line-through' : undefined}
      data-testid={`calendar-chip-${booking._id}`}
      data-status={booking.status}
    >
      {text}
    </Box>
  );
}
