import { Input } from '@chakra-ui/react/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { useFieldErrorText } from '../../../components/use-field-error';
import { isNewPasswordReady, newPasswordError, repeatPasswordError } from '../passwords';
import '../i18n';

export interface NewPassword {
  password: string;
  repeat: string;
}

interface NewPasswordFieldsProps {
  value: NewPassword;
  onChange: (patch: Partial<NewPassword>) => void;
  /** An error code from the server about the password, shown instead of the local check. */
  serverError?: string;
  testIds: { password: string; repeat: string };
}

/**
 * The state of a new-password form: the two fields, the server's word on the password (dropped on
 * the next edit) and whether the pair may be sent.
 */
export function useNewPassword() {
  const [value, setValue] = useState<NewPassword>({ password: '', repeat: '' });
  const [serverError, setServerError] = useState<string>();
  const onChange = (patch: Partial<NewPassword>) => {
    setValue((current) => ({ ...current, ...patch }));
    setServerError(undefined);
  };
  return {
    password: value.password,
    ready: isNewPasswordReady(value.password, value.repeat),
    setServerError,
    fields: { value, onChange, serverError },
  };
}

/**
 * A new password and its repeat. A rule shows once its field is left; "passwords not match" also as
 * soon as the repeat is as long as the password. The submit button checks the same rules.
 */
export function NewPasswordFields({ value, onChange, serverError, testIds }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const fieldErrorText = useFieldErrorText();
  const [left, setLeft] = useState({ password: false, repeat: false });
  const passwordCode = serverError ?? (left.password ? newPasswordError(value.password) : undefined);
  const repeatChecked = left.repeat || (value.repeat !== '' && value.repeat.length >= value.password.length);
  const repeatCode = repeatChecked ? repeatPasswordError(value.password, value.repeat) : undefined;

  return (
    <>
      <FormField label={t('new_password_label')} error={fieldErrorText(passwordCode)} required>
        <Input
          name="password"
          type="password"
          autoComplete="new-password"
          value={value.password}
          onChange={(event) => onChange({ password: event.target.value })}
          onBlur={() => setLeft((current) => ({ ...current, password: true }))}
          data-testid={testIds.password}
        />
      </FormField>
      <FormField label={t('repeat_password_label')} error={fieldErrorText(repeatCode)} required>
        <Input
          name="repeat"
          type="password"
          autoComplete="new-password"
          value={value.repeat}
          onChange={(event) => onChange({ repeat: event.target.value })}
          onBlur={() => setLeft((current) => ({ ...current, repeat: true }))}
          data-testid={testIds.repeat}
        />
      </FormField>
    </>
  );
}
