import { Field } from '@chakra-ui/react/field';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  /** Already translated error text; the field is invalid while it is set. */
  error?: string;
  helper?: string;
  required?: boolean;
  children: ReactNode;
}

/** Label, control and helper or error text; Field.Root wires ids and aria attributes to the control. */
export function FormField({ label, error, helper, required, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
