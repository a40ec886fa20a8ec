import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { Item } from '../../../../../shared/schemas/items';
import { useFormatDateTime } from '../../../components/use-format-date';
import { localToday } from '../../../lib/local-day';

/** Whether a maintenance due date (yyyy-mm-dd) has passed, by the viewer's own date. */
export const maintenanceLate = (due: string): boolean => due < localToday();

/**
 * Until when the item is checked out and when its maintenance is next due, when the answer says (the
 * card always; a booking's end on list rows while the list's booking filter is on; the due date on
 * every row, kept on the item). The booking's end is an instant shown in the viewer's time zone; a due
 * date is a calendar date shown as written. `maintenance` false leaves the due date out (the plan
 * lacks the feature, or the table shows it in a column of its own).
 */
export function ScheduleNote({ item, testId, maintenance = true }: { item: Pick<Item, 'checkedOutUntil' | 'nextMaintenanceDue'>; testId: string; maintenance?: boolean }) {
  const { t } = useTranslation('items');
  const formatDateTime = useFormatDateTime();
  const now = new Date().toISOString();
  const lines: { key: string; text: string; late: boolean }[] = [];
  if (item.checkedOutUntil) {
    const late = item.checkedOutUntil < now;
    lines.push({ key: 'booking', text: t(late ? 'schedule.overdue_since' : 'schedule.checked_out_until', { date: formatDateTime(item.checkedOutUntil) }), late });
  }
  if (maintenance && item.nextMaintenanceDue) {
    const late = maintenanceLate(item.nextMaintenanceDue);
    lines.push({ key: 'maintenance', text: t(late ? 'schedule.maintenance_overdue' : 'schedule.maintenance_due', { date: item.nextMaintenanceDue }), late });
  }
  if (lines.length === 0) return null;
  return (
    <>
      {lines.map((line) => (
        <Text key={line.key} as="span" display="block" fontSize="xs" color={line.late ? 'red.600' : 'fg.muted'} data-testid={`${testId}-${line.key}`}>
          {line.text}
        </Text>
      ))}
    </>
  );
}
