import { Badge } from '@chakra-ui/react/badge';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { LineResult } from '../../../../../shared/schemas/stocktaking';
import { resultPalette } from '../stocktaking-view';
import '../i18n';

/** A line's result: surplus, lack or match. */
export function ResultBadge({ result }: { result: LineResult }) {
  const { t } = useTranslation('stocktaking');
  return (
    <Badge recipe={badgeRecipe} colorPalette={resultPalette[result]} data-testid="line-result" data-result={result}>
      {t(`results.${result}`)}
    </Badge>
  );
}
