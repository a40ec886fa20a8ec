import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';

/** Any path no route knows (the router's not-found component). */
export { NotFoundPage as NotFound } from '../features/shell/components/not-found-page';

/** Where an unreachable API sends the user (routes/router.ts). */
export { MaintenancePage } from '../features/shell/components/maintenance-page';

/** A route whose data could not load: say so, and offer to try again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const message = isApiError(error) && error.error !== 'NetworkError' ? t(error.error, { ns: 'errors' }) : t('contact_support');
  return (
    <Center minH="60dvh" px="4">
      <Stack align="center" gap="3" textAlign="center" data-testid="route-error">
        <Heading as="h1" size="xl">
          {t('error_title')}
        </Heading>
        <Text color="fg.muted">{message}</Text>
        <Button
          colorPalette="brand"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('retry')}
        </Button>
      </Stack>
    </Center>
  );
}
