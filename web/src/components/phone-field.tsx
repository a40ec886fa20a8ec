import { Box } from '@chakra-ui/react/box';
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

interface PhoneFieldProps {
  countries: readonly CountryOption[];
  value: PhoneParts;
  onChange: (patch: Partial<PhoneParts>) => void;
  onBlur?: () => void;
  /** Already translated. */
  error?: string;
  countryError?: string;
  required?: boolean;
  /** Already translated: each screen names the two fields in its own namespace. */
  labels: { country: string; phone: string };
  testIds: { select: string; input: string };
}

/** What the closed country selector shows: the ISO code and the calling code, "UA +380". */
export function countryCodeLabel(country: CountryOption): string {
  return `${country.alpha2Code} +${dialCodeOf(country)}`;
}

/** An entry of the open list: "UA +380 — Ukraine", the country's name in the interface language. */
export function countryOptionLabel(country: CountryOption, name: string): string {
  return `${countryCodeLabel(country)} — ${name}`;
}

/**
 * Spec: a country-code selector and a digits-only number; a pasted number is read for its country.
 * Countries show their ISO code, not an emoji flag: regional-indicator flags need an emoji font that
 * many systems lack (Debian's Chromium, Windows) and render there as empty boxes. The closed
 * selector shows only "UA +380" (its own text is transparent under that label), the open list the
 * names as well; it stays a native select, so phones open their own picker.
 */
export function PhoneField({ countries, value, onChange, onBlur, error, countryError, required, labels, testIds }: PhoneFieldProps) {
  const countryName = useCountryNames();
  const selected = countries.find((country) => country.alpha2Code === value.countryCode);

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = readPastedPhone(event.clipboardData.getData('text'), countries);
    onChange(pasted.countryCode ? { phone: pasted.phone, countryCode: pasted.countryCode } : { phone: pasted.phone });
  };

  return (
    <Flex gap="3" align="flex-start">
      <Field.Root invalid={Boolean(countryError)} width="auto" flexShrink={0}>
        <Field.Label>{labels.country}</Field.Label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} width="118px">
          <NativeSelect.Field
            name="countryCode"
            value={value.countryCode}
            onChange={(event) => onChange({ countryCode: event.target.value })}
            title={selected ? countryName(selected.alpha2Code, selected.name) : undefined}
            // The closed box shows the label below; the open list's entries keep their own colour.
            color={selected ? 'transparent' : undefined}
            css={{ '& > option': { color: 'fg' } }}
            data-testid={testIds.select}
          >
            {countries.map((country) => (
              <option key={country.alpha2Code} value={country.alpha2Code}>
                {countryOptionLabel(country, countryName(country.alpha2Code, country.name))}
              </option>
            ))}
          </NativeSelect.Field>
          {selected ? (
            <Box
              aria-hidden
              position="absolute"
              insetY="0"
              insetStart="0"
              insetEnd="8"
              ps="3"
              display="flex"
              alignItems="center"
              textStyle="sm"
              pointerEvents="none"
            >
              <Box as="span" whiteSpace="nowrap" overflow="hidden" fontVariantNumeric="tabular-nums" data-testid={`${testIds.select}-label`}>
                <Box as="span" fontWeight="semibold">
                  {selected.alpha2Code}
                </Box>{' '}
                {`+${dialCodeOf(selected)}`}
              </Box>
            </Box>
          ) : null}
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {countryError ? <Field.ErrorText>{countryError}</Field.ErrorText> : null}
      </Field.Root>
      <FormField label={labels.phone} error={error} required={required}>
        <Input
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="67 123 4567"
          value={value.phone}
          onChange={(event) => onChange({ phone: phoneDigits(event.target.value) })}
          onPaste={paste}
          onBlur={onBlur}
          data-testid={testIds.input}
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
      const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
      names = new Intl.DisplayNames([languageTag(language)], { type: 'region' });
    } catch {
      names = undefined;
    }
    return (alpha2Code: string, fallback: string) => names?.of(alpha2Code) ?? fallback;
  }, [i18n.language]);
}
