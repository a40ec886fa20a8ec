import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { LinkBox, LinkOverlay } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Item } from '../../../../../shared/schemas/items';
import { itemLabel, unitName } from '../../../components/item-text';
import { useAmounts } from '../../../components/use-amounts';
import type { ItemsSelectionState } from '../use-items-selection';
import { SelectCheckbox } from './bulk/select-checkbox';
import { PhotoThumb } from './photos/photo-thumb';
import { ScheduleNote } from './schedule-note';
import { StatusBadge } from './status-badge';
import '../../depreciation/i18n';

type CardsSelection = Pick<ItemsSelectionState, 'isSelected' | 'toggleItem'>;

interface ItemCardsProps {
  items: Item[];
  currency: string;
  busy: boolean;
  /** The list's selection for bulk actions: a checkbox on every card. */
  selection: CardsSelection;
  /** The company's plan has maintenance: each card says when the item's maintenance is next due. */
  maintenance: boolean;
}

/**
 * The items list on a phone: a card per item with what the table's columns say, stacked, the whole
 * card opening the item but for its selection checkbox.
 */
export function ItemCards({ items, currency, busy, selection, maintenance }: ItemCardsProps) {
  return (
    <Stack gap="2" aria-busy={busy} data-testid="items-cards">
      {items.map((item) => (
        <ItemCard key={item._id} item={item} currency={currency} selection={selection} maintenance={maintenance} />
      ))}
    </Stack>
  );
}

function ItemCard({ item, currency, selection, maintenance }: { item: Item; currency: string; selection: CardsSelection; maintenance: boolean }) {
  const { t } = useTranslation('items');
  const { t: td } = useTranslation('depreciation');
  const { price } = useAmounts();
  const main = item.photos.find((photo) => photo.main);
  const place = [item.object?.title, item.location?.title].filter(Boolean).join(' / ');
  const selected = selection.isSelected(item._id);
  return (
    <LinkBox
      as="article"
      bg={selected ? 'brand.subtle' : 'white'}
      borderWidth="1px"
      borderColor={selected ? 'brand.emphasized' : undefined}
      borderRadius="lg"
      p="3"
      ps="1"
      minH="44px"
      data-selected={selected ? '' : undefined}
      data-testid={`items-card-${item.title}`}
    >
      <Flex gap="2" align="flex-start">
        {/* The card's top row is 44 px high with the box in it, so the box lines up with the title. */}
        <Box mt="-2.5" mb="-2.5" flexShrink={0}>
          <SelectCheckbox
            checked={selected}
            onChange={(on) => selection.toggleItem(item._id, on)}
            label={t('bulk.select_item', { title: item.title })}
            testId={`items-card-select-${item.title}`}
          />
        </Box>
        {main ? <PhotoThumb name={main.name} size="48px" alt="" testId="items-card-thumb" /> : null}
        <Stack gap="1" flex="1" minW="0">
          <Flex justify="space-between" align="flex-start" gap="2">
            <LinkOverlay asChild fontWeight="semibold" minW="0" wordBreak="break-word">
              <RouterLink to="/items/$id" params={{ id: item._id }}>
                {itemLabel(item, (unit, count) => unitName(t, unit, count))}
              </RouterLink>
            </LinkOverlay>
            <StatusBadge status={item.status} />
          </Flex>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {[item.code ?? t('no_code'), item.responsible?.name, place].filter(Boolean).join(' · ')}
          </Text>
          <ScheduleNote item={item} testId="items-card-schedule" maintenance={maintenance} />
          <Box fontSize="sm" fontWeight="medium">
            {price(item.totalPrice, currency)}
            {item.accountingType === 'batch' ? (
              <Text as="span" fontWeight="normal" color="fg.muted">
                {` (${item.quantity}${item.units ? ` ${unitName(t, item.units, item.quantity)}` : ''} × ${price(item.price, currency)})`}
              </Text>
            ) : null}
          </Box>
          {item.depreciation ? (
            <Text fontSize="sm" color="fg.muted" data-testid="items-card-book-value">
              {td('list_value', { value: price(item.depreciation.bookValue, currency) })}
            </Text>
          ) : null}
        </Stack>
      </Flex>
    </LinkBox>
  );
}
