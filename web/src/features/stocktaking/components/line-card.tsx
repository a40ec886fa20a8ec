import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { StocktakingLine } from '../../../../../shared/schemas/stocktaking';
import { lineNameOf, placeOf } from '../line-view';
import { isWarningLine } from '../stocktaking-view';
import { LastScan } from './last-scan';
import { LineQuantity } from './line-quantity';
import { PresenceBadge } from './presence-badge';
import { ResultBadge } from './result-badge';
import '../i18n';

/** One result on a phone: the table's columns stacked; an unexpected one in the warning colour. */
export function LineCard({ line }: { line: StocktakingLine }) {
  const { t } = useTranslation('stocktaking');
  const warning = isWarningLine(line);
  const details = [line.code, placeOf(line), line.responsible?.name].filter(Boolean).join(' · ');
  return (
    <Box
      bg={warning ? 'orange.subtle' : 'white'}
      borderWidth="1px"
      borderColor={warning ? 'orange.muted' : undefined}
      borderRadius="lg"
      p="3"
      data-testid={`stocktaking-line-card-${lineNameOf(line)}`}
      data-presence={line.presence}
    >
      <Flex justify="space-between" gap="2" align="flex-start">
        <Text fontWeight="medium" minW="0" wordBreak="break-word">
          {line.item ? line.title : t('unknown_code')}
        </Text>
        <Flex gap="1" wrap="wrap" justify="flex-end">
          <ResultBadge result={line.result} />
          {line.presence === 'found' ? null : <PresenceBadge presence={line.presence} />}
        </Flex>
      </Flex>
      {details ? (
        <Text fontSize="xs" color="fg.muted" mt="1" wordBreak="break-word">
          {details}
        </Text>
      ) : null}
      <Flex justify="space-between" gap="2" mt="2" fontSize="sm" wrap="wrap">
        <Text as="span">
          {`${t('line_columns.quantity')}: `}
          <LineQuantity line={line} />
        </Text>
        <Text as="span" fontSize="xs">
          <LastScan scan={line.lastScan} />
        </Text>
      </Flex>
    </Box>
  );
}
