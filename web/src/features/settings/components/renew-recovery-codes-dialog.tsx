import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import { useErrorToast } from '../../../components/use-error-toast';
import { isApiError } from '../../../lib/api-client';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { FactorCodeField, type FactorCodeKind } from './factor-code-field';
import { FactorKindSwitch } from './factor-kind-switch';
import { SecondFactorDialog } from './second-factor-dialog';
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

  const submit = () => {
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
    <SecondFactorDialog
      open={open}
      onClose={close}
      title={t('second_factor.renew_title')}
      testId="second-factor-renew-dialog"
      onSubmit={submit}
      submitLabel={t('second_factor.renew_submit')}
      submitTestId="second-factor-renew-submit"
      submitting={renew.isPending}
      recoveryCodes={codes ? { codes, title: t('second_factor.recovery_title'), doneTestId: 'second-factor-renew-done' } : null}
    >
      <Stack gap="4">
        <Text>{t('second_factor.renew_text')}</Text>
        <FactorCodeField kind={kind} value={code} onChange={(value) => (setCode(value), setError(undefined))} error={error} testId="second-factor-renew-code" />
        <FactorKindSwitch kind={kind} onSwitch={(next) => (setKind(next), setCode(''), setError(undefined))} />
      </Stack>
    </SecondFactorDialog>
  );
}
