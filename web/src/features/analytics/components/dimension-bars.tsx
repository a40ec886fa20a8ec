import { BarList, useChart, type BarListData } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Bar, Measure } from '../analytics-view';
import '../i18n';

interface DimensionBarsProps {
  title: string;
  /** Names the card in tests and in the page's anchors. */
  name: string;
  bars: Bar[];
  measure: Measure;
  format: (value: number) => string;
  /** Shown under the title when the API read only a part of this dimension's values. */
  note?: string;
}

/**
 * One dimension as a bar list: a bar per value (its width the share of the largest), the count or
 * value beside it; a value's bar opens the items list filtered by it. With no item valued in the
 * dimension, a line says so instead of a lone "not set" bar.
 */
export function DimensionBars({ title, name, bars, measure, format, note }: DimensionBarsProps) {
  const { t } = useTranslation('analytics');
  const byId = new Map(bars.map((bar) => [bar.id, bar]));
  const chart = useChart<BarListData>({
    data: bars.map((bar) => ({ name: bar.id, value: bar[measure] })),
    series: [{ name: 'name', color: 'brand.muted' }],
  });
  const labelOf = (bar: Bar) => (bar.kind === 'others' ? t('others', { count: bar.hidden ?? 0 }) : bar.kind === 'unset' ? t('unset') : bar.label);

  return (
    <Stack gap="3" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} minW="0" data-testid={`analytics-${name}`}>
      <Text fontWeight="semibold">{title}</Text>
      {note ? (
        <Text fontSize="xs" color="fg.muted">
          {note}
        </Text>
      ) : null}
      {bars.every((bar) => bar.kind === 'unset') ? (
        <Text fontSize="sm" color="fg.muted" py="4" data-testid={`analytics-${name}-empty`}>
          {t('empty_dimension')}
        </Text>
      ) : (
        <BarList.Root chart={chart} barSize="9">
          <BarList.Content gap={{ base: '2', md: '4' }}>
            <BarList.Bar
              minW="0"
              label={({ payload }) => {
                const bar = byId.get(payload.name)!;
                const text = labelOf(bar);
                return bar.search ? (
                  <Link asChild color="fg" display="flex" alignItems="center" w="full" minW="0" minH="var(--bar-size)" aria-label={t('open_list', { name: text })}>
                    <RouterLink to="/items" search={bar.search} data-testid="analytics-bar">
                      <Box as="span" truncate>
                        {text}
                      </Box>
                    </RouterLink>
                  </Link>
                ) : (
                  <Box as="span" color="fg.muted" truncate>
                    {text}
                  </Box>
                );
              }}
            />
            <BarList.Value valueFormatter={format} whiteSpace="nowrap" />
          </BarList.Content>
        </BarList.Root>
      )}
    </Stack>
  );
}
