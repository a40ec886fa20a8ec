import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyChoices, type CurrencyInput } from '../../../../../shared/limits';
import { isLanguage } from '../../../../../shared/i18n/languages';
import type { Company } from '../../../../../shared/schemas/company';
import { currentLanguage, languageTag } from '../../../i18n';
import { notify } from '../../../lib/toaster';
import { useUpdateSettings } from '../api/update-settings';
import '../i18n';

interface CurrencySectionProps {
  company: Company;
  editable: boolean;
  onChanged: (company: Company) => void;
}

/**
 * The company currency: ISO 4217 codes only (issue 23 replaces the spec's EU with EUR and drops DNN).
 * A company that still holds DNN sees it as its current choice until it picks another.
 */
export function CurrencySection({ company, editable, onChanged }: CurrencySectionProps) {
  const { t } = useTranslation('settings');
  const currencyName = useCurrencyNames();
  const update = useUpdateSettings(company._id);
  const current = company.settings.currency;
  const choose = (currency: CurrencyInput) =>
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
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} maxW="320px">
        <NativeSelect.Field
          value={update.isPending ? update.variables.currency : current}
          onChange={(event) => choose(event.target.value as CurrencyInput)}
          data-testid="settings-currency"
        >
          {currencyChoices(current).map((code) => (
            <option key={code} value={code}>
              {currencyName(code)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** "EUR — euro": the code, then its name in the interface language from the browser; the code alone when it has none. */
function useCurrencyNames(): (code: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
      names = new Intl.DisplayNames([languageTag(language)], { type: 'currency', fallback: 'none' });
    } catch {
      names = undefined;
    }
    return (code: string) => {
      let name: string | undefined;
      try {
        name = names?.of(code);
      } catch {
        name = undefined;
      }
      return name && name !== code ? `${code} — ${name}` : code;
    };
  }, [i18n.language]);
}
