import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { StickerRequest } from '../../../../../shared/schemas/requests';
import { useFormatDateTime } from '../../../components/use-format-date';
import { useAmounts } from '../../../components/use-amounts';
import { pieceCount } from '../order';
import { RequestStatusBadge } from './request-status-badge';
import '../i18n';

/** One order in My orders: code, status, total, pieces, recipient and when it was created; opens the order. */
export function RequestCard({ request, onOpen }: { request: StickerRequest; onOpen: () => void }) {
  const { t } = useTranslation('requests');
  const { money, count } = useAmounts();
  const formatDate = useFormatDateTime();
  return (
    <Box
      as="article"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      cursor="pointer"
      _hover={{ borderColor: 'brand.emphasized' }}
      onClick={onOpen}
      data-testid={`request-card-${request.code}`}
      data-status={request.statusName}
    >
      <Flex justify="space-between" align="flex-start" gap="3">
        <Button
          variant="plain"
          p="0"
          h="auto"
          fontWeight="semibold"
          color="brand.fg"
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
          data-testid="request-open"
        >
          {request.code}
        </Button>
        <RequestStatusBadge status={request.statusName} />
      </Flex>
      <Flex gap="4" mt="2" wrap="wrap" align="baseline">
        <Text fontSize="lg" fontWeight="bold" data-testid="request-total">
          {money(request.totalCents, request.currency)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('pieces', { count: count(pieceCount(request.lines)) })}
        </Text>
      </Flex>
      <Text fontSize="xs" color="fg.muted" mt="2" wordBreak="break-word">
        {[t('created_at', { date: formatDate(request.createdAt) }), request.recipient?.name].filter(Boolean).join(' · ')}
      </Text>
    </Box>
  );
}
