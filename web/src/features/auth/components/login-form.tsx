import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorName } from '../../../../../shared/errors';
import { FormField } from '../../../components/form-field';
import { useFieldErrorText } from '../../../components/use-field-error';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { loginFieldError, loginKind, passwordFieldError, useLogin, type SessionAnswer } from '../api/login';
import '../i18n';

/** Server answers shown as an alert above the form (spec section 8, login). */
const alertErrors = ['UserNotFound', 'EmailUnApproved', 'PhoneUnApproved', 'AccountNotVerified', 'AuthTypeError'] as const;
type AlertError = (typeof alertErrors)[number];
const isAlertError = (name: string): name is AlertError => (alertErrors as readonly string[]).includes(name);

const alertTitles = {
  UserNotFound: 'user_not_found_title',
  EmailUnApproved: 'email_unapproved_title',
  PhoneUnApproved: 'phone_unapproved_title',
  AccountNotVerified: 'account_not_verified_title',
  AuthTypeError: 'auth_type_title',
} as const satisfies Record<AlertError, string>;

interface FieldErrors {
  login?: string;
  password?: string;
}

export function LoginForm({ onSignedIn }: { onSignedIn: (answer: SessionAnswer) => Promise<void> | void }) {
  const { t } = useTranslation('auth');
  const fieldErrorText = useFieldErrorText();
  const login = useLogin();
  const [values, setValues] = useState({ login: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<{ error: AlertError; kind: 'email' | 'phone' } | null>(null);

  const update = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { login: loginFieldError(values.login), password: passwordFieldError(values.password) };
    setErrors(next);
    setAlert(null);
    if (next.login || next.password) return;

    const body = { login: values.login.trim(), password: values.password };
    login.mutate(body, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (!isApiError(error)) return notify.error(t('contact_support', { ns: 'common' }));
        const name: string = error.error;
        if (isAlertError(name)) return setAlert({ error: name, kind: loginKind(body.login) });
        if (name === 'PasswordIncorrect') return setErrors({ password: name });
        if (name === 'ValidationError' && Object.keys(error.fieldErrors).length > 0) {
          const fields = error.fieldErrors;
          return setErrors({ login: fields.login, password: fields.password });
        }
        notify.error(t('contact_support', { ns: 'common' }));
      },
    });
  };

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
            {alert ? <LoginAlert error={alert.error} kind={alert.kind} title={t(alertTitles[alert.error])} /> : null}
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
            <Button type="submit" colorPalette="brand" size="lg" loading={login.isPending} data-testid="login-submit">
              {t('sign_in')}
            </Button>
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

function LoginAlert({ error, kind, title }: { error: AlertError; kind: 'email' | 'phone'; title: string }) {
  const { t } = useTranslation('auth');
  const notFound = error === 'UserNotFound';
  return (
    <Alert.Root status={notFound ? 'warning' : 'error'} data-testid={`login-alert-${error}`}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          {notFound ? (
            <>
              {t(kind === 'phone' ? 'user_not_found_phone' : 'user_not_found_email')}{' '}
              <Link asChild fontWeight="semibold" color="inherit" textDecoration="underline">
                <RouterLink to="/auth/register">{t('register_now')}</RouterLink>
              </Link>
            </>
          ) : (
            t(error satisfies ErrorName, { ns: 'errors' })
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
