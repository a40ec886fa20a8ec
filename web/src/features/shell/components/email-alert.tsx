import { Alert } from '@chakra-ui/react/alert';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../../../shared/schemas/users';
import { isApiError } from '../../../lib/api-client';
import { emailAlertStorage } from '../../../lib/storage';
import { notify } from '../../../lib/toaster';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useMobileLayout } from '../use-mobile-layout';
import '../i18n';

/**
 * Spec: a bar for a user whose e-mail is not confirmed (desktop only: not below `lg`). The link can be sent again
 * once, after which a notice replaces the button; a dismissed bar stays hidden for that user.
 */
export function EmailAlert({ user, onConfirmed }: { user: CurrentUser; onConfirmed: () => void }) {
  const { t } = useTranslation('shell');
  const resend = useResendConfirmation();
  const [closed, setClosed] = useState(() => emailAlertStorage.isClosed(user._id));
  const [sent, setSent] = useState(false);
  const mobile = useMobileLayout();

  if (user.email_approved || closed || mobile) return null;

  const close = () => {
    emailAlertStorage.close(user._id);
    setClosed(true);
  };

  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () => setSent(true),
      onError: (error) => {
        // Confirmed meanwhile (the link, another tab): the refreshed user has no bar.
        if (isApiError(error, 'AlreadyVerified')) return onConfirmed();
        // A link went out less than a minute ago: it is on its way, which is what the notice says.
        if (isApiError(error, 'NotNow')) return setSent(true);
        notify.error(t(isApiError(error, 'EmailSendError') ? 'EmailSendError' : 'InternalError', { ns: 'errors' }));
      },
    });

  return (
    <Alert.Root status="warning" borderRadius="0" alignItems="center" data-testid="email-alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {sent ? (
            <span data-testid="email-alert-sent">{t('email_alert.sent', { email: user.email })}</span>
          ) : (
            t('email_alert.text', { email: user.email })
          )}
        </Alert.Description>
      </Alert.Content>
      {sent ? null : (
        <Button size="xs" variant="outline" colorPalette="orange" loading={resend.isPending} onClick={send} data-testid="email-alert-resend">
          {t('email_alert.resend')}
        </Button>
      )}
      <CloseButton size="xs" aria-label={t('email_alert.close')} onClick={close} data-testid="email-alert-close" />
    </Alert.Root>
  );
}
