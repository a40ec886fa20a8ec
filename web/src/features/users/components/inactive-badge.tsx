import { Badge, type BadgeProps } from '@chakra-ui/react/badge';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import '../i18n';

interface InactiveBadgeProps {
  user: { active: boolean };
  size?: BadgeProps['size'];
  ms?: BadgeProps['ms'];
  testId: string;
}

/** A deactivated user's mark in the list and on the card (docs/inactive-users.md); nothing for an active user. */
export function InactiveBadge({ user, size, ms, testId }: InactiveBadgeProps) {
  const { t } = useTranslation('users');
  if (user.active) return null;
  return (
    <Badge recipe={badgeRecipe} colorPalette="gray" size={size} ms={ms} flexShrink={0} data-testid={testId}>
      {t('inactive_badge')}
    </Badge>
  );
}
