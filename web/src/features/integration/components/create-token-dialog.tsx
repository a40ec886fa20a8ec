import { Input } from '@chakra-ui/react/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { useFieldErrorText } from '../../../components/use-field-error';
import { useCreateToken } from '../api/create-token';
import { TokenSecretDialog } from './token-secret-dialog';
import '../i18n';

const nameMaxLength = 60;

/** Names a new access token; once created, its secret is shown (once) in the dialog that follows. */
export function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('integration');
  const errorText = useFieldErrorText();
  const errorToast = useErrorToast();
  const create = useCreateToken();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [secret, setSecret] = useState<string | null>(null);

  if (secret) return <TokenSecretDialog secret={secret} onClose={onClose} />;

  const submit = () => {
    // The server checks the same (shared/schemas/integration.ts); its schemas stay out of this chunk.
    if (name.trim() === '') return setError('required_field');
    create.mutate(name.trim(), { onSuccess: (answer) => setSecret(answer.secret), onError: errorToast });
  };

  return (
    <FormDialog
      open
      title={t('create_title')}
      submitLabel={t('create_submit')}
      submitting={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      submitTestId="integration-create-submit"
      testId="integration-create-form"
    >
      <FormField label={t('name')} error={errorText(error)} required>
        <Input
          name="name"
          maxLength={nameMaxLength}
          placeholder={t('name_placeholder')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          data-testid="integration-create-name"
        />
      </FormField>
    </FormDialog>
  );
}
