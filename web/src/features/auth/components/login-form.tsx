import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorName } from '../../../../../shared/errors';
import type { UnconfirmedLoginDetails } from '../../../../../shared/schemas/auth';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { useFieldErrorText } from '../../../components/use-field-error';
import { isApiError } from '../../../lib/api-client';
import { env } from '../../../lib/env';
import { notify } from '../../../lib/toaster';
import { useGoogleSignIn } from '../api/google';
import { loginFieldError, loginKind, needsSecondFactor, passwordFieldError, useLogin, type SecondFactorChallenge, type SessionAnswer, type SignInAnswer } from '../api/login';
import { deadlineIn, formatCountdown } from '../countdown';
import { retryAfterOf, unconfirmedOf } from '../error-details';
import { useCountdown } from '../use-countdown';
import { ConfirmAgain } from './confirm-again';
import { GoogleSignIn } from './google-sign-in';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { SecondFactorStep } from './second-factor-step';
import '../i18n';

/** Server answers shown as an alert above the form (spec section 8, login). */
const alertErrors = ['UserNotFound', 'EmailUnApproved', 'PhoneUnApproved', 'AccountNotVerified', 'AuthTypeError', 'TooManyAttempts', 'UserInactive'] as const;
type AlertError = (typeof alertErrors)[number];
const isAlertError = (name: string): name is AlertError => (alertErrors as readonly string[]).includes(name);

const alertTitles = {
  UserNotFound: 'user_not_found_title',
  EmailUnApproved: 'email_unapproved_title',
  PhoneUnApproved: 'phone_unapproved_title',
  AccountNotVerified: 'account_not_verified_title',
  AuthTypeError: 'auth_type_title',
  TooManyAttempts: 'too_many_attempts_title',
  // A deactivated user (docs/inactive-users.md): the catalogue's message says whom to ask.
  UserInactive: 'user_inactive_title',
} as const satisfies Record<AlertError, string>;

/** The answers of an unconfirmed account; after the password they carry the offer to send the confirmation again. */
const unconfirmedErrors: ReadonlySet<AlertError> = new Set(['EmailUnApproved', 'PhoneUnApproved', 'AccountNotVerified']);

/** Used when a TooManyAttempts answer lacks its wait. */
const defaultPauseSeconds = 60;

/** How the user tried to sign in: the alert texts differ for an e-mail, a phone and Google. */
type SignInKind = 'email' | 'phone' | 'google';

interface LoginAlertState {
  error: AlertError;
  kind: SignInKind;
  /** TooManyAttempts: when signing in is possible again (epoch ms). */
  retryAt?: number;
  /** An unconfirmed account (after the password): how to send the confirmation again. */
  offer?: UnconfirmedLoginDetails;
}

interface FieldErrors {
  login?: string;
  password?: string;
}

interface LoginFormProps {
  onSignedIn: (answer: SessionAnswer) => Promise<void> | void;
  /** A sign-in call starts: the page may load what comes after it meanwhile (the password check takes a while). */
  onSigningIn?: () => void;
}

