import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { currencies, type Currency } from '../../../../../shared/limits';
import type { Company } from '../../../../../shared/schemas/company';
import { notify } from '../../../lib/toaster';
import { useUpdateSettings } from '../api/update-settings';
import '../i18n';

interface CurrencySectionProps {
  company: Company;
  editable: boolean;
  onChanged: (company: Company) => void;
}

/** Spec: the company currency, one of UAH, RUB, KZT, USD, EU, PLN, IDR, MDL, UZS, KGS, DNN, GBP. */
export function CurrencySection({ company, editable, onChanged }: CurrencySectionProps) {
  const { t } = useTranslation('settings');
  const update = useUpdateSettings(company._id);
  const choose = (currency: Currency) =>
    update.mutate(
      { currency },
      {
        onSuccess: (settings) => {
          onChanged({ ...company, settings, currency: settings.currency });
          notify.success(t('currency_saved'));
        },
        onError: () => notify.error(t('currency_error')),
      },
    );
  return (
    // The field's disabled state reaches the select; a select inside a field ignores its own.
    <Field.Root disabled={!editable || update.isPending}>
      <Field.Label>{t('currency_label')}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} maxW="240px">
        <NativeSelect.Field
          value={update.isPending ? update.variables.currency : company.settings.currency}
          onChange={(event) => choose(event.target.value as Currency)}
          data-testid="settings-currency"
        >
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
