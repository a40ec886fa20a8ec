import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stocktaking } from '../../../../../shared/schemas/stocktaking';
import { useFormatDateTime } from '../../../components/use-format-date';
import { ScopeText } from './scope-text';
import '../i18n';

/** The header's facts: scope, when it started and ended, who started and finished it. */
export function StocktakingFacts({ stocktaking }: { stocktaking: Stocktaking }) {
  const { t } = useTranslation('stocktaking');
  const formatDate = useFormatDateTime();
  const fact = (label: string, value: ReactNode, testId: string) => (
    <Box data-testid={testId}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm">{value}</Text>
    </Box>
  );
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" bg="white" borderWidth="1px" borderRadius="lg" p="4">
      {fact(t('scope_label'), <ScopeText stocktaking={stocktaking} />, 'stocktaking-fact-scope')}
      {fact(t('started'), `${formatDate(stocktaking.startDate)} · ${stocktaking.startedBy.name}`, 'stocktaking-fact-started')}
      {stocktaking.endDate
        ? fact(
            t('ended'),
            [formatDate(stocktaking.endDate), stocktaking.finishedBy?.name].filter(Boolean).join(' · '),
            'stocktaking-fact-ended',
          )
        : null}
    </SimpleGrid>
  );
}
