import { Checkbox } from '@chakra-ui/react/checkbox';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';

interface SelectCheckboxProps {
  checked: boolean | 'indeterminate';
  onChange: (on: boolean) => void;
  /** What ticking it selects: shown beside the box, or only to assistive technology when `showLabel` is off. */
  label: string;
  showLabel?: boolean;
  testId: string;
}

/**
 * A selection checkbox of the items list, with a finger-sized (44 px) target. Its clicks stay with
 * it: the row or card it sits on opens the item on a click, which ticking one must not do.
 */
export function SelectCheckbox({ checked, onChange, label, showLabel, testId }: SelectCheckboxProps) {
  return (
    <Checkbox.Root
      recipe={checkboxSlotRecipe}
      colorPalette="brand"
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      onClick={(event) => event.stopPropagation()}
      minW="44px"
      minH="44px"
      justifyContent={showLabel ? 'flex-start' : 'center'}
      cursor="pointer"
      // Above a card's link overlay, which covers the rest of the card.
      position="relative"
      zIndex="1"
      data-testid={testId}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control bg={checked ? undefined : 'white'} />
      <Checkbox.Label srOnly={!showLabel}>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
