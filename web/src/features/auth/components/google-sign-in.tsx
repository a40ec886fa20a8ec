import { Box } from '@chakra-ui/react/box';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../../shared/i18n/languages';
import { languageTag } from '../../../i18n';
import { loadGoogleIdentity } from '../google-identity';

/** Google's widest button. */
const maxButtonWidth = 400;

/** Google's own sign-in button; it hands over an ID token (the credential) for POST /auth/google. */
export function GoogleSignIn({ clientId, onCredential }: { clientId: string; onCredential: (credential: string) => void }) {
  const { i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const latestOnCredential = useRef(onCredential);
  latestOnCredential.current = onCredential;
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let live = true;
    loadGoogleIdentity().then(
      (identity) => {
        const parent = container.current;
        if (!live || !parent) return;
        identity.initialize({ client_id: clientId, ux_mode: 'popup', callback: ({ credential }) => latestOnCredential.current(credential) });
        parent.replaceChildren();
        identity.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          width: Math.min(maxButtonWidth, parent.offsetWidth || maxButtonWidth),
          locale: isLanguage(i18n.language) ? languageTag(i18n.language) : undefined,
        });
      },
      () => {
        if (live) setUnavailable(true);
      },
    );
    return () => {
      live = false;
    };
  }, [clientId, i18n.language]);

  if (unavailable) return null;
  return <Box ref={container} display="flex" justifyContent="center" minH="44px" data-testid="login-google" />;
}
