import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { itemsListQuery } from '../../items/api/list-items';
import { itemLabel } from '../../items/item-form';
import '../i18n';

/** Enough to pick from: a longer search narrows the rest. */
const choicesShown = 5;

export interface PickedItem {
  id: string;
  label: string;
}

interface ItemPickerProps {
  companyId: string;
  value: PickedItem | null;
  onChange: (item: PickedItem | null) => void;
  error?: string;
}

/** Finds an item by title, code or serial number and picks one. */
export const ItemPicker = forwardRef<HTMLInputElement, ItemPickerProps>(function ItemPicker({ companyId, value, onChange, error }, ref) {
  const { t } = useTranslation('labels');
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim());
  const found = useQuery(itemsListQuery(companyId, { page: 1, pageSize: choicesShown, sort: 'title', filters: { search } }));
  const rows = found.data?.data ?? [];
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
          const label = `${itemLabel(row)}${row.code ? ` · ${row.code}` : ''}`;
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
