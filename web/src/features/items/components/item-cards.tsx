import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { LinkBox, LinkOverlay } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Item } from '../../../../../shared/schemas/items';
import { useAmounts } from '../../../components/use-amounts';
import { itemLabel } from '../item-form';
import { PhotoThumb } from './photos/photo-thumb';
import { StatusBadge, unitName } from './status-badge';

/**
 * The items list on a phone: a card per item with what the table's columns say, stacked, the whole
 * card opening the item.
 */
export function ItemCards({ items, currency, busy }: { items: Item[]; currency: string; busy: boolean }) {
  return (
    <Stack gap="2" aria-busy={busy} data-testid="items-cards">
      {items.map((item) => (
        <ItemCard key={item._id} item={item} currency={currency} />
      ))}
    </Stack>
  );
}

function ItemCard({ item, currency }: { item: Item; currency: string }) {
  const { t } = useTranslation('items');
  const { price } = useAmounts();
  const main = item.photos.find((photo) => photo.main);
  const place = [item.object?.title, item.location?.title].filter(Boolean).join(' / ');
  return (
    <LinkBox as="article" bg="white" borderWidth="1px" borderRadius="lg" p="3" minH="44px" data-testid={`items-card-${item.title}`}>
      <Flex gap="3" align="flex-start">
        {main ? <PhotoThumb name={main.name} size="48px" alt="" testId="items-card-thumb" /> : null}
        <Stack gap="1" flex="1" minW="0">
          <Flex justify="space-between" align="flex-start" gap="2">
            <LinkOverlay asChild fontWeight="semibold" minW="0" wordBreak="break-word">
              <RouterLink to="/items/$id" params={{ id: item._id }}>
                {itemLabel(item, (unit) => unitName(t, unit))}
              </RouterLink>
            </LinkOverlay>
            <StatusBadge status={item.status} />
          </Flex>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {[item.code ?? t('no_code'), item.responsible?.name, place].filter(Boolean).join(' · ')}
          </Text>
          <Box fontSize="sm" fontWeight="medium">
            {price(item.totalPrice, currency)}
            {item.accountingType === 'batch' ? (
              <Text as="span" fontWeight="normal" color="fg.muted">
                {` (${item.quantity}${item.units ? ` ${unitName(t, item.units)}` : ''} × ${price(item.price, currency)})`}
              </Text>
            ) : null}
          </Box>
        </Stack>
      </Flex>
    </LinkBox>
  );
}
