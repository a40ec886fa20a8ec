import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** A one-time link that was used, expired or never existed; the way out is a new request. */
export function LinkUnavailable({ testId, text, recover = true }: { testId: string; text: string; recover?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Card.Root size="lg" boxShadow="md" data-testid={testId}>
      <Card.Body>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('link_unavailable_title')}</Alert.Title>
            <Alert.Description>{text}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Card.Body>
      <Card.Footer justifyContent="center" gap="3" flexWrap="wrap">
        {recover ? (
          <Button asChild colorPalette="brand" data-testid={`${testId}-forgot`}>
            <RouterLink to="/auth/forgot_password">{t('reset.request_again')}</RouterLink>
          </Button>
        ) : null}
        <Button asChild variant="outline" colorPalette="brand" data-testid={`${testId}-signin`}>
          <RouterLink to="/auth/login">{t('sign_in')}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
