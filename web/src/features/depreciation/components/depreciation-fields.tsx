import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { PriceInput } from '../../../components/price-input';
import { useAmounts } from '../../../components/use-amounts';
import { asksRate, depreciationFormFields, lifeYearsOf, type DepreciationFormErrors, type DepreciationFormValues } from '../depreciation-form';
import { MethodSelect } from './method-select';
import { useDepreciationErrorText } from './use-depreciation-error-text';
import '../i18n';

interface DepreciationFieldsProps {
  values: DepreciationFormValues;
  errors: DepreciationFormErrors;
  onChange: (patch: Partial<DepreciationFormValues>) => void;
  /** Unfolded from the start (the item sets terms of its own, or the card asked for them). */
  defaultOpen?: boolean;
}

/**
 * The item form's "Depreciation" section, folded behind its heading: in-service date, useful life,
 * salvage value, method and (for declining balance) the yearly rate. Empty is the type's default.
 * A field error unfolds it, so a refused save never hides its reason.
 */
export function DepreciationFields({ values, errors, onChange, defaultOpen = false }: DepreciationFieldsProps) {
  const { t } = useTranslation('depreciation');
  const { decimal } = useAmounts();
  const errorText = useDepreciationErrorText();
  const [openChosen, setOpen] = useState(defaultOpen);
  const open = openChosen || depreciationFormFields.some((field) => errors[field]);
  const panelId = useId();
  const years = lifeYearsOf(values.usefulLifeMonths);
  return (
    <Stack gap="4" data-testid="item-form-depreciation" data-open={open}>
      <chakra.button
        type="button"
        display="flex"
        alignItems="center"
        gap="3"
        width="full"
        minH="44px"
        textAlign="start"
        cursor="pointer"
        borderBottomWidth="1px"
        pb="2"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="item-form-depreciation-toggle"
      >
        <Text as="h3" flex="1" fontSize="lg" fontWeight="semibold">
          {t('section')}
        </Text>
        <Chevron open={open} />
      </chakra.button>
      <Stack id={panelId} gap="4" display={open ? 'flex' : 'none'}>
        <Text color="fg.muted" fontSize="sm">
          {t('section_hint')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('in_service_date')} error={errorText(errors.inServiceDate)} helper={t('in_service_hint')}>
            <Input
              type="date"
              value={values.inServiceDate}
              onChange={(event) => onChange({ inServiceDate: event.target.value })}
              data-testid="item-form-in-service-date"
            />
          </FormField>
          <FormField
            label={t('useful_life')}
            error={errorText(errors.usefulLifeMonths)}
            helper={years === null ? undefined : t('useful_life_years', { years: decimalYears(decimal, years) })}
          >
            <Input
              value={values.usefulLifeMonths}
              inputMode="numeric"
              maxLength={4}
              onChange={(event) => onChange({ usefulLifeMonths: event.target.value.replace(/\D/g, '') })}
              data-testid="item-form-useful-life"
            />
          </FormField>
          <FormField label={t('salvage_value')} error={errorText(errors.salvageValue)} helper={t('salvage_hint')}>
            <PriceInput value={values.salvageValue} onChange={(salvageValue) => onChange({ salvageValue })} data-testid="item-form-salvage" />
          </FormField>
          <FormField label={t('method')} error={errorText(errors.depreciationMethod)}>
            <MethodSelect value={values.depreciationMethod} onChange={(depreciationMethod) => onChange({ depreciationMethod })} testId="item-form-method" typeDefault />
          </FormField>
          {asksRate(values) ? (
            <FormField label={t('rate')} error={errorText(errors.depreciationRate)} helper={t('rate_hint')}>
              <Input
                value={values.depreciationRate}
                inputMode="decimal"
                maxLength={6}
                onChange={(event) => onChange({ depreciationRate: event.target.value.replace(/[^\d.,]/g, '') })}
                data-testid="item-form-rate"
              />
            </FormField>
          ) : null}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

/** Years with the language's decimal separator and no trailing zeros: 3, 2,5, 0,58. */
function decimalYears(decimal: (value: string) => string, years: number): string {
  const text = decimal(years.toFixed(2));
  return text.replace(/[.,]?0+$/, '');
}

function Chevron({ open }: { open: boolean }) {
  return (
    <Flex as="span" fontSize="xl" color="fg.muted" flexShrink={0} transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.15s">
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </Flex>
  );
}
