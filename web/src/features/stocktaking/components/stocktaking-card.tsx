import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { LinkBox, LinkOverlay } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../components/use-format-date';
import type { Role } from '../../../../../shared/roles';
import type { StocktakingRecord } from '../api/stocktaking-list';
import { mayCount } from '../stocktaking-view';
import { useFormatNumber } from '../use-format-number';
import { ScopeText } from './scope-text';
import { StocktakingStatusBadge } from './status-badge';
import '../i18n';

/** One stocktaking on a phone: the table's columns stacked in a card that opens the detail; a running one offers counting. */
export function StocktakingCard({ stocktaking, role }: { stocktaking: StocktakingRecord; role: Role }) {
  const { t } = useTranslation('stocktaking');
  const formatDate = useFormatDateTime();
  const { number } = useFormatNumber();
  const { counts } = stocktaking;
  return (
    <LinkBox as="article" bg="white" borderWidth="1px" borderRadius="lg" p="4" data-testid={`stocktaking-card-${stocktaking.title}`}>
      <Flex justify="space-between" align="flex-start" gap="3">
        <LinkOverlay asChild fontWeight="semibold" minW="0" wordBreak="break-word">
          <RouterLink to="/stocktaking/$id" params={{ id: stocktaking._id }}>
            {stocktaking.title}
          </RouterLink>
        </LinkOverlay>
        <StocktakingStatusBadge status={stocktaking.status} />
      </Flex>
      <Text fontSize="sm" color="fg.muted" mt="1">
        <ScopeText stocktaking={stocktaking} />
      </Text>
      <Flex gap="4" mt="3" fontSize="sm" wrap="wrap">
        <Box>
          <Text color="fg.muted" fontSize="xs">
            {t('columns.found')}
          </Text>
          <Text fontWeight="medium">{`${number(counts.found)} / ${number(counts.expected)}`}</Text>
        </Box>
        <Box>
          <Text color="fg.muted" fontSize="xs">
            {t('columns.missing')}
          </Text>
          <Text fontWeight="medium">{number(counts.missing)}</Text>
        </Box>
        <Box>
          <Text color="fg.muted" fontSize="xs">
            {t('columns.unexpected')}
          </Text>
          <Text fontWeight="medium" color={counts.unexpected > 0 ? 'orange.fg' : undefined}>
            {number(counts.unexpected)}
          </Text>
        </Box>
      </Flex>
      {stocktaking.status === 'pending' && stocktaking.ready && mayCount(role) ? (
        // Above the card's link overlay (LinkBox lifts nested links), so it opens the count screen, not the detail.
        <Button asChild size="sm" colorPalette="brand" mt="3" position="relative" zIndex="1" data-testid="stocktaking-card-count">
          <RouterLink to="/stocktaking/$id/count" params={{ id: stocktaking._id }}>
            {t('count.action')}
          </RouterLink>
        </Button>
      ) : null}
      <Text fontSize="xs" color="fg.muted" mt="3">
        {[stocktaking.startedBy.name, formatDate(stocktaking.startDate), stocktaking.endDate ? formatDate(stocktaking.endDate) : null]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </LinkBox>
  );
}
