import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { useFieldErrorText } from '../../../components/use-field-error';
import { isApiError, type ClientErrorName } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useForgotPassword } from '../api/forgot';
import { useResetPassword } from '../api/reset-password';
import { formatCountdown } from '../countdown';
import { forgotKeyError, forgotStateAfter, hasOwnMessage, type ForgotState } from '../forgot';
import { useCodeFailureText } from '../use-code-failure-text';
import { useCountdown } from '../use-countdown';
import { CodeInput, codeLength } from './code-input';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import '../i18n';

/** Password recovery: one login field, then the view the answer calls for (spec section 4). */
export function ForgotPassword({ onPasswordChanged }: { onPasswordChanged: () => void }) {
  const [key, setKey] = useState('');
  const [state, setState] = useState<ForgotState>({ view: 'default' });
  const tryAgain = () => setState({ view: 'default' });

  switch (state.view) {
    case 'default':
      return <RequestForm login={key} onLoginChange={setKey} onAnswer={setState} />;
    case 'success':
      return state.sent === 'sms' ? (
        <SmsReset phone={state.key} onBack={tryAgain} onDone={onPasswordChanged} />
      ) : (
        <EmailSent email={state.key} />
      );
    case 'error':
      return <ErrorView error={state.error} onBack={tryAgain} />;
    case 'time':
      return <TimeView retryAt={state.retryAt} onBack={tryAgain} />;
    case 'unverified':
      return <UnverifiedView via={state.via} onBack={tryAgain} />;
  }
}

function ForgotCard({ view, title, description, children }: { view: ForgotState['view']; title: string; description?: string; children: ReactNode }) {
  return (
    <Card.Root size="lg" boxShadow="md" data-testid={`forgot-view-${view}`}>
      <Card.Header>
        <Card.Title as="h1" fontSize="2xl">
          {title}
        </Card.Title>
        {description ? <Card.Description>{description}</Card.Description> : null}
      </Card.Header>
      <Card.Body>
        <Stack gap="5">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outline" colorPalette="brand" size="lg" onClick={onClick} data-testid="forgot-back">
      {label}
    </Button>
  );
}

interface RequestFormProps {
  login: string;
  onLoginChange: (login: string) => void;
  onAnswer: (state: ForgotState) => void;
}

