import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Stack } from '@chakra-ui/react/stack';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../components/use-error-toast';
import { isApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { LinkUnavailable } from './link-unavailable';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import '../i18n';

/** The e-mailed reset link: a new password, set with the link's one-time token. */
export function ResetPassword({ token }: { token: string | undefined }) {
  const { t } = useTranslation('auth');
  const errorToast = useErrorToast();
  const reset = useResetPassword();
  const newPassword = useNewPassword();
  const [outcome, setOutcome] = useState<'form' | 'done' | 'unavailable'>(token ? 'form' : 'unavailable');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword.ready || !token) return;
    reset.mutate(
      { token, password: newPassword.password },
      {
        onSuccess: () => setOutcome('done'),
        onError: (error) => {
          if (isApiError(error, 'LinkUnavailable') || isApiError(error, 'LinkExpired')) return setOutcome('unavailable');
          if (isApiError(error, 'ValidationError')) {
            const { token: tokenField, password } = error.fieldErrors;
            if (tokenField) return setOutcome('unavailable');
            if (password) return newPassword.setServerError(password);
          }
          errorToast(error);
        },
      },
    );
  };

  if (outcome === 'unavailable') {
    return <LinkUnavailable testId="reset-unavailable" text={t('reset.unavailable_text')} />;
  }

  return (
    <Card.Root size="lg" boxShadow="md">
      <Card.Header>
        <Card.Title as="h1" fontSize="2xl">
          {t('reset.title')}
        </Card.Title>
        {outcome === 'form' ? <Card.Description>{t('reset.subtitle')}</Card.Description> : null}
      </Card.Header>
      <Card.Body>
        {outcome === 'done' ? (
          <Stack gap="5">
            <Alert.Root status="success" data-testid="reset-success">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('reset.success_title')}</Alert.Title>
                <Alert.Description>{t('reset.success_text')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <Button asChild colorPalette="brand" size="lg" data-testid="reset-signin">
              <RouterLink to="/auth/login">{t('sign_in')}</RouterLink>
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="5">
              <NewPasswordFields
                {...newPassword.fields}
                testIds={{ password: 'reset-password-input', repeat: 'reset-repeat-input' }}
              />
              <Button type="submit" colorPalette="brand" size="lg" disabled={!newPassword.ready} loading={reset.isPending} data-testid="reset-submit">
                {t('reset.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Card.Body>
    </Card.Root>
  );
}
