import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../../../../shared/schemas/bookings';
import { ListSkeleton } from '../../../components/list-skeleton';
import { calendarBookingsQuery } from '../api/calendar-bookings';
import { bookingsByDay, localDay, monthWeeks, shiftDay, shownDays, shownPeriod, weekDays, type CalendarView } from '../calendar';
import { BookingRow } from './booking-row';
import { MonthGrid } from './month-grid';
import { useDayFormat } from './use-day-format';
import { WeekGrid } from './week-grid';
import '../i18n';

interface BookingsCalendarProps {
  companyId: string;
  manages: boolean;
  viewerId: string;
  mine: boolean;
  status?: BookingStatus;
  view: CalendarView;
  /** The day the calendar is on: its week or month is shown and its bookings listed below. */
  day: string;
  onDayChange: (day: string) => void;
}

/**
 * The bookings of a week or a month in the viewer's time zone: only that period is read (the list
 * API's period filter). Arrows step a week or a month; choosing a day lists its bookings, with the
 * steps their status allows, under the calendar.
 */
export function BookingsCalendar({ companyId, manages, viewerId, mine, status, view, day, onDayChange }: BookingsCalendarProps) {
  const { t } = useTranslation('bookings');
  const format = useDayFormat();
  const period = shownPeriod(view, day);
  const bookings = useQuery(calendarBookingsQuery(companyId, { mine, status, ...period }));
  const byDay = useMemo(() => bookingsByDay(bookings.data?.data ?? [], shownDays(view, day)), [bookings.data, view, day]);
  const week = weekDays(day);
  const title = view === 'week' ? `${format.date(week[0]!)} — ${format.date(week[6]!)}` : format.month(day);
  const listed = byDay.get(day) ?? [];
  const missing = bookings.data ? bookings.data.count - bookings.data.data.length : 0;

  return (
    <Stack gap="3" aria-busy={bookings.isFetching} data-testid="bookings-calendar" data-view={view}>
      <Flex gap="2" align="center" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => onDayChange(shiftDay(view, day, -1))} aria-label={t(`calendar.previous_${view}`)} data-testid="calendar-previous">
          ‹
        </Button>
        <Button size="sm" variant="outline" onClick={() => onDayChange(localDay(new Date()))} data-testid="calendar-today">
          {t('calendar.today')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onDayChange(shiftDay(view, day, 1))} aria-label={t(`calendar.next_${view}`)} data-testid="calendar-next">
          ›
        </Button>
        <Heading as="h2" size="md" flex="1" minW="0" truncate data-testid="calendar-title">
          {title}
        </Heading>
      </Flex>
      {bookings.isPending ? (
        <ListSkeleton rows={4} testId="calendar-skeleton" />
      ) : view === 'week' ? (
        <WeekGrid days={week} selected={day} byDay={byDay} onSelect={onDayChange} />
      ) : (
        <MonthGrid weeks={monthWeeks(day)} anchor={day} selected={day} byDay={byDay} onSelect={onDayChange} testId="bookings-month" />
      )}
      {missing > 0 ? (
        <Text fontSize="sm" color="orange.fg" data-testid="calendar-missing">
          {t('calendar.missing', { count: missing })}
        </Text>
      ) : null}
      <Stack gap="3" data-testid="calendar-day">
        <Heading as="h3" size="sm">
          {format.full(day)}
        </Heading>
        {listed.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('calendar.day_empty')}
          </Text>
        ) : (
          listed.map((booking) => <BookingRow key={booking._id} booking={booking} companyId={companyId} manages={manages} viewerId={viewerId} />)
        )}
      </Stack>
    </Stack>
  );
}
