import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { defaultDueWithinDays, type ItemBookingFilter, type ItemMaintenanceFilter } from '../../../../../shared/schemas/items';
import { dueWithinDaysMax, searchBookings, searchMaintenance, type ItemsSearch } from '../items-search';

interface ScheduleFiltersProps {
  search: ItemsSearch;
  onChange: (patch: ItemsSearch) => void;
  width: (wide: string) => string;
}

/**
 * The list's booking and maintenance filters (issues 29 and 28): "checked out" / "overdue booking",
 * and "maintenance overdue" / "due within N days" with the days beside it while that one is chosen.
 */
export function ScheduleFilters({ search, onChange, width }: ScheduleFiltersProps) {
  const { t } = useTranslation('items');
  const days = search.dueWithinDays ?? defaultDueWithinDays;
  return (
    <>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} width={width('200px')} bg="white">
        <NativeSelect.Field
          aria-label={t('filters.booking')}
          value={search.booking ?? ''}
          onChange={(event) => onChange({ booking: (event.target.value || undefined) as ItemBookingFilter | undefined })}
          data-testid="items-filter-booking"
        >
          <option value="">{`${t('filters.booking')}: ${t('filter_all')}`}</option>
          {searchBookings.map((value) => (
            <option key={value} value={value}>
              {t(`filters.booking_${value}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} width={width('240px')} bg="white">
        <NativeSelect.Field
          aria-label={t('filters.maintenance')}
          value={search.maintenance ?? ''}
          onChange={(event) => {
            const maintenance = (event.target.value || undefined) as ItemMaintenanceFilter | undefined;
            onChange({ maintenance, dueWithinDays: maintenance === 'due_within' ? search.dueWithinDays : undefined });
          }}
          data-testid="items-filter-maintenance"
        >
          <option value="">{`${t('filters.maintenance')}: ${t('filter_all')}`}</option>
          {searchMaintenance.map((value) => (
            <option key={value} value={value}>
              {t(`filters.maintenance_${value}`, { count: days })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {search.maintenance === 'due_within' ? (
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={dueWithinDaysMax}
          width={width('110px')}
          bg="white"
          aria-label={t('filters.due_within_days')}
          placeholder={t('filters.due_within_days')}
          value={search.dueWithinDays ?? defaultDueWithinDays}
          onChange={(event) => {
            const value = Number(event.target.value);
            if (event.target.value !== '' && Number.isInteger(value) && value >= 0 && value <= dueWithinDaysMax) onChange({ dueWithinDays: value });
          }}
          data-testid="items-filter-dueWithinDays"
        />
      ) : null}
    </>
  );
}
