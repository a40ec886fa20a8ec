import { Badge } from '@chakra-ui/react/badge';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { statusPalette, type ShownStatus } from '../request-view';
import '../i18n';

/** The order's status by its spec name, in its colour; `local` is the current order before it is saved. */
export function RequestStatusBadge({ status }: { status: ShownStatus }) {
  const { t } = useTranslation('requests');
  return (
    <Badge recipe={badgeRecipe} colorPalette={statusPalette[status]} whiteSpace="normal" data-testid="request-status" data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
