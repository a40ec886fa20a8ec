import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { formUnits } from '../../../../../shared/schemas/items';
import { unitName } from '../../../components/item-text';
import type { FormUnit } from '../item-form';
import '../i18n';

interface UnitsSelectProps {
  value: FormUnit | '';
  onChange: (unit: FormUnit | '') => void;
  disabled?: boolean;
}

/** The units a form offers (assets.md section 3), with a "choose" entry for none yet. */
export function UnitsSelect({ value, onChange, disabled }: UnitsSelectProps) {
  const { t } = useTranslation('items');
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} disabled={disabled}>
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as FormUnit | '')} data-testid="item-form-units">
        <option value="">{t('choose')}</option>
        {formUnits.map((unit) => (
          <option key={unit} value={unit}>
            {unitName(t, unit)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
