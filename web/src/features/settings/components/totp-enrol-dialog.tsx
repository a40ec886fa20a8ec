import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import { QrCode } from '../../../components/qr-code';
import { useErrorToast } from '../../../components/use-error-toast';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useConfirmTotpEnrolment } from '../api/confirm-totp-enrolment';
import { useStartTotpEnrolment } from '../api/start-totp-enrolment';
import { FactorCodeField } from './factor-code-field';
import { SecondFactorDialog } from './second-factor-dialog';
import '../i18n';

/** The key in groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Adding an authenticator app: the QR code and the key (shown once), a code to confirm, then the ten
 * recovery codes (shown once). Closing before confirming leaves the factor off.
 */
export function TotpEnrolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const errorToast = useErrorToast();
  const start = useStartTotpEnrolment();
  const confirm = useConfirmTotpEnrolment();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { mutate: startEnrolment, reset: resetStart } = start;

  useEffect(() => {
    if (!open) return;
    setCode('');
    setError(undefined);
    setRecoveryCodes(null);
    startEnrolment(undefined, { onError: (failure) => (errorToast(failure), onClose()) });
    return () => resetStart();
    // Starts once per opening; the toast and close handlers need not restart it.
  }, [open, startEnrolment, resetStart]);

  const submit = () => {
    if (code.length !== limits.totpDigits) return setError('InvalidSecondFactorCode');
    confirm.mutate(
      { code },
      {
        onSuccess: (answer) => {
          setRecoveryCodes(answer.recoveryCodes);
          notify.success(t('second_factor.enabled'));
        },
        onError: (failure) => {
          if (isApiError(failure, 'InvalidSecondFactorCode') || isApiError(failure, 'TooManyAttempts')) return setError(failure.error);
          // The enrolment expired (CodeExpired): a new key is needed, so the dialog closes.
          errorToast(failure);
          if (isApiError(failure, 'CodeExpired')) onClose();
        },
      },
    );
  };

  const enrolment = start.data;
  return (
    <SecondFactorDialog
      open={open}
      onClose={onClose}
      title={t('second_factor.title')}
      testId="second-factor-enrol-dialog"
      onSubmit={submit}
      submitLabel={t('second_factor.confirm')}
      submitTestId="second-factor-confirm"
      submitting={confirm.isPending}
      submitDisabled={!enrolment}
      recoveryCodes={recoveryCodes ? { codes: recoveryCodes, title: t('second_factor.recovery_title'), doneTestId: 'second-factor-done' } : null}
    >
      {enrolment ? (
        <Stack gap="4">
          <Text>{t('second_factor.scan')}</Text>
          <QrCode value={enrolment.uri} label={t('second_factor.qr_label')} w="200px" h="200px" alignSelf="center" data-testid="second-factor-qr" />
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t('second_factor.secret_label')}
            </Text>
            <Text as="code" fontFamily="mono" fontSize="md" bg="bg.muted" borderRadius="l1" px="2" py="1" overflowWrap="anywhere" data-testid="second-factor-secret">
              {grouped(enrolment.secret)}
            </Text>
          </Stack>
          <FactorCodeField kind="totp" value={code} onChange={(value) => (setCode(value), setError(undefined))} error={error} testId="second-factor-code" />
        </Stack>
      ) : (
        <Spinner />
      )}
    </SecondFactorDialog>
  );
}
