import { Input } from '@chakra-ui/react/input';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import { FormField } from '../../../components/form-field';
import { useFieldErrorText } from '../../../components/use-field-error';
import '../i18n';

export type FactorCodeKind = 'totp' | 'recovery';

interface FactorCodeFieldProps {
  kind: FactorCodeKind;
  value: string;
  onChange: (value: string) => void;
  /** An error code or name (useFieldErrorText). */
  error?: string;
  testId: string;
}

/** The app's 6-digit code (the phone's number pad, one-time-code autofill) or a recovery code. */
export function FactorCodeField({ kind, value, onChange, error, testId }: FactorCodeFieldProps) {
  const { t } = useTranslation('settings');
  const errorText = useFieldErrorText();
  const totp = kind === 'totp';
  return (
    <FormField label={t(totp ? 'second_factor.code_label' : 'second_factor.recovery_label')} error={errorText(error)} required>
      <Input
        size="lg"
        name={totp ? 'code' : 'recoveryCode'}
        autoComplete={totp ? 'one-time-code' : 'off'}
        inputMode={totp ? 'numeric' : 'text'}
        pattern={totp ? '[0-9]*' : undefined}
        maxLength={totp ? limits.totpDigits : limits.recoveryCodeLength + 4}
        autoCapitalize="characters"
        spellCheck={false}
        fontFamily="mono"
        letterSpacing="wider"
        maxW="16rem"
        value={value}
        onChange={(event) => onChange(totp ? event.target.value.replace(/\D/g, '') : event.target.value)}
        data-testid={testId}
      />
    </FormField>
  );
}
