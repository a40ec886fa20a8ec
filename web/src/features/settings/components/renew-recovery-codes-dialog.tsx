import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import { useErrorToast } from '../../../components/use-error-toast';
import { isApiError } from '../../../lib/api-client';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { FactorCodeField, type FactorCodeKind } from './factor-code-field';
import { RecoveryCodesStep } from './recovery-codes-step';
import '../i18n';

/** New recovery codes for a code of the app (or an old recovery code); the new ones are shown once. */
export function RenewRecoveryCodesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const errorToast = useErrorToast();
  const renew = useRenewRecoveryCodes();
  const [kind, setKind] = useState<FactorCodeKind>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [codes, setCodes] = useState<string[] | null>(null);

  const close = () => {
    setKind('totp');
    setCode('');
    setError(undefined);
    setCodes(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'totp' ? code.length !== limits.totpDigits : !code.trim()) return setError(kind === 'totp' ? 'InvalidSecondFactorCode' : 'required_field');
    renew.mutate(kind === 'totp' ? { code } : { recoveryCode: code }, {
      onSuccess: (answer) => setCodes(answer.recoveryCodes),
      onError: (failure) => {
        if (isApiError(failure, 'InvalidSecondFactorCode') || isApiError(failure, 'SecondFactorCodeUsed') || isApiError(failure, 'TooManyAttempts')) {
          return setError(failure.error);
        }
        errorToast(failure);
      },
    });
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !codes) close();
      }}
      placement="center"
      scrollBehavior="inside"
      size={{ base: 'full', md: 'md' }}
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content minH={{ base: '100dvh', md: 'auto' }} borderRadius={{ base: '0', md: 'l3' }} data-testid="second-factor-renew-dialog">
            <Dialog.Header>
              <Dialog.Title>{t(codes ? 'second_factor.recovery_title' : 'second_factor.renew_title')}</Dialog.Title>
            </Dialog.Header>
            {codes ? (
              <RecoveryCodesStep codes={codes} onDone={close} doneTestId="second-factor-renew-done" />
            ) : (
              <form onSubmit={submit} noValidate>
                <Dialog.Body>
                  <Stack gap="4">
                    <Text>{t('second_factor.renew_text')}</Text>
                    <FactorCodeField kind={kind} value={code} onChange={(value) => (setCode(value), setError(undefined))} error={error} testId="second-factor-renew-code" />
                    <Button
                      variant="plain"
                      colorPalette="brand"
                      alignSelf="flex-start"
                      minH="11"
                      px="0"
                      onClick={() => (setKind(kind === 'totp' ? 'recovery' : 'totp'), setCode(''), setError(undefined))}
                    >
                      {t(kind === 'totp' ? 'second_factor.use_recovery' : 'second_factor.use_app')}
                    </Button>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Button size="lg" variant="outline" onClick={close}>
                    {t('second_factor.cancel')}
                  </Button>
                  <Button type="submit" size="lg" colorPalette="brand" loading={renew.isPending} data-testid="second-factor-renew-submit">
                    {t('second_factor.renew_submit')}
                  </Button>
                </Dialog.Footer>
              </form>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
