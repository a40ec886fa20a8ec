import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Switch } from '@chakra-ui/react/switch';
import { nativeSelectSlotRecipe, switchSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { itemStatuses, type ItemStatus } from '../../../../../shared/schemas/items';
import type { ItemsSearch } from '../items-search';
import type { TextFilter } from '../list-state';
import { LocationSelect, ObjectSelect, PersonSelect } from './pickers';
import { ScheduleFilters } from './schedule-filters';
import { ItemsSortSelect } from './sort-select';

/** The text inputs besides the search box: the first four always, the custom field's two with that feature. */
const filterInputs = ['brand', 'model', 'type', 'serial'] as const;
const customsFilters = ['customs', 'customsValue'] as const;
const customsMaxLength = { customs: 60, customsValue: 300 } as const;

interface ItemsFiltersProps {
  companyId: string;
  features: { objects: boolean; customFields?: boolean };
  /** The list as the address states it: the choices (status, person, object, location, photo). */
  search: ItemsSearch;
  /** What is typed in the text filters, ahead of the address while the typing settles. */
  text: Record<TextFilter, string>;
  onType: (name: TextFilter, value: string) => void;
  onChange: (patch: ItemsSearch) => void;
  onClear: () => void;
  /** A row that wraps on wide screens; one field under another in the phone's filters sheet. */
  layout: 'row' | 'column';
}

/**
 * The list's filters (assets.md: brand, model, type, serial, status, responsible, object, location,
 * custom field, with photo; bookings and maintenance), and in the sheet's layout the list's order.
 */
export function ItemsFilters({ companyId, features, search, text, onType, onChange, onClear, layout }: ItemsFiltersProps) {
  const { t } = useTranslation('items');
  const row = layout === 'row';
  const width = (wide: string) => (row ? wide : '100%');
  return (
    <Flex gap="3" wrap={row ? 'wrap' : 'nowrap'} direction={row ? 'row' : 'column'} align={row ? 'center' : 'stretch'} data-testid={`items-filters-${layout}`}>
      {/* The table sorts by its headers; the cards (the sheet's layout) have this instead. */}
      {row ? null : <ItemsSortSelect sort={search.sort} onChange={(sort) => onChange({ sort })} />}
      {filterInputs.map((name) => (
        <Input
          key={name}
          width={width('160px')}
          bg="white"
          maxLength={120}
          placeholder={t(`filters.${name}`)}
          aria-label={t(`filters.${name}`)}
          value={text[name]}
          onChange={(event) => onType(name, event.target.value)}
          data-testid={`items-filter-${name}`}
        />
      ))}
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} width={width('200px')} bg="white">
        <NativeSelect.Field
          aria-label={t('filters.status')}
          value={search.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || undefined) as ItemStatus | undefined })}
          data-testid="items-filter-status"
        >
          <option value="">{`${t('filters.status')}: ${t('filter_all')}`}</option>
          {itemStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Box width={width('220px')}>
        <PersonSelect
          companyId={companyId}
          value={search.responsible ?? ''}
          onChange={(value) => onChange({ responsible: value || undefined })}
          emptyLabel={`${t('filters.responsible')}: ${t('filter_all')}`}
          label={t('filters.responsible')}
          testId="items-filter-responsible"
        />
      </Box>
      {features.objects ? (
        <>
          <Box width={width('200px')}>
            <ObjectSelect
              companyId={companyId}
              value={search.object ?? ''}
              onChange={(value) => onChange({ object: value || undefined, location: undefined })}
              emptyLabel={`${t('filters.object')}: ${t('filter_all')}`}
              label={t('filters.object')}
              testId="items-filter-object"
            />
          </Box>
          <Box width={width('200px')}>
            <LocationSelect
              companyId={companyId}
              objectId={search.object ?? ''}
              value={search.location ?? ''}
              onChange={(value) => onChange({ location: value || undefined })}
              emptyLabel={`${t('filters.location')}: ${t('filter_all')}`}
              label={t('filters.location')}
              testId="items-filter-location"
            />
          </Box>
        </>
      ) : null}
      {features.customFields
        ? customsFilters.map((name) => (
            <Input
              key={name}
              width={width('180px')}
              bg="white"
              maxLength={customsMaxLength[name]}
              placeholder={t(`filters.${name}`)}
              aria-label={t(`filters.${name}`)}
              value={text[name]}
              onChange={(event) => onType(name, event.target.value)}
              data-testid={`items-filter-${name}`}
            />
          ))
        : null}
      <ScheduleFilters search={search} onChange={onChange} width={width} />
      <Switch.Root
        recipe={switchSlotRecipe}
        colorPalette="brand"
        checked={search.withPhoto === true}
        onCheckedChange={(details) => onChange({ withPhoto: details.checked || undefined })}
        data-testid="items-filter-withPhoto"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('filters.with_photo')}</Switch.Label>
      </Switch.Root>
      <Switch.Root
        recipe={switchSlotRecipe}
        colorPalette="brand"
        checked={search.inactiveHolder === true}
        onCheckedChange={(details) => onChange({ inactiveHolder: details.checked || undefined })}
        data-testid="items-filter-inactiveHolder"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('filters.inactive_holder')}</Switch.Label>
      </Switch.Root>
      <Button variant="ghost" size="sm" alignSelf={row ? undefined : 'flex-start'} onClick={onClear} data-testid="items-filters-clear">
        {t('filters_clear')}
      </Button>
    </Flex>
  );
}
