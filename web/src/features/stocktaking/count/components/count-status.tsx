import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../../components/use-format-date';
import { useFormatNumber } from '../../use-format-number';
import type { KeptStocktaking } from '../count-db';
import type { tally } from '../scan-queue';
import '../../i18n';

export type StopReason = 'finished' | 'deleted';

interface CountStatusProps {
  stop: StopReason | null;
  connected: boolean;
  /** Scans on this phone by state. */
  counts: ReturnType<typeof tally>;
  /** What sending says now (null: nothing to say). */
  queueText: string | null;
  /** Refused scans still stored (a stopped count says they were not counted). */
  refusedCount: number;
  kept: KeptStocktaking | null;
}

/** Why counting stopped, whether the phone is offline, the scans waiting and sent, and the stocktaking's counts. */
export function CountStatus({ stop, connected, counts, queueText, refusedCount, kept }: CountStatusProps) {
  const { t } = useTranslation('stocktaking');
  const formatDate = useFormatDateTime();
  const { number } = useFormatNumber();
  const serverCounts = kept?.counts ?? null;
  const waiting = counts.pending + counts.held;
  return (
    <>
      {stop ? (
        <Alert.Root status="warning" data-testid="count-stopped" data-reason={stop}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{stop === 'finished' ? t('StocktakingFinished', { ns: 'errors' }) : t('not_found')}</Alert.Title>
            {refusedCount > 0 ? <Alert.Description data-testid="count-not-counted">{t('count.not_counted', { count: refusedCount })}</Alert.Description> : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {!connected && !stop ? (
        <Text fontSize="sm" color="fg.muted" data-testid="count-offline">
          {t('count.offline')}
        </Text>
      ) : null}

      <Box bg="white" borderWidth="1px" borderRadius="lg" p="3">
        <SimpleGrid columns={2} gap="2">
          <Box>
            <Text fontSize="xs" color="fg.muted">
              {t('count.pending')}
            </Text>
            <Text fontSize="xl" fontWeight="semibold" data-testid="count-pending">
              {number(waiting)}
            </Text>
          </Box>
          <Box>
            <Text fontSize="xs" color="fg.muted">
              {t('count.sent')}
            </Text>
            <Text fontSize="xl" fontWeight="semibold" data-testid="count-sent">
              {number(counts.sent)}
            </Text>
          </Box>
        </SimpleGrid>
        {queueText ? (
          <Text fontSize="sm" mt="1" color={waiting === 0 ? 'green.fg' : 'fg.muted'} data-testid={waiting === 0 ? 'count-all-sent' : 'count-queue-state'}>
            {queueText}
          </Text>
        ) : null}
        {serverCounts ? (
          <Box mt="3" pt="3" borderTopWidth="1px">
            <SimpleGrid columns={3} gap="2">
              <Box>
                <Text fontSize="xs" color="fg.muted">
                  {t('tiles.found')}
                </Text>
                <Text fontWeight="semibold" color="green.fg" data-testid="count-found">
                  {`${number(serverCounts.found)} / ${number(serverCounts.expected)}`}
                </Text>
              </Box>
              <Box>
                <Text fontSize="xs" color="fg.muted">
                  {t('tiles.missing')}
                </Text>
                <Text fontWeight="semibold" data-testid="count-missing">
                  {number(serverCounts.missing)}
                </Text>
              </Box>
              <Box>
                <Text fontSize="xs" color="fg.muted">
                  {t('tiles.unexpected')}
                </Text>
                <Text fontWeight="semibold" color={serverCounts.unexpected > 0 ? 'orange.fg' : undefined} data-testid="count-unexpected">
                  {number(serverCounts.unexpected)}
                </Text>
              </Box>
            </SimpleGrid>
            {!connected && kept?.countsAt ? (
              <Text fontSize="xs" color="fg.muted" mt="1">
                {t('count.counts_as_of', { time: formatDate(kept.countsAt) })}
              </Text>
            ) : null}
          </Box>
        ) : null}
      </Box>
    </>
  );
}
