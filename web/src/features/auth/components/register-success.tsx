import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MailIcon } from '../../../components/icons';
import '../i18n';

/** After sign-up: the confirmation link is on its way. */
export function RegisterSuccess({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <Card.Root size="lg" boxShadow="md" data-testid="register-success">
      <Card.Header alignItems="center" textAlign="center" gap="3">
        <MailIcon width="48" height="48" color="var(--chakra-colors-brand-solid)" />
        <Card.Title as="h1" fontSize="2xl">
          {t('register_success_title')}
        </Card.Title>
      </Card.Header>
      <Card.Body textAlign="center">
        <Card.Description fontSize="md">{t('register_success_text', { email })}</Card.Description>
      </Card.Body>
      <Card.Footer justifyContent="center">
        <Button asChild colorPalette="brand" size="lg" data-testid="register-signin">
          <RouterLink to="/auth/login">{t('to_login')}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
