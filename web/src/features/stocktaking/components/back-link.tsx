import { Link } from '@chakra-ui/react/link';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** "All stocktakings": back to the list. */
export function BackLink() {
  const { t } = useTranslation('stocktaking');
  return (
    <Link asChild color="brand.fg" fontSize="sm" data-testid="stocktaking-back">
      <RouterLink to="/stocktaking">{t('back')}</RouterLink>
    </Link>
  );
}
