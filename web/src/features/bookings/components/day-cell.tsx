import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system';
import { useTranslation } from 'react-i18next';
import { useDayFormat } from './use-day-format';
import '../i18n';

interface DayCellProps extends Omit<HTMLChakraProps<'button'>, 'onSelect'> {
  day: string;
  /** How many bookings the day has: read out with the date, and kept on the cell for tests. */
  count: number;
  chosen: boolean;
  onSelect: (day: string) => void;
  testId: string;
}

/** A day of the week or month grid: a button that lists the day's bookings under the calendar; its layout is the grid's. */
export function DayCell({ day, count, chosen, onSelect, testId, children, ...layout }: DayCellProps) {
  const { t } = useTranslation('bookings');
  const format = useDayFormat();
  return (
    <chakra.button
      type="button"
      onClick={() => onSelect(day)}
      aria-pressed={chosen}
      aria-label={`${format.full(day)}: ${t('calendar.count', { count })}`}
      display="flex"
      justifyContent="flex-start"
      textAlign="start"
      minW="0"
      bg={chosen ? 'brand.subtle' : undefined}
      cursor="pointer"
      _hover={{ bg: chosen ? 'brand.subtle' : 'bg.subtle' }}
      data-testid={testId}
      data-count={count}
      {...layout}
    >
      {children}
    </chakra.button>
  );
}
