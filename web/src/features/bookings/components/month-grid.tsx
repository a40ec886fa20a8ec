import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Grid } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../../../../../shared/schemas/bookings';
import { inMonth, localDay, statusColors } from '../calendar';
import { BookingChip } from './booking-chip';
import { DayCell } from './day-cell';
import { useDayFormat } from './use-day-format';
import '../i18n';

interface MonthGridProps {
  weeks: string[][];
  /** A day of the month shown (days of the neighbouring months are dimmed). */
  anchor: string;
  selected: string | null;
  byDay: ReadonlyMap<string, Booking[]>;
  onSelect: (day: string) => void;
  /** Dots only at every width (the item card's small calendar); otherwise chips from md up. */
  compact?: boolean;
  testId: string;
}

const chipsShown = 3;

/**
 * A month: weeks from Monday, each day a button. From md up a day lists its first bookings as chips
 * and "+N"; on a phone (and when compact) a day shows a dot per booking in its status's colour, and
 * the chosen day's bookings are listed under the grid by the page.
 */
export function MonthGrid({ weeks, anchor, selected, byDay, onSelect, compact, testId }: MonthGridProps) {
  const { t } = useTranslation('bookings');
  const format = useDayFormat();
  const today = localDay(new Date());
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" overflow="hidden" data-testid={testId}>
      <Grid templateColumns="repeat(7, minmax(0, 1fr))" bg="bg.muted" borderBottomWidth="1px">
        {weeks[0]!.map((day) => (
          <Text key={day} fontSize="xs" fontWeight="medium" color="fg.muted" textAlign="center" py="1" truncate>
            {format.weekday(day)}
          </Text>
        ))}
      </Grid>
      {weeks.map((week) => (
        <Grid key={week[0]} templateColumns="repeat(7, minmax(0, 1fr))" borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
          {week.map((day) => {
            const bookings = byDay.get(day) ?? [];
            const chosen = day === selected;
            return (
              <DayCell
                key={day}
                day={day}
                count={bookings.length}
                chosen={chosen}
                onSelect={onSelect}
                testId={`${testId}-day-${day}`}
                flexDirection="column"
                minH={compact ? '11' : { base: '12', md: '24' }}
                p="1"
                borderEndWidth="1px"
                _last={{ borderEndWidth: '0' }}
                opacity={inMonth(day, anchor) ? 1 : 0.45}
              >
                <Stack gap="1" width="full" align={compact ? 'center' : { base: 'center', md: 'stretch' }}>
                  <Text fontSize="sm" fontWeight={day === today ? 'bold' : 'normal'} color={day === today ? 'brand.fg' : undefined}>
                    {Number(day.slice(8))}
                  </Text>
                  <Flex gap="0.5" justify="center" hideFrom={compact ? undefined : 'md'} minH="1.5">
                    {bookings.slice(0, chipsShown).map((booking) => (
                      <Box key={booking._id} boxSize="1.5" borderRadius="full" bg={`${statusColors[booking.status]}.solid`} data-testid={`${testId}-dot`} />
                    ))}
                  </Flex>
                  {compact ? null : (
                    <Stack gap="0.5" hideBelow="md">
                      {bookings.slice(0, chipsShown).map((booking) => (
                        <BookingChip key={booking._id} booking={booking} day={day} />
                      ))}
                      {bookings.length > chipsShown ? (
                        <Text fontSize="xs" color="fg.muted">
                          {t('calendar.more', { count: bookings.length - chipsShown })}
                        </Text>
                      ) : null}
                    </Stack>
                  )}
                </Stack>
              </DayCell>
            );
          })}
        </Grid>
      ))}
    </Box>
  );
}
