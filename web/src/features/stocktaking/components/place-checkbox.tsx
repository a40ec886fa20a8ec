import { Checkbox } from '@chakra-ui/react/checkbox';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';

interface PlaceCheckboxProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (id: string, checked: boolean) => void;
}

/** An object or a location to count, in the new stocktaking's scope. */
export function PlaceCheckbox({ id, label, checked, onChange }: PlaceCheckboxProps) {
  return (
    <Checkbox.Root
      recipe={checkboxSlotRecipe}
      colorPalette="brand"
      checked={checked}
      onCheckedChange={(details) => onChange(id, details.checked === true)}
      data-testid={`stocktaking-start-place-${label}`}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
