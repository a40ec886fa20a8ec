import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Stack } from '@chakra-ui/react/stack';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passkeysQuery } from '../../features/settings/api/passkeys';
import { secondFactorStatusQuery } from '../../features/settings/api/second-factor-status';
import { AddPasskeyDialog } from '../../features/settings/components/add-passkey-dialog';
import { TotpEnrolDialog } from '../../features/settings/components/totp-enrol-dialog';
import { queryClient } from '../../lib/query-client';
import { passkeysSupported } from '../../lib/webauthn';
import { useLogout } from '../session';

/**
 * /auth/second_factor: the company requires a second factor of the user's role and they have none, so
 * every other call answers SecondFactorEnrolmentRequired (docs/security.md, "Second factor"). It
 * stands outside the shell, so it brings the query cache the shell would.
 */
export function SecondFactorPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <SecondFactorRequired />
    </QueryClientProvider>
  );
}

function SecondFactorRequired() {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const logout = useLogout();
  const status = useQuery(secondFactorStatusQuery);
  const passkeys = useQuery(passkeysQuery);
  const [enrolling, setEnrolling] = useState(false);
  const [addingPasskey, setAddingPasskey] = useState(false);

  // A passkey is a second factor too.
  const enabled = (status.data?.enabled ?? false) || (passkeys.data?.data.length ?? 0) > 0;
  useEffect(() => {
    // Added (here, once its recovery codes were seen, or on another device): everything answers again;
    // a fresh load leaves nothing of the refusals behind.
    if (enabled && !enrolling) window.location.assign('/');
  }, [enabled, enrolling]);

  return (
    <Card.Root size="lg" boxShadow="md" data-testid="second-factor-required">
      <Card.Header>
        <Card.Title as="h1" fontSize="2xl">
          {t('second_factor.title')}
        </Card.Title>
        <Card.Description>{t('SecondFactorEnrolmentRequired', { ns: 'errors' })}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Button size="lg" colorPalette="brand" onClick={() => setEnrolling(true)} data-testid="second-factor-enable">
            {t('second_factor.enable')}
          </Button>
          {passkeysSupported() ? (
            <Button size="lg" variant="outline" onClick={() => setAddingPasskey(true)} data-testid="passkey-add">
              {t('passkeys.add')}
            </Button>
          ) : null}
          <Button size="lg" variant="outline" onClick={() => void logout()} data-testid="second-factor-required-logout">
            {t('logout', { ns: 'common' })}
          </Button>
        </Stack>
        <AddPasskeyDialog open={addingPasskey} onClose={() => setAddingPasskey(false)} />
        <TotpEnrolDialog
          open={enrolling}
          onClose={() => {
            setEnrolling(false);
            void status.refetch();
          }}
        />
      </Card.Body>
    </Card.Root>
  );
}
