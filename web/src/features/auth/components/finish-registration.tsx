import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Center } from '@chakra-ui/react/center';
import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { appLinks } from '../../../../../shared/app-links';
import { useErrorToast } from '../../../components/use-error-toast';
import { isApiError } from '../../../lib/api-client';
import { checkInvitation, useFinishInvitation, type Invitation } from '../api/invitation';
import { LinkUnavailable } from './link-unavailable';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import '../i18n';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; invitation: Invitation }
  | { status: 'unavailable' }
  | { status: 'failed' };

/** Answers that mean the link itself is no good (used, expired, unknown or malformed). */
const isLinkProblem = (error: unknown): boolean =>
  isApiError(error) && ['LinkUnavailable', 'LinkExpired', 'InvalidToken', 'ValidationError', 'NotFound', 'UserNotFound'].includes(error.error);

/** An invited user: who they are, then a password, then the mobile apps and sign-in. */
export function FinishRegistration({ token }: { token: string | undefined }) {
  const { t } = useTranslation('auth');
  const [load, setLoad] = useState<Load>(token ? { status: 'loading' } : { status: 'unavailable' });
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    checkInvitation(token, controller.signal).then(
      (invitation) => setLoad({ status: 'ready', invitation }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: isLinkProblem(error) ? 'unavailable' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  if (load.status === 'unavailable' || !token) {
    return <LinkUnavailable testId="finish-unavailable" text={t('finish.unavailable_text')} recover={false} />;
  }
  if (done) return <FinishSuccess />;

  return (
    <Card.Root size="lg" boxShadow="md">
      <Card.Header>
        <Card.Title as="h1" fontSize="2xl">
          {t('finish.title')}
        </Card.Title>
        <Card.Description>{t('finish.subtitle')}</Card.Description>
      </Card.Header>
      <Card.Body>
        {load.status === 'loading' ? (
          <Center py="8" gap="3" color="fg.muted">
            <Spinner color="brand.solid" />
            {t('approve_checking')}
          </Center>
        ) : load.status === 'failed' ? (
          <Stack gap="4">
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Description>{t('contact_support', { ns: 'common' })}</Alert.Description>
            </Alert.Root>
            <Button variant="outline" colorPalette="brand" onClick={() => setAttempt((count) => count + 1)}>
              {t('retry', { ns: 'common' })}
            </Button>
          </Stack>
        ) : (
          <PasswordForm
            token={token}
            invitation={load.invitation}
            onDone={() => setDone(true)}
            onUnavailable={() => setLoad({ status: 'unavailable' })}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}

interface PasswordFormProps {
  token: string;
  invitation: Invitation;
  onDone: () => void;
  onUnavailable: () => void;
}

function PasswordForm({ token, invitation, onDone, onUnavailable }: PasswordFormProps) {
  const { t } = useTranslation('auth');
  const errorToast = useErrorToast();
  const finish = useFinishInvitation();
  const newPassword = useNewPassword();
  const name = `${invitation.firstName} ${invitation.lastName}`.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword.ready) return;
    finish.mutate(
      { token, password: newPassword.password },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isApiError(error, 'ValidationError') && error.fieldErrors.password) return newPassword.setServerError(error.fieldErrors.password);
          if (isLinkProblem(error)) return onUnavailable();
          errorToast(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <Stack as="dl" gap="2" p="4" borderRadius="md" bg="gray.50" borderWidth="1px">
          <Detail label={t('first_name_label')} value={name} testId="finish-name" />
          <Detail label={t('finish.role_label')} value={t(`roles.${invitation.role}`)} testId="finish-role" />
          <Detail label={t('email_label')} value={invitation.email} testId="finish-email" />
          <Detail label={t('phone_label')} value={invitation.phone ?? '—'} testId="finish-phone" />
        </Stack>
        <NewPasswordFields
          {...newPassword.fields}
          testIds={{ password: 'finish-password', repeat: 'finish-repeat' }}
        />
        <Button type="submit" colorPalette="brand" size="lg" disabled={!newPassword.ready} loading={finish.isPending} data-testid="finish-submit">
          {t('finish.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function Detail({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Flex gap="3" wrap="wrap">
      <Text as="dt" color="fg.muted" minW="120px">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" data-testid={testId}>
        {value}
      </Text>
    </Flex>
  );
}

function FinishSuccess() {
  const { t } = useTranslation('auth');
  return (
    <Card.Root size="lg" boxShadow="md" data-testid="finish-success">
      <Card.Header alignItems="center" textAlign="center">
        <Card.Title as="h1" fontSize="2xl">
          {t('finish.success_title')}
        </Card.Title>
      </Card.Header>
      <Card.Body textAlign="center" gap="4">
        <Card.Description fontSize="md">{t('finish.success_text')}</Card.Description>
        <Flex gap="3" justify="center" wrap="wrap">
          <Button asChild variant="outline" colorPalette="brand" data-testid="finish-app-store">
            <a href={appLinks.ios} target="_blank" rel="noreferrer">
              {t('finish.app_store')}
            </a>
          </Button>
          <Button asChild variant="outline" colorPalette="brand" data-testid="finish-google-play">
            <a href={appLinks.android} target="_blank" rel="noreferrer">
              {t('finish.google_play')}
            </a>
          </Button>
        </Flex>
      </Card.Body>
      <Card.Footer justifyContent="center">
        <Button asChild colorPalette="brand" size="lg" data-testid="finish-to-login">
          <RouterLink to="/auth/login">{t('finish.to_login')}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
