import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAmounts } from '../../../components/use-amounts';
import { itemCountersQuery } from '../api/item-counters';
import '../i18n';

/** Spec: the dashboard's counters: total cost, total assets, in service, decommissioned; and inactive (issue 28). */
export function ItemsCounters({ companyId, currency }: { companyId: string; currency: string }) {
  const { t } = useTranslation('items');
  const counters = useQuery(itemCountersQuery(companyId));
  const data = counters.data;
  const { price, count } = useAmounts();
  const cells = [
    { key: 'total', label: t('counters.total'), value: data ? price(data.total, currency) : '—' },
    { key: 'count', label: t('counters.count'), value: data ? count(data.count) : '—' },
    { key: 'service', label: t('counters.service'), value: data ? count(data.countInService) : '—' },
    { key: 'ban', label: t('counters.ban'), value: data ? count(data.countInBan) : '—' },
    // Total assets and cost include inactive items, as they include decommissioned ones (docs/decisions.md, issue 28).
    { key: 'inactive', label: t('counters.inactive'), value: data ? count(data.countInactive) : '—' },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3">
      {cells.map((cell) => (
        <Box key={cell.key} bg="white" borderWidth="1px" borderRadius="lg" p="4">
          <Text fontSize="sm" color="fg.muted">
            {cell.label}
          </Text>
          <Text fontSize="2xl" fontWeight="semibold" data-testid={`items-counter-${cell.key}`}>
            {cell.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
