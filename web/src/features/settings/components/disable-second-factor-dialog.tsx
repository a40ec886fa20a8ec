import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { useFieldErrorText } from '../../../components/use-field-error';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useDisableSecondFactor, type DisableSecondFactorRequest } from '../api/disable-second-factor';
import { FactorCodeField, type FactorCodeKind } from './factor-code-field';
import { FactorKindSwitch } from './factor-kind-switch';
import { SecondFactorDialog } from './second-factor-dialog';
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

  const submit = () => {
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
    <SecondFactorDialog
      open={open}
      onClose={close}
      title={t('second_factor.disable_title')}
      testId="second-factor-disable-dialog"
      onSubmit={submit}
      submitLabel={t('second_factor.disable')}
      submitTestId="second-factor-disable-submit"
      submitting={disable.isPending}
      danger
    >
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
        <FactorKindSwitch kind={kind} onSwitch={(next) => (setKind(next), setCode(''), setErrors((current) => ({ ...current, code: undefined })))} testId="second-factor-disable-switch" />
      </Stack>
    </SecondFactorDialog>
  );
}
