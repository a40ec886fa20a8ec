import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorName } from '../../../../../shared/errors';
import { limits } from '../../../../../shared/limits';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { isApiError } from '../../../lib/api-client';
import type { SecondFactorChallenge, SessionAnswer } from '../api/login';
import { useSecondFactorSignIn } from '../api/second-factor-sign-in';
import { SecondFactorPasskey } from './second-factor-passkey';
import '../i18n';

type Kind = 'totp' | 'recovery' | 'passkey';

/** Answers shown on the code field (a malformed code reads as a wrong one); the others are toasts. */
const fieldErrors = {
  InvalidSecondFactorCode: 'InvalidSecondFactorCode',
  SecondFactorCodeUsed: 'SecondFactorCodeUsed',
  TooManyAttempts: 'TooManyAttempts',
  ValidationError: 'InvalidSecondFactorCode',
} as const satisfies Partial<Record<ErrorName, ErrorName>>;
const fieldErrorOf = (name: string) => (Object.hasOwn(fieldErrors, name) ? fieldErrors[name as keyof typeof fieldErrors] : undefined);

interface SecondFactorStepProps {
  challenge: SecondFactorChallenge;
  onSignedIn: (answer: SessionAnswer) => Promise<void> | void;
  /** Back to the password (also when the challenge expired). */
  onBack: () => void;
}

/** After the password: the 6-digit code of the authenticator app, a recovery code, or one of the account's passkeys. */
export function SecondFactorStep({ challenge, onSignedIn, onBack }: SecondFactorStepProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const errorToast = useErrorToast();
  const signIn = useSecondFactorSignIn();
  const hasCode = challenge.methods.includes('totp');
  const hasPasskey = challenge.methods.includes('passkey');
  const [kind, setKind] = useState<Kind>(hasCode ? 'totp' : 'passkey');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const totp = kind === 'totp';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (totp ? code.length !== limits.totpDigits : !code.trim()) return setError(t('InvalidSecondFactorCode', { ns: 'errors' }));
    signIn.mutate(totp ? { challenge: challenge.challenge, code } : { challenge: challenge.challenge, recoveryCode: code }, {
      onSuccess: onSignedIn,
      onError: (failure) => {
        const shown = isApiError(failure) ? fieldErrorOf(failure.error) : undefined;
        if (shown) return setError(t(shown, { ns: 'errors' }));
        errorToast(failure);
        if (isApiError(failure, 'SecondFactorChallengeExpired')) onBack();
      },
    });
  };

  const switchKind = (next: Kind = totp ? 'recovery' : 'totp') => {
    setKind(next);
    setCode('');
    setError(undefined);
  };

  const passkey = kind === 'passkey';
  return (
    <Card.Root size="lg" boxShadow="md" data-testid="login-second-factor">
      <Card.Header>
        <Card.Title as="h1" fontSize="2xl">
          {t('second_factor.title')}
        </Card.Title>
        <Card.Description>{t(passkey ? 'passkey.second_factor_text' : totp ? 'second_factor.text' : 'second_factor.recovery_text')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {passkey ? (
            <SecondFactorPasskey challenge={challenge.challenge} onSignedIn={onSignedIn} onBack={onBack} />
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="5">
                <FormField label={t(totp ? 'second_factor.code_label' : 'second_factor.recovery_label')} error={error} required>
                  <Input
                    key={kind}
                    size="lg"
                    name={totp ? 'code' : 'recoveryCode'}
                    autoComplete={totp ? 'one-time-code' : 'off'}
                    inputMode={totp ? 'numeric' : 'text'}
                    pattern={totp ? '[0-9]*' : undefined}
                    maxLength={totp ? limits.totpDigits : limits.recoveryCodeLength + 4}
                    placeholder={totp ? '0'.repeat(limits.totpDigits) : 'XXXXX-XXXXX'}
                    autoCapitalize="characters"
                    spellCheck={false}
                    letterSpacing={totp ? '0.4em' : 'wider'}
                    fontSize="xl"
                    textAlign="center"
                    autoFocus
                    value={code}
                    onChange={(event) => {
                      setCode(totp ? event.target.value.replace(/\D/g, '').slice(0, limits.totpDigits) : event.target.value);
                      setError(undefined);
                    }}
                    data-testid="login-second-factor-code"
                  />
                </FormField>
                <Button type="submit" colorPalette="brand" size="lg" loading={signIn.isPending} data-testid="login-second-factor-submit">
                  {t('second_factor.submit')}
                </Button>
              </Stack>
            </form>
          )}
          {/* The other ways this account may answer, then back to the password. */}
          <Stack gap="1" align="center">
            {passkey && hasCode ? (
              <Button variant="plain" colorPalette="brand" minH="11" onClick={() => switchKind('totp')} data-testid="login-second-factor-use-code">
                {t('passkey.use_code')}
              </Button>
            ) : null}
            {passkey ? null : (
              <Button variant="plain" colorPalette="brand" minH="11" onClick={() => switchKind()} data-testid="login-second-factor-switch">
                {t(totp ? 'second_factor.use_recovery' : 'second_factor.use_app')}
              </Button>
            )}
            {!passkey && hasPasskey ? (
              <Button variant="plain" colorPalette="brand" minH="11" onClick={() => switchKind('passkey')} data-testid="login-second-factor-use-passkey">
                {t('passkey.use')}
              </Button>
            ) : null}
            <Button variant="plain" minH="11" onClick={onBack} data-testid="login-second-factor-back">
              {t('second_factor.back')}
            </Button>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
