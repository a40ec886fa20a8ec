import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptEmailQuery } from '../api/accept-email';
import '../i18n';

/** How long the "link unavailable" warning stays before leaving for the main page. */
export const linkUnavailableRedirectMs = 3000;

export function ApproveEmail({ token, onUnavailable }: { token: string; onUnavailable: () => void }) {
  const { t } = useTranslation('auth');
  const accept = useQuery(acceptEmailQuery(token));

  useEffect(() => {
    if (!accept.isError) return;
    const timer = setTimeout(onUnavailable, linkUnavailableRedirectMs);
    return () => clearTimeout(timer);
  }, [accept.isError, onUnavailable]);

  return (
    <Card.Root size="lg" boxShadow="md">
      <Card.Header>
        <Card.Title as="h1" fontSize="2xl">
          {t('approve_title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {accept.isPending ? (
          <Center py="8" gap="3" color="fg.muted">
            <Spinner color="brand.solid" />
            {t('approve_checking')}
          </Center>
        ) : accept.isError ? (
          <Alert.Root status="warning" data-testid="approve-unavailable">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('link_unavailable_title')}</Alert.Title>
              <Alert.Description>{t('link_unavailable_text')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Alert.Root status="success" data-testid="approve-success">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('approve_success_title')}</Alert.Title>
              <Alert.Description>{t('approve_success_text', { email: accept.data.email })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Card.Body>
      {accept.isSuccess ? (
        <Card.Footer>
          <Button asChild colorPalette="brand" size="lg" width="full" data-testid="approve-signin">
            <RouterLink to="/auth/login">{t('sign_in')}</RouterLink>
          </Button>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}
