import { Input, type InputProps } from '@chakra-ui/react/input';
import { priceInputText } from './amounts';

interface PriceInputProps extends Omit<InputProps, 'value' | 'onChange' | 'inputMode'> {
  value: string;
  /** The text as kept: digits, one comma or point, at most two decimals (amounts.ts priceInputText). */
  onChange: (value: string) => void;
}

/** Every price field: the phone shows its decimal keypad, and what is typed or pasted keeps the price's form. */
export function PriceInput({ value, onChange, ...props }: PriceInputProps) {
  return <Input {...props} value={value} inputMode="decimal" autoComplete="off" onChange={(event) => onChange(priceInputText(event.target.value))} />;
}
