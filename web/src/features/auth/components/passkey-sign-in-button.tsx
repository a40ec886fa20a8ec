import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import { isPasskeyPromptError, passkeysSupported } from '../../../lib/webauthn';
import type { SignInAnswer } from '../api/login';
import { usePasskeySignIn } from '../api/passkey-sign-in';
import '../i18n';

interface PasskeySignInButtonProps {
  onAnswer: (answer: SignInAnswer) => Promise<void> | void;
  onSigningIn?: () => void;
}

/** "Sign in with a passkey": no login typed, the device's passkey names the account (docs/security.md, "Passkeys"). */
export function PasskeySignInButton({ onAnswer, onSigningIn }: PasskeySignInButtonProps) {
  const { t } = useTranslation('auth');
  const errorToast = useErrorToast();
  const signIn = usePasskeySignIn();

  const start = () => {
    if (!passkeysSupported()) return notify.error(t('passkey.unsupported'));
    onSigningIn?.();
    signIn.mutate(undefined, {
      onSuccess: onAnswer,
      onError: (failure) => (isPasskeyPromptError(failure) ? notify.error(t('passkey.cancelled')) : errorToast(failure)),
    });
  };

  return (
    <Button type="button" size="lg" variant="outline" loading={signIn.isPending} onClick={start} data-testid="login-passkey">
      {t('passkey.sign_in')}
    </Button>
  );
}
