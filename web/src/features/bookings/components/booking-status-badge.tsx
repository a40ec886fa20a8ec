import { Badge } from '@chakra-ui/react/badge';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../../../../shared/schemas/bookings';
import '../i18n';

const colors: Record<BookingStatus, string> = { reserved: 'blue', checked_out: 'orange', returned: 'green', overdue: 'red', cancelled: 'gray' };

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('bookings');
  return (
    <Badge recipe={badgeRecipe} colorPalette={colors[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
