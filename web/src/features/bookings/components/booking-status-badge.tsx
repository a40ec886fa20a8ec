import { Badge } from '@chakra-ui/react/badge';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../../../../shared/schemas/bookings';
import { statusColors } from '../calendar';
import '../i18n';

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('bookings');
  return (
    <Badge recipe={badgeRecipe} colorPalette={statusColors[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
