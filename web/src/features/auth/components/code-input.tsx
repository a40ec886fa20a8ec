import { Input } from '@chakra-ui/react/input';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import { FormField } from '../../../components/form-field';
import '../i18n';

export const codeLength = limits.verificationCodeLength;

/** Spec: the code is 5 digits; anything else typed or pasted is dropped. */
export const codeDigits = (value: string): string => value.replace(/\D/g, '').slice(0, codeLength);

interface CodeInputProps {
  value: string;
  onChange: (code: string) => void;
  /** Already translated. */
  error?: string;
  testId: string;
}

export function CodeInput({ value, onChange, error, testId }: CodeInputProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField label={t('code_label')} error={error} required>
      <Input
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={codeLength}
        placeholder={'0'.repeat(codeLength)}
        letterSpacing="0.4em"
        fontSize="xl"
        textAlign="center"
        value={value}
        onChange={(event) => onChange(codeDigits(event.target.value))}
        data-testid={testId}
      />
    </FormField>
  );
}
