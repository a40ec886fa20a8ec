import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { useFieldErrorText } from '../../../components/use-field-error';
import { notify } from '../../../lib/toaster';
import { isPasskeyPromptError } from '../../../lib/webauthn';
import { useAddPasskey } from '../api/add-passkey';
import '../i18n';

/** Adding a passkey: its name, then the browser's prompt (the device's fingerprint, face or PIN). */
export function AddPasskeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const errorText = useFieldErrorText();
  const errorToast = useErrorToast();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  const close = () => {
    setName('');
    setError(undefined);
    onClose();
  };

  const submit = () => {
    if (!name.trim()) return setError('required_field');
    add.mutate(name.trim(), {
      onSuccess: () => {
        notify.success(t('passkeys.added'));
        close();
      },
      onError: (failure) => (isPasskeyPromptError(failure) ? notify.error(t('passkeys.cancelled')) : errorToast(failure)),
    });
  };

  return (
    <FormDialog
      open={open}
      title={t('passkeys.add_title')}
      submitLabel={t('passkeys.continue')}
      submitting={add.isPending}
      onSubmit={submit}
      onClose={close}
      submitTestId="passkey-add-submit"
      testId="passkey-add-dialog"
    >
      <Stack gap="4">
        <Text>{t('passkeys.add_text')}</Text>
        <FormField label={t('passkeys.name_label')} error={errorText(error)} required>
          <Input
            size="lg"
            name="passkey-name"
            autoComplete="off"
            maxLength={limits.passkeyNameMaxLength}
            placeholder={t('passkeys.name_placeholder')}
            autoFocus
            value={name}
            onChange={(event) => (setName(event.target.value), setError(undefined))}
            data-testid="passkey-name"
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
