import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../../components/use-format-date';
import { currentLanguage, languageTag } from '../../../../i18n';
import { isLanguage } from '../../../../../../shared/i18n/languages';
import type { LocalLine, StoredScan } from '../scan-queue';
import type { QuantityRequest } from './quantity-dialog';
import { ScanRow } from './scan-row';
import '../../i18n';

/** How many of the last scans the list shows. */
const lastScansShown = 50;

/** A batch item's line counted by a sent scan, whose quantity may be given. */
export type QuantityFor = QuantityRequest & { item: string; local: LocalLine | null };

/** A scan's time: the time of day for today's, with the date for older ones (a count that spans days). */
function useScanTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const formatDate = useFormatDateTime();
  return useMemo(() => {
    const tag = languageTag(isLanguage(i18n.language) ? i18n.language : currentLanguage());
    const timeOfDay = new Intl.DateTimeFormat(tag, { timeStyle: 'short' });
    return (iso: string) => {
      const date = new Date(iso);
      return date.toDateString() === new Date().toDateString() ? timeOfDay.format(date) : formatDate(iso);
    };
  }, [i18n.language, formatDate]);
}

interface CountScansProps {
  scans: readonly StoredScan[];
  userId: string;
  stopped: boolean;
  onUndo(scan: StoredScan): void;
  onQuantity(request: QuantityFor): void;
  /** Asks to clear the refused scans (shown while there are any). */
  onClearRefused(): void;
}

/** The last scans, newest first, each with its answer; a code scanned before is marked as a repeat. */
export function CountScans({ scans, userId, stopped, onUndo, onQuantity, onClearRefused }: CountScansProps) {
  const { t } = useTranslation('stocktaking');
  const scanTime = useScanTime();
  const shown = useMemo(() => {
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for (const scan of scans) {
      if (!scan.code || scan.state === 'refused') continue;
      if (seen.has(scan.code)) repeated.add(scan.id);
      seen.add(scan.code);
    }
    return { rows: scans.slice(-lastScansShown).reverse(), repeated };
  }, [scans]);
  const anyRefused = scans.some((scan) => scan.state === 'refused');

  return (
    <>
      <Heading as="h2" size="md" mt="2">
        {t('count.last_scans')}
      </Heading>
      {shown.rows.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('count.no_scans')}
        </Text>
      ) : (
        <Stack gap="2" data-testid="count-scans">
          {shown.rows.map((scan) => {
            const line = scan.result?.line;
            const batchItem = scan.state === 'sent' && line?.accountingType === 'batch' && line.item && !scan.undo && !stopped;
            return (
              <ScanRow
                key={scan.id}
                scan={scan}
                userId={userId}
                repeated={shown.repeated.has(scan.id)}
                time={scanTime(scan.at)}
                canUndo={!stopped && (scan.state === 'pending' || scan.state === 'sent') && !scan.undo}
                onUndo={() => onUndo(scan)}
                onQuantity={
                  batchItem
                    ? () =>
                        onQuantity({
                          key: scan.id,
                          item: line.item!,
                          title: line.title,
                          accountingQuantity: line.accountingQuantity,
                          units: line.units,
                          local: { title: line.title, accountingType: 'batch', units: line.units, accountingQuantity: line.accountingQuantity, expected: line.presence !== 'unexpected' },
                        })
                    : undefined
                }
              />
            );
          })}
        </Stack>
      )}
      {anyRefused ? (
        <Button variant="outline" colorPalette="red" size="sm" alignSelf="flex-start" onClick={onClearRefused} data-testid="count-clear-refused">
          {t('count.clear_refused')}
        </Button>
      ) : null}
    </>
  );
}
