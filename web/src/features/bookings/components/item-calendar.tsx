import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { itemPeriodBookingsQuery } from '../api/item-bookings';
import { bookingsByDay, localDay, monthWeeks, shiftDay, shownDays, shownPeriod } from '../calendar';
import { BookingChip } from './booking-chip';
import { MonthGrid } from './month-grid';
import { useDayFormat } from './use-day-format';
import '../i18n';

/**
 * The item card's small month calendar: a dot per booking on each day (in its status's colour),
 * arrows to other months, and the chosen day's bookings under it. Reads only the month shown.
 */
export function ItemCalendar({ companyId, itemId }: { companyId: string; itemId: string }) {
  const { t } = useTranslation('bookings');
  const format = useDayFormat();
  const [day, setDay] = useState(() => localDay(new Date()));
  const bookings = useQuery(itemPeriodBookingsQuery(companyId, itemId, shownPeriod('month', day)));
  const byDay = useMemo(() => bookingsByDay(bookings.data?.data ?? [], shownDays('month', day)), [bookings.data, day]);
  const listed = byDay.get(day) ?? [];
  return (
    <Stack gap="2" maxW="sm" aria-label={t('item_calendar')} data-testid="item-calendar">
      <Flex align="center" gap="2">
        <Button size="xs" minH="11" minW="11" variant="outline" onClick={() => setDay(shiftDay('month', day, -1))} aria-label={t('calendar.previous_month')} data-testid="item-calendar-previous">
          ‹
        </Button>
        <Text flex="1" textAlign="center" fontWeight="medium" data-testid="item-calendar-title">
          {format.month(day)}
        </Text>
        <Button size="xs" minH="11" minW="11" variant="outline" onClick={() => setDay(shiftDay('month', day, 1))} aria-label={t('calendar.next_month')} data-testid="item-calendar-next">
          ›
        </Button>
      </Flex>
      <MonthGrid weeks={monthWeeks(day)} anchor={day} selected={day} byDay={byDay} onSelect={setDay} compact testId="item-calendar-month" />
      <Stack gap="1" data-testid="item-calendar-day">
        {listed.map((booking) => (
          <BookingChip key={booking._id} booking={booking} day={day} />
        ))}
      </Stack>
    </Stack>
  );
}
