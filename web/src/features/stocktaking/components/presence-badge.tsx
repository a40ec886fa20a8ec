import { Badge } from '@chakra-ui/react/badge';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { LinePresence } from '../../../../../shared/schemas/stocktaking';
import { presencePalette } from '../stocktaking-view';
import '../i18n';

/** Where a line stands: found, missing, or not expected at all. */
export function PresenceBadge({ presence }: { presence: LinePresence }) {
  const { t } = useTranslation('stocktaking');
  return (
    <Badge recipe={badgeRecipe} variant="outline" colorPalette={presencePalette[presence]} data-testid="line-presence" data-presence={presence}>
      {t(`presences.${presence}`)}
    </Badge>
  );
}
