import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { quantityText } from '../../../../components/item-text';
import type { StoredScan } from '../scan-queue';
import '../../../items/i18n';
import '../../i18n';

/** What a row's badge says: the API's verdict once answered, else where the scan stands on the phone. */
export type RowState = 'held' | 'pending' | 'refused' | 'found' | 'unexpected' | 'unknown' | 'already';

export function rowState(scan: StoredScan): RowState {
  if (scan.state === 'sent' && scan.result) return scan.result.verdict;
  if (scan.state === 'sent') return 'found';
  return scan.state;
}

const palette: Record<RowState, string> = {
  held: 'purple',
  pending: 'gray',
  refused: 'red',
  found: 'green',
  unexpected: 'orange',
  unknown: 'orange',
  already: 'blue',
};

interface ScanRowProps {
  scan: StoredScan;
  userId: string;
  /** An earlier scan of the same code is on this phone. */
  repeated: boolean;
  /** The time it was taken, formatted. */
  time: string;
  canUndo: boolean;
  onUndo: () => void;
  /** A batch item the API named: ask its counted quantity. */
  onQuantity?: () => void;
}

/** One scan in the list of the last ones: the item (or the code), its result, its quantity, undo. */
export function ScanRow({ scan, userId, repeated, time, canUndo, onUndo, onQuantity }: ScanRowProps) {
  const { t } = useTranslation('stocktaking');
  const { t: tItems } = useTranslation('items');
  const state = rowState(scan);
  const line = scan.result?.line;
  const title = line?.title || scan.local?.title || (line?.item || scan.item ? t('count.item') : '');
  const code = scan.code ?? line?.code ?? null;
  const units = line?.units ?? scan.local?.units ?? null;
  const before = scan.result?.countedBefore;
  const label =
    state === 'already' && before
      ? before.id === userId
        ? t('count.verdicts.already_you')
        : t('count.verdicts.already', { name: before.name })
      : t(`count.verdicts.${state}`);
  const hint =
    scan.state === 'pending' && repeated
      ? t('count.repeat_here')
      : scan.state === 'pending' && scan.local === null && scan.code !== undefined && scan.localChecked
        ? t('count.not_expected_here')
        : null;
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      px="3"
      py="2"
      opacity={scan.undo === 'pending' ? 0.6 : 1}
      data-testid="count-scan-row"
      data-code={code ?? ''}
      data-state={scan.state}
      data-verdict={state}
    >
      <Flex gap="2" align="flex-start" justify="space-between">
        <Box minW="0" flex="1">
          <Text fontWeight="medium" wordBreak="break-word" textDecoration={scan.undo === 'pending' ? 'line-through' : undefined}>
            {title || code}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {title && code ? (
              <Text as="span" wordBreak="break-all">
                {`${code} · `}
              </Text>
            ) : null}
            <Text as="span" whiteSpace="nowrap">
              {time}
            </Text>
          </Text>
        </Box>
        <Badge recipe={badgeRecipe} colorPalette={palette[state]} flexShrink={0} maxW="45%" whiteSpace="normal" textAlign="right" data-testid="count-scan-verdict">
          {label}
        </Badge>
      </Flex>
      {scan.quantity !== undefined || hint || scan.undo || canUndo || onQuantity ? (
        <Flex gap="2" align="center" justify="space-between" mt="1" wrap="wrap">
          <Text fontSize="xs" color="fg.muted">
            {[
              scan.quantity !== undefined ? t('count.counted', { quantity: quantityText(tItems, scan.quantity, units) }) : null,
              hint,
              scan.undo === 'pending' ? t('count.undo_waiting') : scan.undo === 'refused' ? t('count.undo_refused') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Flex gap="1" ml="auto">
            {onQuantity ? (
              <Button size="xs" variant="outline" onClick={onQuantity} data-testid="count-scan-quantity">
                {t('count.set_quantity')}
              </Button>
            ) : null}
            {canUndo ? (
              <Button size="xs" variant="ghost" colorPalette="red" onClick={onUndo} data-testid="count-scan-undo">
                {t('count.undo')}
              </Button>
            ) : null}
          </Flex>
        </Flex>
      ) : null}
    </Box>
  );
}
