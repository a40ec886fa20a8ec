import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { depreciationMethods, type DepreciationMethod } from '../../../../../shared/depreciation';
import '../i18n';

interface MethodSelectProps<Value extends string> {
  value: Value;
  onChange: (method: Value) => void;
  testId: string;
  /** The field's name where no visible label is tied to it (a table cell). */
  ariaLabel?: string;
  /** The first choice, "the type's default" (an empty value): on an item, which may leave the method to its type. */
  typeDefault?: boolean;
}

/** The depreciation method: straight-line or declining balance, each named in the user's language. */
export function MethodSelect<Value extends DepreciationMethod | ''>({ value, onChange, testId, ariaLabel, typeDefault }: MethodSelectProps<Value>) {
  const { t } = useTranslation('depreciation');
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
      <NativeSelect.Field aria-label={ariaLabel} value={value} onChange={(event) => onChange(event.target.value as Value)} data-testid={testId}>
        {typeDefault ? <option value="">{t('method_default')}</option> : null}
        {depreciationMethods.map((method) => (
          <option key={method} value={method}>
            {t(`methods.${method}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
