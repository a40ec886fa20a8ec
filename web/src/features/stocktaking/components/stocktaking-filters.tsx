import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StocktakingStatus } from '../../../../../shared/schemas/stocktaking';
import { PersonSelect } from '../../items/components/pickers';
import { dayOf, searchStatuses, type StocktakingSearch } from '../stocktaking-search';
import { TargetSelect } from './target-select';
import '../i18n';

type Filters = Omit<StocktakingSearch, 'page'>;
const dayFilters = ['date', 'startDate', 'endDate'] as const;

interface StocktakingFiltersProps {
  companyId: string;
  filters: Filters;
  onChange: (patch: Filters) => void;
  onClear: () => void;
  /** A row that wraps on wide screens; one field under another in the phone's sheet. */
  layout: 'row' | 'column';
}

/** Spec filters: responsible, target, date, startDate, endDate; plus status. */
export function StocktakingFilters({ companyId, filters, onChange, onClear, layout }: StocktakingFiltersProps) {
  const { t } = useTranslation('stocktaking');
  const width = layout === 'row' ? { select: '210px', day: '170px' } : { select: '100%', day: '100%' };
  const labelled = (label: string, w: string, control: ReactNode) => (
    <Stack gap="1" width={w}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      {control}
    </Stack>
  );
  return (
    <Flex
      gap="3"
      direction={layout === 'row' ? 'row' : 'column'}
      wrap={layout === 'row' ? 'wrap' : 'nowrap'}
      align={layout === 'row' ? 'flex-end' : 'stretch'}
      data-testid={`stocktaking-filters-${layout}`}
    >
      {labelled(
        t('filters.status'),
        width.select,
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} bg="white">
          <NativeSelect.Field
            aria-label={t('filters.status')}
            value={filters.status ?? ''}
            onChange={(event) => onChange({ status: (event.target.value || undefined) as StocktakingStatus | undefined })}
            data-testid="stocktaking-filter-status"
          >
            <option value="">{t('filter_all')}</option>
            {searchStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>,
      )}
      {labelled(
        t('filters.responsible'),
        width.select,
        <PersonSelect
          companyId={companyId}
          value={filters.responsible ?? ''}
          onChange={(value) => onChange({ responsible: value || undefined })}
          emptyLabel={t('filter_all')}
          label={t('filters.responsible')}
          testId="stocktaking-filter-responsible"
        />,
      )}
      {labelled(
        t('filters.target'),
        width.select,
        <TargetSelect
          companyId={companyId}
          value={filters.target ?? ''}
          onChange={(value) => onChange({ target: value || undefined })}
          emptyLabel={t('filter_all')}
          label={t('filters.target')}
          testId="stocktaking-filter-target"
        />,
      )}
      {dayFilters.map((name) => (
        <Box key={name}>
          {labelled(
            t(`filters.${name}`),
            width.day,
            <Input
              type="date"
              bg="white"
              aria-label={t(`filters.${name}`)}
              value={filters[name] ?? ''}
              onChange={(event) => onChange({ [name]: dayOf(event.target.value) })}
              data-testid={`stocktaking-filter-${name}`}
            />,
          )}
        </Box>
      ))}
      <Button variant="ghost" size="sm" onClick={onClear} data-testid="stocktaking-filters-clear">
        {t('filters_clear')}
      </Button>
    </Flex>
  );
}
