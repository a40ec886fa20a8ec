import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import { changePasswordBody } from '../../../../../shared/schemas/auth';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { useFieldErrorText } from '../../../components/use-field-error';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/schema-errors';
import { notify } from '../../../lib/toaster';
import { useChangePassword } from '../api/change-password';
import '../i18n';

type Field = 'password' | 'newPassword' | 'repeat';
const empty: Record<Field, string> = { password: '', newPassword: '', repeat: '' };

/** Current, new and repeated password; a wrong current one says so on its field. */
export function ChangePasswordForm({ login }: { login: string }) {
  const { t } = useTranslation('settings');
  const errorText = useFieldErrorText();
  const errorToast = useErrorToast();
  const change = useChangePassword();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordBody.safeParse({ password: values.password, newPassword: values.newPassword });
    const found: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!found.newPassword && values.repeat !== values.newPassword) found.repeat = 'passwords_not_match';
    if (!parsed.success || found.repeat) return setErrors(found);
    change.mutate(parsed.data, {
      onSuccess: () => {
        setValues(empty);
        notify.success(t('password_changed'));
      },
      onError: (error) => {
        if (isApiError(error, 'PasswordIncorrect')) return setErrors({ password: error.error });
        if (isApiError(error, 'ValidationError')) {
          const { password, newPassword } = error.fieldErrors;
          if (password || newPassword) return setErrors({ password, newPassword });
        }
        errorToast(error);
      },
    });
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <FormField label={label} error={errorText(errors[name])} required>
      <Input
        type="password"
        name={name}
        autoComplete={autoComplete}
        maxLength={limits.passwordMaxLength}
        value={values[name]}
        onChange={(event) => update(name, event.target.value)}
        data-testid={`settings-password-${name === 'password' ? 'current' : name === 'newPassword' ? 'new' : 'repeat'}`}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate>
      {/* Lets password managers tell which account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={login} readOnly hidden />
      <Stack gap="4" maxW="420px">
        <Heading as="h3" size="md">
          {t('password_title')}
        </Heading>
        {field('password', t('current_password'), 'current-password')}
        {field('newPassword', t('new_password'), 'new-password')}
        {field('repeat', t('repeat_password'), 'new-password')}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={change.isPending} data-testid="settings-password-submit">
          {t('password_submit')}
        </Button>
      </Stack>
    </form>
  );
}
