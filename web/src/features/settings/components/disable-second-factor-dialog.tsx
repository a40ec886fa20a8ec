import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Input } from '@chakra-ui/react/input';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { useFieldErrorText } from '../../../components/use-field-error';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useDisableSecondFactor, type DisableSecondFactorRequest } from '../api/disable-second-factor';
import { FactorCodeField, type FactorCodeKind } from './factor-code-field';
import '../i18n';

interface Errors {
  password?: string;
  code?: string;
}

/** Turning the second factor off: the current password (when the account has one) and a code of the app or a recovery code. */
export function DisableSecondFactorDialog({ open, login, onClose }: { open: boolean; login: string; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const errorText = useFieldErrorText();
  const errorToast = useErrorToast();
  const disable = useDisableSecondFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<FactorCodeKind>('totp');
  const [errors, setErrors] = useState<Errors>({});

  const close = () => {
    setPassword('');
    setCode('');
    setKind('totp');
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!password) found.password = 'required_field';
    if (kind === 'totp' ? code.length !== limits.totpDigits : !code.trim()) found.code = kind === 'totp' ? 'InvalidSecondFactorCode' : 'required_field';
    if (found.password || found.code) return setErrors(found);
    const body: DisableSecondFactorRequest = kind === 'totp' ? { password, code } : { password, recoveryCode: code };
    disable.mutate(body, {
      onSuccess: () => {
        notify.success(t('second_factor.disabled'));
        close();
      },
      onError: (failure) => {
        if (isApiError(failure, 'PasswordIncorrect')) return setErrors({ password: failure.error });
        if (isApiError(failure, 'InvalidSecondFactorCode') || isApiError(failure, 'SecondFactorCodeUsed') || isApiError(failure, 'TooManyAttempts')) {
          return setErrors({ code: failure.error });
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
        if (!details.open) close();
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
          <Dialog.Content asChild minH={{ base: '100dvh', md: 'auto' }} borderRadius={{ base: '0', md: 'l3' }}>
            <form onSubmit={submit} noValidate data-testid="second-factor-disable-dialog">
              <Dialog.Header>
                <Dialog.Title>{t('second_factor.disable_title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>{t('second_factor.disable_text')}</Text>
                  <input type="text" name="username" autoComplete="username" value={login} readOnly hidden />
                  <FormField label={t('second_factor.password_label')} error={errorText(errors.password)} required>
                    <Input
                      size="lg"
                      type="password"
                      name="password"
                      autoComplete="current-password"
                      maxLength={limits.passwordMaxLength}
                      value={password}
                      onChange={(event) => (setPassword(event.target.value), setErrors((current) => ({ ...current, password: undefined })))}
                      data-testid="second-factor-disable-password"
                    />
                  </FormField>
                  <FactorCodeField
                    kind={kind}
                    value={code}
                    onChange={(value) => (setCode(value), setErrors((current) => ({ ...current, code: undefined })))}
                    error={errors.code}
                    testId="second-factor-disable-code"
                  />
                  <Button
                    variant="plain"
                    colorPalette="brand"
                    alignSelf="flex-start"
                    minH="11"
                    px="0"
                    onClick={() => (setKind(kind === 'totp' ? 'recovery' : 'totp'), setCode(''), setErrors((current) => ({ ...current, code: undefined })))}
                    data-testid="second-factor-disable-switch"
                  >
                    {t(kind === 'totp' ? 'second_factor.use_recovery' : 'second_factor.use_app')}
                  </Button>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button size="lg" variant="outline" onClick={close}>
                  {t('second_factor.cancel')}
                </Button>
                <Button type="submit" size="lg" colorPalette="red" loading={disable.isPending} data-testid="second-factor-disable-submit">
                  {t('second_factor.disable')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
