import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Booking } from '../../../../../shared/schemas/bookings';
import { localDay } from '../calendar';
import { BookingChip } from './booking-chip';
import { DayCell } from './day-cell';
import { useDayFormat } from './use-day-format';
import '../i18n';

interface WeekGridProps {
  days: string[];
  selected: string | null;
  byDay: ReadonlyMap<string, Booking[]>;
  onSelect: (day: string) => void;
}

/**
 * A week: seven columns from md up, seven rows on a phone; each day lists all its bookings as chips
 * and is a button that lists the day's bookings (with their actions) under the calendar.
 */
export function WeekGrid({ days, selected, byDay, onSelect }: WeekGridProps) {
  const format = useDayFormat();
  const today = localDay(new Date());
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(7, minmax(0, 1fr))' }} bg="white" borderWidth="1px" borderRadius="lg" overflow="hidden" data-testid="bookings-week">
      {days.map((day) => {
        const bookings = byDay.get(day) ?? [];
        const chosen = day === selected;
        return (
          <DayCell
            key={day}
            day={day}
            count={bookings.length}
            chosen={chosen}
            onSelect={onSelect}
            testId={`bookings-week-day-${day}`}
            flexDirection={{ base: 'row', md: 'column' }}
            gap={{ base: '3', md: '2' }}
            minH={{ base: '12', md: '40' }}
            p="2"
            borderBottomWidth={{ base: '1px', md: '0' }}
            borderEndWidth={{ base: '0', md: '1px' }}
            _last={{ borderWidth: '0' }}
          >
            <Text fontSize="sm" fontWeight={day === today ? 'bold' : 'medium'} color={day === today ? 'brand.fg' : undefined} flexShrink={0} w={{ base: '20', md: 'auto' }}>
              {format.weekday(day)} {format.date(day)}
            </Text>
            <Stack gap="1" flex="1" minW="0">
              {bookings.map((booking) => (
                <BookingChip key={booking._id} booking={booking} day={day} />
              ))}
            </Stack>
          </DayCell>
        );
      })}
    </Grid>
  );
}
