import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import { normalizePhone } from '../../../../../shared/phone';
import { MailIcon, PhoneIcon } from '../../../components/icons';
import { PhoneField } from '../../../components/phone-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { useFieldErrorText } from '../../../components/use-field-error';
import { isApiError } from '../../../lib/api-client';
import type { Countries } from '../../../lib/countries';
import { phoneParts, type PhoneParts } from '../../../lib/phone-input';
import { notify } from '../../../lib/toaster';
import { useSendConfirmation } from '../api/send-confirmation';
import { useSendSms } from '../api/send-sms';
import { useVerifyPhone } from '../api/verify-phone';
import { deadlineIn, formatCountdown } from '../countdown';
import { retryAfterOf } from '../error-details';
import { useCodeFailureText } from '../use-code-failure-text';
import { useCountdown } from '../use-countdown';
import { verificationStore, type Verification as VerificationState } from '../verification';
import { CodeInput, codeLength } from './code-input';
import '../i18n';

type Save = (patch: Partial<VerificationState>) => void;

const resendSeconds = limits.resendTimerSeconds;

/**
 * E-mail and phone verification after sign-up (spec: email, then sms, then verify, then success).
 * The mode and the register answer's token live in local storage, so a reload lands on the same step.
 */
export function Verification({ countries, onDone }: { countries: Countries; onDone: () => void }) {
  const [state, setState] = useState(verificationStore.read);
  // Answers arrive after renders: each save builds on the newest state, not on a render's copy.
  const latest = useRef(state);
  latest.current = state;
  const save: Save = (patch) => {
    if (!latest.current) return;
    const next = { ...latest.current, ...patch };
    latest.current = next;
    verificationStore.write(next);
    setState(next);
  };
  // Leaving for sign-in ends the verification: its stored token and mode go.
  const leave = () => {
    verificationStore.clear();
    onDone();
  };

  // The route lets in only a visit with stored state; one that cannot be read goes to sign-in too.
  useEffect(() => {
    if (!state) onDone();
  }, [state, onDone]);

  if (!state) return null;
  switch (state.mode) {
    case 'email':
      return <EmailMode state={state} save={save} onContinue={leave} />;
    case 'sms':
      return <SmsMode state={state} save={save} countries={countries} />;
    case 'verify':
      // The code goes to the number the sms step set; without one, that step comes first.
      return state.phone ? (
        <VerifyMode state={state} phone={state.phone} save={save} />
      ) : (
        <SmsMode state={state} save={save} countries={countries} />
      );
    case 'success':
      return <SuccessMode phone={state.phone} onContinue={leave} />;
  }
}

function EmailMode({ state, save, onContinue }: { state: VerificationState; save: Save; onContinue: () => void }) {
  const { t } = useTranslation('auth');
  const errorToast = useErrorToast();
  const send = useSendConfirmation();
  const left = useCountdown(state.emailResendAt);

  const resend = () =>
    send.mutate(state.token, {
      onSuccess: (answer) => {
        save({ emailResendAt: deadlineIn(answer.retryAfter) });
        notify.success(t('verification.email_resent'));
      },
      onError: (error) => {
        if (isApiError(error, 'NotNow')) return save({ emailResendAt: deadlineIn(retryAfterOf(error, resendSeconds)) });
        if (isApiError(error, 'AlreadyVerified')) return notify.success(t('verification.email_already_confirmed'));
        errorToast(error);
      },
    });

  // register-success and register-signin are the ids the sign-up journey has always waited for.
  return (
    <Box data-testid="verification-email">
      <Card.Root size="lg" boxShadow="md" data-testid="register-success">
        <Card.Header alignItems="center" textAlign="center" gap="3">
          <MailIcon width="48" height="48" color="var(--chakra-colors-brand-solid)" />
          <Card.Title as="h1" fontSize="2xl">
            {t('register_success_title')}
          </Card.Title>
        </Card.Header>
        <Card.Body textAlign="center" gap="5">
          <Card.Description fontSize="md">{t('register_success_text', { email: state.email })}</Card.Description>
          <ResendButton secondsLeft={left} pending={send.isPending} onResend={resend} />
        </Card.Body>
        <Card.Footer flexDirection="column" gap="2">
          <Button colorPalette="brand" size="lg" width="full" onClick={onContinue} data-testid="verification-continue">
            <span data-testid="register-signin">{t('verification.continue')}</span>
          </Button>
          <Button variant="ghost" colorPalette="brand" width="full" onClick={() => save({ mode: 'sms' })} data-testid="verification-no-message">
            {t('verification.no_message')}
          </Button>
        </Card.Footer>
      </Card.Root>
    </Box>
  );
}

/** Spec: resend buttons stay disabled until the mm:ss countdown reaches zero. */
function ResendButton({ secondsLeft, pending, onResend }: { secondsLeft: number; pending: boolean; onResend: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Stack align="center" gap="1">
      <Button variant="outline" colorPalette="brand" disabled={secondsLeft > 0} loading={pending} onClick={onResend} data-testid="verification-resend">
        {t('verification.resend')}
      </Button>
      {secondsLeft > 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('verification.resend_in')}{' '}
          <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="verification-timer">
            {formatCountdown(secondsLeft)}
          </Text>
        </Text>
      ) : null}
    </Stack>
  );
}

