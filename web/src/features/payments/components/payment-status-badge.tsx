import { Badge } from '@chakra-ui/react/badge';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { paymentStatusColours, type PaymentStatus } from '../../../../../shared/plans';
import '../i18n';

/** Spec colours: processing orange, declined red, approved green, expired purple, reversed grey, created none. */
export function PaymentStatusBadge({ status, testId }: { status: PaymentStatus; testId?: string }) {
  const { t } = useTranslation('payments');
  const colour = paymentStatusColours[status];
  return (
    <Badge
      recipe={badgeRecipe}
      colorPalette={colour ?? 'gray'}
      variant={colour ? 'solid' : 'outline'}
      data-testid={testId}
      data-status={status}
      data-colour={colour ?? 'none'}
    >
      {t(`statuses.${status}`)}
    </Badge>
  );
}
