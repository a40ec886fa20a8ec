import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { labelFormatIds, type LabelFormatId } from '../../../../../shared/label-formats';
import { FormField } from '../../../components/form-field';
import '../i18n';

/** The label stocks a PDF can be printed for; Micro 3.5 x 3.5 cm on A4 comes first (the default). */
export function FormatSelect({ value, onChange }: { value: LabelFormatId; onChange: (format: LabelFormatId) => void }) {
  const { t } = useTranslation('labels');
  return (
    <FormField label={t('format')} helper={t('print_hint')}>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as LabelFormatId)} data-testid="label-format">
          {labelFormatIds.map((format) => (
            <option key={format} value={format}>
              {t(`formats.${format}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
