import { Input } from '@chakra-ui/react/input';
import { quantityText } from '../order';

interface QuantityInputProps {
  value: string;
  onChange: (text: string) => void;
  label: string;
  invalid?: boolean;
  testId: string;
}

/** Whole numbers only: anything but digits never reaches the box, and phones show the digit keypad. */
export function QuantityInput({ value, onChange, label, invalid, testId }: QuantityInputProps) {
  return (
    <Input
      bg="white"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={value}
      onChange={(event) => onChange(quantityText(event.target.value))}
      data-testid={testId}
    />
  );
}
