import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linePresences, lineResults, type LinePresence, type LineResult } from '../../../../../shared/schemas/stocktaking';
import { notify } from '../../../lib/toaster';
import { stocktakingLinesQuery, type LinesFilters } from '../api/stocktaking-lines';
import { currentCursor, firstPage, nextPage, previousPage, type CursorTrail } from '../cursor-pages';
import { lineKeyOf } from '../line-view';
import { LineCard } from './line-card';
import { LinesTable } from './lines-table';
import '../i18n';

interface LinesSectionProps {
  companyId: string;
  stocktakingId: string;
  /** While pending (and ready), the page asks again every 5 s so the phones' scans show up. */
  refetchInterval: number | false;
}

/** The results per item, 20 a page by cursor, filtered by result and presence. */
export function LinesSection({ companyId, stocktakingId, refetchInterval }: LinesSectionProps) {
  const { t } = useTranslation('stocktaking');
  const [filters, setFilters] = useState<LinesFilters>({});
  const [trail, setTrail] = useState<CursorTrail>(firstPage);
  const lines = useQuery(stocktakingLinesQuery(companyId, stocktakingId, filters, currentCursor(trail), refetchInterval));

  useEffect(() => {
    if (lines.isError) notify.error(t('table_error', { ns: 'ui' }));
  }, [lines.isError, lines.errorUpdatedAt, t]);

  const change = (patch: LinesFilters) => {
    setFilters((current) => ({ ...current, ...patch }));
    setTrail(firstPage);
  };
  const data = lines.isError ? [] : (lines.data?.data ?? []);
  const next = lines.isPlaceholderData ? null : (lines.data?.next ?? null);

  return (
    <Stack gap="3" data-testid="stocktaking-lines">
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Heading as="h2" size="lg" flex="1" minW="120px">
          {t('lines_title')}
        </Heading>
        <Box width={{ base: 'full', sm: '190px' }}>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} bg="white">
            <NativeSelect.Field
              aria-label={t('result_filter')}
              value={filters.result ?? ''}
              onChange={(event) => change({ result: (event.target.value || undefined) as LineResult | undefined })}
              data-testid="stocktaking-lines-result"
            >
              <option value="">{`${t('result_filter')}: ${t('filter_all')}`}</option>
              {lineResults.map((result) => (
                <option key={result} value={result}>
                  {t(`results.${result}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Box width={{ base: 'full', sm: '190px' }}>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} bg="white">
            <NativeSelect.Field
              aria-label={t('presence_filter')}
              value={filters.presence ?? ''}
              onChange={(event) => change({ presence: (event.target.value || undefined) as LinePresence | undefined })}
              data-testid="stocktaking-lines-presence"
            >
              <option value="">{`${t('presence_filter')}: ${t('filter_all')}`}</option>
              {linePresences.map((presence) => (
                <option key={presence} value={presence}>
                  {t(`presences.${presence}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      </Flex>

      {data.length === 0 && !lines.isPending ? (
        <Text color="fg.muted" textAlign="center" py="8" bg="white" borderWidth="1px" borderRadius="lg" data-testid="stocktaking-lines-empty">
          {t('no_lines')}
        </Text>
      ) : (
        <>
          <Box hideBelow="lg">
            <LinesTable lines={data} busy={lines.isFetching} />
          </Box>
          <Stack hideFrom="lg" gap="2" data-testid="stocktaking-line-cards">
            {data.map((line) => (
              <LineCard key={lineKeyOf(line)} line={line} />
            ))}
          </Stack>
        </>
      )}

      <Flex justify="flex-end" gap="2">
        <Button size="sm" variant="outline" disabled={trail.length <= 1} onClick={() => setTrail(previousPage)} data-testid="stocktaking-lines-previous">
          {t('previous')}
        </Button>
        <Button size="sm" variant="outline" disabled={!next} onClick={() => setTrail((current) => nextPage(current, next))} data-testid="stocktaking-lines-next">
          {t('next')}
        </Button>
      </Flex>
    </Stack>
  );
}
