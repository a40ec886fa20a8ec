import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorName } from '../../../../../shared/errors';
import { limits } from '../../../../../shared/limits';
import type { UnconfirmedLoginDetails } from '../../../../../shared/schemas/auth';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useSendConfirmation } from '../api/send-confirmation';
import { useSendSms } from '../api/send-sms';
import { deadlineIn, formatCountdown } from '../countdown';
import { retryAfterOf } from '../error-details';
import { useCountdown } from '../use-countdown';
import { verificationStore, verifyFromSignIn } from '../verification';
import '../i18n';

const resendSeconds = limits.resendTimerSeconds;

/** What the last send said; kept as a kind, not a text, so that a change of language re-translates it. */
type Feedback =
  | { kind: 'email_sent' | 'email_already_confirmed' | 'phone_already_confirmed' | 'expired' | 'failed' }
  /** A refusal with the catalogue's text: a throttle (NotNow, TooManyRequests, SendBudgetExhausted) or a send failure. */
  | { kind: 'refused'; error: ErrorName };

/**
 * Sign-in of an unconfirmed account (issue 23): send the confirmation again, the e-mail link or an
 * SMS code, with the verification token the sign-in answered once the password was proven. The
 * routes keep their throttles; a refusal shows the server's error in the interface language, and
 * the e-mail's resend waits out its timer. An SMS code is entered on the verification screen.
 */
export function ConfirmAgain({ offer }: { offer: UnconfirmedLoginDetails }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const sendMail = useSendConfirmation();
  const sendSms = useSendSms();
  const [mailResendAt, setMailResendAt] = useState(0);
  const mailWait = useCountdown(mailResendAt);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const phone = offer.resend.includes('sms') ? offer.phone : null;
  const mail = offer.resend.includes('email');

  const refused = (failure: unknown): Feedback => {
    if (isApiError(failure, 'InvalidToken')) return { kind: 'expired' };
    if (isApiError(failure) && failure.error !== 'NetworkError' && failure.error !== 'InternalError') return { kind: 'refused', error: failure.error };
    return { kind: 'failed' };
  };

  const resendMail = () =>
    sendMail.mutate(offer.token, {
      onSuccess: (answer) => {
        setMailResendAt(deadlineIn(answer.retryAfter));
        setFeedback({ kind: 'email_sent' });
      },
      onError: (failure) => {
        if (isApiError(failure, 'AlreadyVerified')) return setFeedback({ kind: 'email_already_confirmed' });
        if (isApiError(failure) && failure.status === 429) setMailResendAt(deadlineIn(retryAfterOf(failure, resendSeconds)));
        setFeedback(refused(failure));
      },
    });

  const openCodeEntry = (retryAfter: number) => {
    if (!phone) return;
    verificationStore.write(verifyFromSignIn({ token: offer.token, email: offer.email, phone }, retryAfter));
    void navigate({ to: '/auth/verification' });
  };

  const sendCode = () => {
    if (!phone) return;
    setFeedback(null);
    sendSms.mutate(
      { token: offer.token, phone },
      {
        onSuccess: (answer) => openCodeEntry(answer.retryAfter),
        onError: (failure) => {
          if (isApiError(failure, 'AlreadyVerified')) return setFeedback({ kind: 'phone_already_confirmed' });
          if (isApiError(failure, 'NotNow')) {
            // A code went to this phone less than a minute ago and still works: its entry, with the wait for the next.
            const wait = retryAfterOf(failure, resendSeconds);
            notify.warning(t('verification.wait', { time: formatCountdown(wait) }));
            return openCodeEntry(wait);
          }
          setFeedback(refused(failure));
        },
      },
    );
  };

  const feedbackText = (shown: Feedback): string => {
    switch (shown.kind) {
      case 'email_sent':
        return t('confirm_again.email_sent', { email: offer.email });
      case 'email_already_confirmed':
        return t('confirm_again.email_already_confirmed');
      case 'phone_already_confirmed':
        return t('confirm_again.phone_already_confirmed');
      case 'expired':
        return t('confirm_again.expired');
      case 'refused':
        return t(shown.error, { ns: 'errors' });
      case 'failed':
        return t('contact_support', { ns: 'common' });
    }
  };
  const positive = feedback?.kind === 'email_sent' || feedback?.kind === 'email_already_confirmed' || feedback?.kind === 'phone_already_confirmed';

  return (
    <Stack gap="3" data-testid="login-confirm-again">
      {mail ? (
        <Stack gap="2">
          <Text fontSize="sm">{t('confirm_again.email_text', { email: offer.email })}</Text>
          <Button
            type="button"
            variant="outline"
            colorPalette="brand"
            width={{ base: 'full', sm: 'auto' }}
            alignSelf={{ sm: 'flex-start' }}
            whiteSpace="normal"
            disabled={mailWait > 0}
            loading={sendMail.isPending}
            onClick={resendMail}
            data-testid="login-resend-email"
          >
            {t('confirm_again.email_button')}
          </Button>
          {mailWait > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('verification.resend_in')}{' '}
              <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="login-resend-timer">
                {formatCountdown(mailWait)}
              </Text>
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {phone ? (
        <Stack gap="2">
          <Text fontSize="sm">{t('confirm_again.sms_text', { phone })}</Text>
          <Button
            type="button"
            variant="outline"
            colorPalette="brand"
            width={{ base: 'full', sm: 'auto' }}
            alignSelf={{ sm: 'flex-start' }}
            whiteSpace="normal"
            loading={sendSms.isPending}
            onClick={sendCode}
            data-testid="login-send-sms"
          >
            {t('confirm_again.sms_button')}
          </Button>
        </Stack>
      ) : null}
      {feedback ? (
        <Alert.Root status={positive ? 'success' : 'warning'} size="sm" role={positive ? 'status' : 'alert'} data-testid={`login-confirm-${positive ? 'sent' : 'refused'}`}>
          <Alert.Indicator />
          <Alert.Description>{feedbackText(feedback)}</Alert.Description>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