function SmsMode({ state, save, countries }: { state: VerificationState; save: Save; countries: Countries }) {
  const { t } = useTranslation('auth');
  const fieldErrorText = useFieldErrorText();
  const errorToast = useErrorToast();
  const send = useSendSms();
  const [value, setValue] = useState(() => phoneParts(state.phone, null, countries.countryCodes, countries.country));
  const [error, setError] = useState<string>();
  const phone = normalizePhone(value.phone, value.countryCode);

  const update = (patch: Partial<PhoneParts>) => {
    setValue((current) => ({ ...current, ...patch }));
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!phone) return setError('invalid_rule_phone');
    send.mutate(
      { token: state.token, phone: value.phone, countryCode: value.countryCode },
      {
        onSuccess: (answer) => save({ mode: 'verify', phone, smsResendAt: deadlineIn(answer.retryAfter) }),
        onError: (failure) => {
          if (isApiError(failure, 'PhoneAlreadyUsed')) return setError(failure.error);
          if (isApiError(failure, 'ValidationError') && failure.fieldErrors.phone) return setError(failure.fieldErrors.phone);
          if (isApiError(failure, 'AlreadyVerified')) return save({ mode: 'success', phone });
          if (isApiError(failure, 'NotNow')) {
            const smsResendAt = deadlineIn(retryAfterOf(failure, resendSeconds));
            // A code went to this very number less than a minute ago and still works.
            if (phone === state.phone) return save({ mode: 'verify', smsResendAt });
            return notify.warning(t('verification.wait', { time: formatCountdown(retryAfterOf(failure, resendSeconds)) }));
          }
          errorToast(failure);
        },
      },
    );
  };

  return (
    <Card.Root size="lg" boxShadow="md" data-testid="verification-sms">
      <Card.Header alignItems="center" textAlign="center" gap="3">
        <PhoneIcon width="44" height="44" color="var(--chakra-colors-brand-solid)" />
        <Card.Title as="h1" fontSize="2xl">
          {t('verification.sms_title')}
        </Card.Title>
        <Card.Description fontSize="md">{t('verification.sms_text')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <PhoneField
              countries={countries.countryCodes}
              value={value}
              onChange={update}
              onBlur={() => setError(value.phone && !phone ? 'invalid_rule_phone' : undefined)}
              error={fieldErrorText(error)}
              required
              labels={{ country: t('country_label'), phone: t('phone_label') }}
              testIds={{ select: 'verification-country-select', input: 'verification-phone-input' }}
            />
            <Button type="submit" colorPalette="brand" size="lg" disabled={!phone} loading={send.isPending} data-testid="verification-send-sms">
              {t('verification.send_sms')}
            </Button>
            <Button variant="ghost" colorPalette="brand" onClick={() => save({ mode: 'email' })} data-testid="verification-sms-back">
              {t('verification.back_to_email')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function VerifyMode({ state, phone, save }: { state: VerificationState; phone: string; save: Save }) {
  const { t } = useTranslation('auth');
  const fieldErrorText = useFieldErrorText();
  const errorToast = useErrorToast();
  const verify = useVerifyPhone();
  const codeFailureText = useCodeFailureText();
  const resendSms = useSendSms();
  const left = useCountdown(state.smsResendAt);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== codeLength) return setError(fieldErrorText('invalid_rule_code'));
    verify.mutate(
      { token: state.token, code },
      {
        onSuccess: (answer) => save({ mode: 'success', phone: answer.phone }),
        onError: (failure) => {
          const codeFailure = codeFailureText(failure);
          if (codeFailure) return setError(codeFailure);
          if (isApiError(failure, 'ValidationError') && failure.fieldErrors.code) return setError(fieldErrorText(failure.fieldErrors.code));
          errorToast(failure);
        },
      },
    );
  };

  const resend = () =>
    resendSms.mutate(
      { token: state.token, phone },
      {
        onSuccess: (answer) => {
          save({ smsResendAt: deadlineIn(answer.retryAfter) });
          setCode('');
          setError(undefined);
          notify.success(t('verification.sms_resent'));
        },
        onError: (failure) => {
          if (isApiError(failure, 'NotNow')) return save({ smsResendAt: deadlineIn(retryAfterOf(failure, resendSeconds)) });
          if (isApiError(failure, 'AlreadyVerified')) return save({ mode: 'success' });
          errorToast(failure);
        },
      },
    );

  return (
    <Card.Root size="lg" boxShadow="md" data-testid="verification-verify">
      <Card.Header alignItems="center" textAlign="center" gap="3">
        <PhoneIcon width="44" height="44" color="var(--chakra-colors-brand-solid)" />
        <Card.Title as="h1" fontSize="2xl">
          {t('verification.verify_title')}
        </Card.Title>
        <Card.Description fontSize="md">{t('verification.verify_text', { phone })}</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <CodeInput
              value={code}
              onChange={(next) => {
                setCode(next);
                setError(undefined);
              }}
              error={error}
              testId="verification-code-input"
            />
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              disabled={code.length !== codeLength}
              loading={verify.isPending}
              data-testid="verification-submit-code"
            >
              {t('verification.submit_code')}
            </Button>
            <ResendButton secondsLeft={left} pending={resendSms.isPending} onResend={resend} />
            <Button variant="ghost" colorPalette="brand" onClick={() => save({ mode: 'sms' })} data-testid="verification-back">
              {t('verification.back')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function SuccessMode({ phone, onContinue }: { phone: string | null; onContinue: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Card.Root size="lg" boxShadow="md" data-testid="verification-success">
      <Card.Header alignItems="center" textAlign="center" gap="3">
        <PhoneIcon width="44" height="44" color="var(--chakra-colors-brand-solid)" />
        <Card.Title as="h1" fontSize="2xl">
          {t('verification.success_title')}
        </Card.Title>
      </Card.Header>
      <Card.Body textAlign="center">
        <Card.Description fontSize="md">{t('verification.success_text', { phone: phone ?? '' })}</Card.Description>
      </Card.Body>
      <Card.Footer justifyContent="center">
        <Button colorPalette="brand" size="lg" onClick={onContinue} data-testid="verification-to-login">
          {t('verification.to_login')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
