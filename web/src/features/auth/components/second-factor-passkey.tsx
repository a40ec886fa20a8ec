import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../components/use-error-toast';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { isPasskeyPromptError } from '../../../lib/webauthn';
import type { SessionAnswer } from '../api/login';
import { useSecondFactorPasskey } from '../api/second-factor-passkey';
import '../i18n';

interface SecondFactorPasskeyProps {
  challenge: string;
  onSignedIn: (answer: SessionAnswer) => Promise<void> | void;
  /** Back to the password (the challenge expired). */
  onBack: () => void;
}

/** Answers the sign-in's second step with one of the account's passkeys. */
export function SecondFactorPasskey({ challenge, onSignedIn, onBack }: SecondFactorPasskeyProps) {
  const { t } = useTranslation('auth');
  const errorToast = useErrorToast();
  const confirm = useSecondFactorPasskey();

  const start = () =>
    confirm.mutate(challenge, {
      onSuccess: onSignedIn,
      onError: (failure) => {
        if (isPasskeyPromptError(failure)) return notify.error(t('passkey.cancelled'));
        errorToast(failure);
        if (isApiError(failure, 'SecondFactorChallengeExpired')) onBack();
      },
    });

  return (
    <Button type="button" colorPalette="brand" size="lg" loading={confirm.isPending} onClick={start} data-testid="login-second-factor-passkey">
      {t('passkey.use')}
    </Button>
  );
}
