import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { bookableItemsQuery } from '../api/item-search';
import type { BookableItem } from './book-lines';
import '../i18n';

/** Item states that take no booking (functions/bookings/service.ts unbookableStatuses): not offered. */
const unbookable = new Set(['inactive', 'decommissioned', 'in_service', 'in_transfer']);
const shown = 6;

interface ItemPickerProps {
  companyId: string;
  /** Items already in the booking: not offered again. */
  taken: readonly string[];
  disabled: boolean;
  onPick: (item: BookableItem) => void;
}

/** Finds an item of the company by the items list's search (title, code, serial) and adds it to the booking. */
export function ItemPicker({ companyId, taken, disabled, onPick }: ItemPickerProps) {
  const { t } = useTranslation('bookings');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const found = useQuery({
    ...bookableItemsQuery(companyId, search),
    enabled: search.length > 0 && !disabled,
  });
  const offered = (found.data?.data ?? []).filter((item) => !taken.includes(item._id) && !unbookable.has(item.status)).slice(0, shown);
  return (
    <Stack gap="2">
      <Input
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('item_search')}
        aria-label={t('item_search')}
        disabled={disabled}
        autoComplete="off"
        data-testid="book-item-search"
      />
      {search && search === text.trim() && found.data && !disabled ? (
        offered.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" data-testid="book-item-none">
            {t('item_search_empty')}
          </Text>
        ) : (
          <Stack gap="1" data-testid="book-item-results">
            {offered.map((item) => (
              <Flex key={item._id} align="center" gap="2" borderWidth="1px" borderRadius="md" px="2" py="1">
                <Text flex="1" minW="0" fontSize="sm" truncate>
                  {item.title}
                  {item.code ? ` · ${item.code}` : ''}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => {
                    onPick({ _id: item._id, title: item.title, accountingType: item.accountingType, quantity: item.quantity });
                    setText('');
                  }}
                  data-testid={`book-item-add-${item._id}`}
                >
                  {t('item_add')}
                </Button>
              </Flex>
            ))}
          </Stack>
        )
      ) : null}
    </Stack>
  );
}
