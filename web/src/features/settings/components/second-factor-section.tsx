import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../components/use-format-date';
import { secondFactorStatusQuery } from '../api/second-factor-status';
import { DisableSecondFactorDialog } from './disable-second-factor-dialog';
import { RenewRecoveryCodesDialog } from './renew-recovery-codes-dialog';
import { TotpEnrolDialog } from './totp-enrol-dialog';
import '../i18n';

/** The signed-in user's second factor: whether it is on, and the way to turn it on or off (docs/security.md). */
export function SecondFactorSection({ login }: { login: string }) {
  const { t } = useTranslation('settings');
  const formatDate = useFormatDateTime();
  const status = useQuery(secondFactorStatusQuery);
  const [dialog, setDialog] = useState<'enrol' | 'disable' | 'renew' | null>(null);
  const enabled = status.data?.enabled ?? false;

  return (
    <Stack gap="3" maxW="560px" data-testid="second-factor-section">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h3" size="md">
          {t('second_factor.title')}
        </Heading>
        {status.data ? (
          <Badge recipe={badgeRecipe} colorPalette={enabled ? 'green' : 'gray'} data-testid="second-factor-status" data-enabled={String(enabled)}>
            {t(enabled ? 'second_factor.status_on' : 'second_factor.status_off')}
          </Badge>
        ) : null}
      </Flex>
      <Text color="fg.muted">
        {enabled && status.data?.enabledAt
          ? t('second_factor.on_text', { date: formatDate(status.data.enabledAt), left: status.data.recoveryCodesLeft })
          : t('second_factor.off_text')}
      </Text>
      {status.data ? (
        enabled ? (
          <Flex gap="3" wrap="wrap">
            <Button size="lg" variant="outline" onClick={() => setDialog('renew')} data-testid="second-factor-renew">
              {t('second_factor.renew')}
            </Button>
            <Button size="lg" variant="outline" colorPalette="red" onClick={() => setDialog('disable')} data-testid="second-factor-disable">
              {t('second_factor.disable')}
            </Button>
          </Flex>
        ) : (
          <Button size="lg" colorPalette="brand" alignSelf="flex-start" onClick={() => setDialog('enrol')} data-testid="second-factor-enable">
            {t('second_factor.enable')}
          </Button>
        )
      ) : null}
      <TotpEnrolDialog open={dialog === 'enrol'} onClose={() => setDialog(null)} />
      <DisableSecondFactorDialog open={dialog === 'disable'} login={login} onClose={() => setDialog(null)} />
      <RenewRecoveryCodesDialog open={dialog === 'renew'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