export function LoginForm({ onSignedIn, onSigningIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const fieldErrorText = useFieldErrorText();
  const errorToast = useErrorToast();
  const login = useLogin();
  const google = useGoogleSignIn();
  const [values, setValues] = useState({ login: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<LoginAlertState | null>(null);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  /** An account with a second factor answers a challenge: the code step replaces the form. */
  const answered = (answer: SignInAnswer) => {
    if (!needsSecondFactor(answer)) return onSignedIn(answer);
    setValues((current) => ({ ...current, password: '' }));
    setChallenge(answer);
  };

  const update = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showAlert = (error: AlertError, kind: SignInKind, failure: unknown) => {
    const retryAt = error === 'TooManyAttempts' ? deadlineIn(retryAfterOf(failure, defaultPauseSeconds)) : undefined;
    const offer = unconfirmedErrors.has(error) ? unconfirmedOf(failure) : undefined;
    setAlert({ error, kind, retryAt, offer });
    // Spec: an auth-type error always comes with a login error toast.
    if (error === 'AuthTypeError') notify.error(t('login_error'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { login: loginFieldError(values.login), password: passwordFieldError(values.password) };
    setErrors(next);
    setAlert(null);
    if (next.login || next.password) return;

    const body = { login: values.login.trim(), password: values.password };
    onSigningIn?.();
    login.mutate(body, {
      onSuccess: answered,
      onError: (error) => {
        if (!isApiError(error)) return notify.error(t('contact_support', { ns: 'common' }));
        const name: string = error.error;
        if (isAlertError(name)) return showAlert(name, loginKind(body.login), error);
        if (name === 'PasswordIncorrect') return setErrors({ password: name });
        if (name === 'ValidationError' && Object.keys(error.fieldErrors).length > 0) {
          const fields = error.fieldErrors;
          return setErrors({ login: fields.login, password: fields.password });
        }
        notify.error(t('contact_support', { ns: 'common' }));
      },
    });
  };

  const signInWithGoogle = (credential: string) => {
    setAlert(null);
    onSigningIn?.();
    google.mutate(
      { token: credential },
      {
        onSuccess: answered,
        onError: (error) => {
          if (isApiError(error, 'UserNotFound')) {
            showAlert('UserNotFound', 'google', error);
            return notify.error(t('UserNotFound', { ns: 'errors' }));
          }
          if (isApiError(error, 'AuthTypeError')) return showAlert('AuthTypeError', 'google', error);
          if (isApiError(error, 'TooManyAttempts')) return showAlert('TooManyAttempts', 'google', error);
          if (isApiError(error, 'UserInactive')) return showAlert('UserInactive', 'google', error);
          errorToast(error);
        },
      },
    );
  };

  if (challenge) return <SecondFactorStep challenge={challenge} onSignedIn={onSignedIn} onBack={() => setChallenge(null)} />;

  return (
    <Card.Root size="lg" boxShadow="md">
      <Card.Header>
        <Card.Title as="h1" fontSize="2xl">
          {t('login_title')}
        </Card.Title>
        <Card.Description>{t('login_subtitle')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            {alert ? <LoginAlert alert={alert} /> : null}
            {alert?.offer && alert.offer.resend.length > 0 ? (
              <Box borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle">
                <ConfirmAgain offer={alert.offer} />
              </Box>
            ) : null}
            <FormField label={t('login_label')} error={fieldErrorText(errors.login)} helper={t('login_helper')} required>
              <Input
                name="login"
                autoComplete="username"
                placeholder={t('login_placeholder')}
                value={values.login}
                onChange={(event) => update('login', event.target.value)}
                data-testid="login-input"
              />
            </FormField>
            <Stack gap="1.5">
              <FormField label={t('password_label')} error={fieldErrorText(errors.password)} required>
                <Input
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={values.password}
                  onChange={(event) => update('password', event.target.value)}
                  data-testid="password-input"
                />
              </FormField>
              <Flex justify="flex-end">
                <Link asChild color="brand.fg" fontSize="sm" fontWeight="medium">
                  <RouterLink to="/auth/forgot_password" data-testid="login-forgot">
                    {t('forgot_link')}
                  </RouterLink>
                </Link>
              </Flex>
            </Stack>
            <Button type="submit" colorPalette="brand" size="lg" loading={login.isPending} data-testid="login-submit">
              {t('sign_in')}
            </Button>
            <PasskeySignInButton onAnswer={answered} onSigningIn={() => (setAlert(null), onSigningIn?.())} />
            {env.googleClientId ? (
              <Stack gap="3">
                <Text textAlign="center" color="fg.muted" fontSize="sm">
                  {t('or')}
                </Text>
                <GoogleSignIn clientId={env.googleClientId} onCredential={signInWithGoogle} />
              </Stack>
            ) : null}
            <Text textAlign="center" color="fg.muted">
              {t('no_account')}{' '}
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to="/auth/register">{t('to_register')}</RouterLink>
              </Link>
            </Text>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function LoginAlert({ alert }: { alert: LoginAlertState }) {
  const { t } = useTranslation('auth');
  const { error, kind } = alert;
  const viaGoogle = kind === 'google';
  const notFound = error === 'UserNotFound';
  const title = viaGoogle && error === 'AuthTypeError' ? t('google_auth_type_title') : t(alertTitles[error]);
  return (
    <Alert.Root status={notFound || error === 'TooManyAttempts' ? 'warning' : 'error'} data-testid={`login-alert-${error}`}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          {notFound ? (
            <>
              {t(viaGoogle ? 'google_user_not_found' : kind === 'phone' ? 'user_not_found_phone' : 'user_not_found_email')}{' '}
              <Link asChild fontWeight="semibold" color="inherit" textDecoration="underline">
                <RouterLink to="/auth/register">{t('register_now')}</RouterLink>
              </Link>
            </>
          ) : error === 'TooManyAttempts' ? (
            <SignInPause retryAt={alert.retryAt ?? 0} />
          ) : viaGoogle && error === 'AuthTypeError' ? (
            t('google_auth_type_text')
          ) : (
            t(error satisfies ErrorName, { ns: 'errors' })
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Spec: sign-in throttling says how long to wait. */
function SignInPause({ retryAt }: { retryAt: number }) {
  const { t } = useTranslation('auth');
  const left = useCountdown(retryAt);
  if (left === 0) return <>{t('too_many_attempts_over')}</>;
  return (
    <>
      {t('too_many_attempts_wait')}{' '}
      <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="login-retry-timer">
        {formatCountdown(left)}
      </Text>
    </>
  );
}
