import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dialCodeOf } from '../../../shared/countries';
import { isLanguage } from '../../../shared/i18n/languages';
import { currentLanguage, languageTag } from '../i18n';
import type { CountryOption } from '../lib/countries';
import { phoneDigits, readPastedPhone, type PhoneParts } from '../lib/phone-input';
import { FormField } from './form-field';
import './ui-i18n';

interface CountryPhoneFieldProps {
  countries: readonly CountryOption[];
  value: PhoneParts;
  onChange: (patch: Partial<PhoneParts>) => void;
  /** Already translated. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** The phone input's test id; the country selector's is the same with `-country`. */
  testId: string;
}

/** Spec: a country selector and a digits-only number; a pasted number is read for its country. */
export function CountryPhoneField({ countries, value, onChange, error, required, disabled, testId }: CountryPhoneFieldProps) {
  const { t } = useTranslation('ui');
  const countryName = useCountryNames();

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = readPastedPhone(event.clipboardData.getData('text'), countries);
    onChange(pasted.countryCode ? { phone: pasted.phone, countryCode: pasted.countryCode } : { phone: pasted.phone });
  };

  return (
    <Flex gap="3" align="flex-start">
      <Field.Root width="auto" flexShrink={0} disabled={disabled}>
        <Field.Label>{t('country_label')}</Field.Label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} width="150px">
          <NativeSelect.Field
            name="countryCode"
            value={value.countryCode}
            onChange={(event) => onChange({ countryCode: event.target.value })}
            data-testid={`${testId}-country`}
          >
            {countries.map((country) => (
              <option key={country.alpha2Code} value={country.alpha2Code}>
                {`${country.flag} +${dialCodeOf(country)} ${countryName(country.alpha2Code, country.name)}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <FormField label={t('phone_label')} error={error} required={required}>
        <Input
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="67 123 4567"
          value={value.phone}
          disabled={disabled}
          onChange={(event) => onChange({ phone: phoneDigits(event.target.value) })}
          onPaste={paste}
          data-testid={testId}
        />
      </FormField>
    </Flex>
  );
}

/** Country names in the interface language, from the browser; the English name when it has none. */
function useCountryNames(): (alpha2Code: string, fallback: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([languageTag(isLanguage(i18n.language) ? i18n.language : currentLanguage())], { type: 'region' });
    } catch {
      names = undefined;
    }
    return (alpha2Code: string, fallback: string) => names?.of(alpha2Code) ?? fallback;
  }, [i18n.language]);
}
