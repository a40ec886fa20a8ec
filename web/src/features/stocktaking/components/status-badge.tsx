import { Badge } from '@chakra-ui/react/badge';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { StocktakingStatus } from '../../../../../shared/schemas/stocktaking';
import { statusPalette } from '../stocktaking-view';
import '../i18n';

/** Pending (in progress) or completed. */
export function StocktakingStatusBadge({ status }: { status: StocktakingStatus }) {
  const { t } = useTranslation('stocktaking');
  return (
    <Badge recipe={badgeRecipe} colorPalette={statusPalette[status]} data-testid="stocktaking-status" data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
