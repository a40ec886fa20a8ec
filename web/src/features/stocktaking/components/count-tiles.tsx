import { Box } from '@chakra-ui/react/box';
import { Progress } from '@chakra-ui/react/progress';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { Stocktaking } from '../../../../../shared/schemas/stocktaking';
import { progressOf } from '../stocktaking-view';
import { useFormatNumber } from '../use-format-number';
import '../i18n';

const tiles = [
  { name: 'expected', color: undefined },
  { name: 'found', color: 'green.fg' },
  { name: 'missing', color: 'red.fg' },
  { name: 'unexpected', color: 'orange.fg' },
] as const;

/** Expected, found, missing and unexpected, and how much of the expected list is found. */
export function CountTiles({ counts }: { counts: Stocktaking['counts'] }) {
  const { t } = useTranslation('stocktaking');
  const { number, percent } = useFormatNumber();
  const share = progressOf(counts);
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {tiles.map((tile) => (
          <Box key={tile.name} bg="white" borderWidth="1px" borderRadius="lg" p="4" data-testid={`stocktaking-count-${tile.name}`}>
            <Text fontSize="sm" color="fg.muted">
              {t(`tiles.${tile.name}`)}
            </Text>
            <Text
              fontSize="2xl"
              fontWeight="semibold"
              color={tile.name === 'expected' || counts[tile.name] === 0 ? undefined : tile.color}
              data-testid={`stocktaking-count-${tile.name}-value`}
            >
              {number(counts[tile.name])}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Stack gap="1">
        <Progress.Root recipe={progressSlotRecipe} value={Math.round(share * 100)} size="sm" colorPalette="brand" aria-label={t('tiles.found')}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" color="fg.muted" data-testid="stocktaking-progress">
          {t('progress', { found: number(counts.found), expected: number(counts.expected), percent: percent(share) })}
        </Text>
      </Stack>
    </Stack>
  );
}
