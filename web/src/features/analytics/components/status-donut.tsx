import { Chart, useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import type { ItemStatus } from '../../../../../shared/schemas/items';
import { statusSearch, type Measure } from '../analytics-view';
import '../../items/i18n';
import '../i18n';

/** One colour per status, in the order of the legend. */
const statusColors: Record<ItemStatus, string> = {
  marked: 'green.500',
  not_marked: 'gray.400',
  not_distributed: 'blue.400',
  in_transfer: 'purple.400',
  in_service: 'orange.400',
  returned_from_service: 'teal.400',
  decommissioned: 'red.400',
  inactive: 'gray.600',
};

interface StatusDonutProps {
  statuses: { status: ItemStatus; count: number; value: string; bookValue: string | null }[];
  measure: Measure;
  format: (value: number) => string;
}

interface Slice {
  name: ItemStatus;
  value: number;
  color: string;
}

/** The status distribution as a donut, with a legend whose entries open the items list by status. */
export function StatusDonut({ statuses, measure, format }: StatusDonutProps) {
  const { t } = useTranslation('analytics');
  const slices: Slice[] = statuses
    .map((entry) => ({ name: entry.status, value: measure === 'count' ? entry.count : Number(measure === 'value' ? entry.value : (entry.bookValue ?? 0)), color: statusColors[entry.status] }))
    .filter((slice) => slice.value > 0);
  const chart = useChart<Slice>({ data: slices });

  return (
    <Stack gap="3" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} data-testid="analytics-statuses">
      <Text fontWeight="semibold">{t('statuses_title')}</Text>
      <Flex direction={{ base: 'column', sm: 'row' }} align="center" gap="4">
        <Chart.Root chart={chart} boxSize="180px" aspectRatio="square" flexShrink="0">
          <PieChart responsive>
            <Tooltip
              cursor={false}
              isAnimationActive={false}
              content={({ active, payload }) => {
                const slice = active ? (payload?.[0]?.payload as Slice | undefined) : undefined;
                return slice ? (
                  <Box bg="white" borderWidth="1px" borderRadius="md" px="2" py="1" fontSize="xs" shadow="sm">
                    {t(`statuses.${slice.name}`, { ns: 'items' })}: {format(slice.value)}
                  </Box>
                ) : null;
              }}
            />
            <Pie data={chart.data} dataKey={chart.key('value')} nameKey="name" innerRadius="60%" outerRadius="95%" isAnimationActive={false} stroke="none">
              {chart.data.map((slice) => (
                <Cell key={slice.name} fill={chart.color(slice.color)} />
              ))}
            </Pie>
          </PieChart>
        </Chart.Root>
        <Stack gap="1.5" flex="1" w="full" minW="0">
          {slices.map((slice) => (
            <HStack key={slice.name} justify="space-between" gap="3" fontSize="sm">
              <HStack gap="2" minW="0">
                <Box boxSize="3" borderRadius="full" flexShrink="0" bg={slice.color} />
                <Link asChild color="fg" minW="0">
                  <RouterLink to="/items" search={statusSearch(slice.name)} data-testid={`analytics-status-${slice.name}`}>
                    <Box as="span" truncate>
                      {t(`statuses.${slice.name}`, { ns: 'items' })}
                    </Box>
                  </RouterLink>
                </Link>
              </HStack>
              <Text fontWeight="medium" whiteSpace="nowrap">
                {format(slice.value)}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Flex>
    </Stack>
  );
}
