import { Alert } from '@chakra-ui/react/alert';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import '../i18n';

/**
 * Spec: anyone but root and admin sees this instead of the plans: the expired variant while the
 * company is locked for non-payment, otherwise "no access to the payments system".
 */
export function AccessDenied({ expired }: { expired: boolean }) {
  const { t } = useTranslation('payments');
  return (
    <Stack gap="5" maxW="640px" mx="auto" data-testid="payment-denied" data-variant={expired ? 'expired' : 'no-access'}>
      <Heading as="h1" size="2xl">
        {t('denied.title')}
      </Heading>
      <Alert.Root status={expired ? 'error' : 'warning'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title data-testid="payment-denied-text">{expired ? t('denied.expired') : t('denied.no_access')}</Alert.Title>
          <Alert.Description>{expired ? t('denied.expired_hint') : t('denied.no_access_hint')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