function RequestForm({ login, onLoginChange, onAnswer }: RequestFormProps) {
  const { t } = useTranslation('auth');
  const fieldErrorText = useFieldErrorText();
  const forgot = useForgotPassword();
  const [left, setLeft] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const localError = forgotKeyError(login);
  const shownError = serverError ?? (left ? localError : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (localError) return setLeft(true);
    const key = login.trim();
    forgot.mutate(
      { key },
      {
        onSuccess: (answer) => onAnswer({ view: 'success', sent: answer.sent, key }),
        onError: (error) => {
          if (isApiError(error, 'ValidationError') && error.fieldErrors.key) return setServerError(error.fieldErrors.key);
          onAnswer(forgotStateAfter(error, key));
        },
      },
    );
  };

  return (
    <ForgotCard view="default" title={t('forgot.title')} description={t('forgot.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <FormField label={t('login_label')} error={fieldErrorText(shownError)} helper={t('login_helper')} required>
            <Input
              name="login"
              autoComplete="username"
              placeholder={t('login_placeholder')}
              value={login}
              onChange={(event) => {
                onLoginChange(event.target.value);
                setServerError(undefined);
              }}
              onBlur={() => setLeft(login.trim() !== '')}
              data-testid="forgot-input"
            />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" disabled={Boolean(localError)} loading={forgot.isPending} data-testid="forgot-submit">
            {t('forgot.submit')}
          </Button>
          <Button asChild variant="ghost" colorPalette="brand" data-testid="forgot-back">
            <RouterLink to="/auth/login">{t('forgot.back_to_login')}</RouterLink>
          </Button>
        </Stack>
      </form>
    </ForgotCard>
  );
}

function EmailSent({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <ForgotCard view="success" title={t('forgot.email_sent_title')}>
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Description>{t('forgot.email_sent_text', { email })}</Alert.Description>
      </Alert.Root>
      <Button asChild colorPalette="brand" size="lg" data-testid="forgot-back">
        <RouterLink to="/auth/login">{t('forgot.back_to_login')}</RouterLink>
      </Button>
    </ForgotCard>
  );
}

/** After an SMS: the code and the new password, set right here. */
function SmsReset({ phone, onBack, onDone }: { phone: string; onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const fieldErrorText = useFieldErrorText();
  const errorToast = useErrorToast();
  const reset = useResetPassword();
  const codeFailureText = useCodeFailureText();
  const [code, setCode] = useState('');
  const newPassword = useNewPassword();
  const [codeError, setCodeError] = useState<string>();
  const ready = code.length === codeLength && newPassword.ready;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    reset.mutate(
      { phone, code, password: newPassword.password },
      {
        onSuccess: () => {
          notify.success(t('forgot.password_changed'));
          onDone();
        },
        onError: (error) => {
          const codeFailure = codeFailureText(error);
          if (codeFailure) return setCodeError(codeFailure);
          if (isApiError(error, 'ValidationError')) {
            const { code: codeField, password } = error.fieldErrors;
            if (codeField) setCodeError(fieldErrorText(codeField));
            if (password) newPassword.setServerError(password);
            if (codeField || password) return;
          }
          errorToast(error);
        },
      },
    );
  };

  return (
    <ForgotCard view="success" title={t('forgot.sms_sent_title')} description={t('forgot.sms_sent_text', { phone })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <CodeInput
            value={code}
            onChange={(next) => {
              setCode(next);
              setCodeError(undefined);
            }}
            error={codeError}
            testId="forgot-code-input"
          />
          <NewPasswordFields
            {...newPassword.fields}
            testIds={{ password: 'forgot-new-password', repeat: 'forgot-repeat-password' }}
          />
          <Button type="submit" colorPalette="brand" size="lg" disabled={!ready} loading={reset.isPending} data-testid="forgot-reset-submit">
            {t('forgot.save_password')}
          </Button>
          <BackButton label={t('forgot.back')} onClick={onBack} />
        </Stack>
      </form>
    </ForgotCard>
  );
}

function ErrorView({ error, onBack }: { error: ClientErrorName; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const message = hasOwnMessage(error) ? t(error, { ns: 'errors' }) : t('contact_support', { ns: 'common' });
  return (
    <ForgotCard view="error" title={t('forgot.title')}>
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('forgot.error_title')}</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <BackButton label={t('forgot.try_again')} onClick={onBack} />
    </ForgotCard>
  );
}

function TimeView({ retryAt, onBack }: { retryAt: number; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const left = useCountdown(retryAt);
  return (
    <ForgotCard view="time" title={t('forgot.title')}>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('NotNow', { ns: 'errors' })}</Alert.Title>
          <Alert.Description>
            {left > 0 ? (
              <>
                {t('forgot.wait')}{' '}
                <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="forgot-timer">
                  {formatCountdown(left)}
                </Text>
              </>
            ) : (
              t('forgot.wait_over')
            )}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <BackButton label={t('forgot.try_again')} onClick={onBack} />
    </ForgotCard>
  );
}

function UnverifiedView({ via, onBack }: { via: 'email' | 'phone'; onBack: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <ForgotCard view="unverified" title={t('forgot.title')}>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t(via === 'phone' ? 'forgot.unverified_phone_title' : 'forgot.unverified_email_title')}</Alert.Title>
          <Alert.Description>{t(via === 'phone' ? 'forgot.unverified_phone' : 'forgot.unverified_email')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <BackButton label={t('forgot.try_again')} onClick={onBack} />
    </ForgotCard>
  );
}
