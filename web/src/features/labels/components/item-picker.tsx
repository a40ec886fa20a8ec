import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { itemLabel, unitName } from '../../../components/item-text';
import { itemsListQuery } from '../../../lib/api/list-items';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import '../i18n';
import '../items-i18n';

/** Enough to pick from: a longer search narrows the rest. */
const choicesShown = 5;
/** The list API's largest page. */
const largestPage = 100;
/** Rows are asked for in steps of this many, so pairing items re-reads the list once per step, not per pair. */
const pageStep = 25;
/**
 * How long a list read stays good for the picker: nothing in the dialog gives an item a code until
 * the pairs are bound (which refreshes every item query), so a new pair's picker reuses it.
 */
const listFreshMs = 60_000;

export interface PickedItem {
  id: string;
  label: string;
}

interface ItemPickerProps {
  companyId: string;
  value: PickedItem | null;
  onChange: (item: PickedItem | null) => void;
  /** Items already paired with a code in this dialog: not offered again. */
  taken?: readonly string[];
  error?: string;
  /** The search to start with (a serial number read by the camera); a new one needs a new picker (`key`). */
  initialTerm?: string;
}

/**
 * Finds an item without a code (status "not marked") by title or serial number and picks one: a
 * label binds only to such an item. Items in service, in transfer or returned from service without a
 * code are left out too, as the list files them under those statuses.
 */
export const ItemPicker = forwardRef<HTMLInputElement, ItemPickerProps>(function ItemPicker({ companyId, value, onChange, taken = [], error, initialTerm = '' }, ref) {
  const { t } = useTranslation('labels');
  const { t: itemsT } = useTranslation('items');
  const [term, setTerm] = useState(initialTerm);
  const search = useDebouncedValue(term.trim());
  // Enough rows that `choicesShown` remain after the items already paired are left out.
  const pageSize = Math.min(largestPage, Math.ceil((choicesShown + taken.length) / pageStep) * pageStep);
  const found = useQuery({ ...itemsListQuery(companyId, { page: 1, pageSize, sort: 'title', filters: { search, status: 'not_marked' } }), staleTime: listFreshMs });
  const rows = (found.data?.data ?? []).filter((row) => !row.code && !taken.includes(row._id)).slice(0, choicesShown);
  return (
    <Stack gap="2">
      <FormField label={t('bind_item')} error={error} helper={value?.label}>
        <Input
          ref={ref}
          value={term}
          maxLength={200}
          placeholder={t('bind_item_placeholder')}
          onChange={(event) => {
            setTerm(event.target.value);
            onChange(null);
          }}
          data-testid="labels-bind-item-search"
        />
      </FormField>
      <Stack gap="1" data-testid="labels-bind-item-options">
        {!found.isPending && rows.length === 0 ? <Text color="fg.muted">{t('bind_items_none')}</Text> : null}
        {rows.map((row) => {
          const label = itemLabel(row, (unit, count) => unitName(itemsT, unit, count));
          return (
            <Button
              key={row._id}
              size="sm"
              justifyContent="flex-start"
              whiteSpace="normal"
              textAlign="start"
              h="auto"
              py="1.5"
              variant={value?.id === row._id ? 'solid' : 'ghost'}
              colorPalette={value?.id === row._id ? 'brand' : undefined}
              onClick={() => onChange({ id: row._id, label })}
              data-testid="labels-bind-item-option"
            >
              {label}
            </Button>
          );
        })}
      </Stack>
    </Stack>
  );
});
