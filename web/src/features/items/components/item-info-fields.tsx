import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { PriceInput } from '../../../components/price-input';
import type { AccountingType, ItemFormErrors, ItemFormValues, ItemSections } from '../item-form';
import { DepreciationFields } from '../../depreciation/components/depreciation-fields';
import { hasOwnTerms } from '../../depreciation/depreciation-form';
import { LocationSelect, ObjectSelect } from './pickers';
import { UnitsSelect } from './units-select';
import { useItemErrorText } from './use-item-error-text';
import '../i18n';

type TextFieldName = 'title' | 'brand' | 'model' | 'type' | 'serial' | 'capacity' | 'quantity' | 'count';

interface ItemInfoFieldsProps {
  companyId: string;
  values: ItemFormValues;
  errors: ItemFormErrors;
  sections: ItemSections;
  withObjects: boolean;
  onChange: (patch: Partial<ItemFormValues>) => void;
}

/** Step one of a new item: the item itself, then the sections the company shows. */
export function ItemInfoFields({ companyId, values, errors, sections, withObjects, onChange }: ItemInfoFieldsProps) {
  const { t } = useTranslation('items');
  const errorText = useItemErrorText();
  const text = (name: TextFieldName, options: { required?: boolean; helper?: string; inputMode?: 'numeric' | 'decimal'; disabled?: boolean } = {}) => (
    <FormField label={t(`fields.${name}`)} error={errorText(errors[name])} helper={options.helper} required={options.required}>
      <Input
        value={values[name]}
        maxLength={name === 'title' ? 200 : 120}
        inputMode={options.inputMode}
        disabled={options.disabled}
        onChange={(event) => onChange({ [name]: event.target.value })}
        data-testid={`item-form-${name}`}
      />
    </FormField>
  );
  const batch = values.accountingType === 'batch';

  return (
    <Stack gap="6">
      <Stack gap="4">
        {text('title', { required: true })}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label={t('fields.accounting')} error={errorText(errors.accountingType)}>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                value={values.accountingType}
                onChange={(event) => onChange({ accountingType: event.target.value as AccountingType })}
                data-testid="item-form-accounting"
              >
                <option value="single">{t('accounting.single')}</option>
                <option value="batch">{t('accounting.batch')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {text('quantity', { required: batch, inputMode: 'numeric', disabled: !batch })}
          <FormField label={t('fields.units')} error={errorText(errors.units)} required={batch}>
            <UnitsSelect value={values.units} onChange={(units) => onChange({ units })} disabled={!batch} />
          </FormField>
        </SimpleGrid>
      </Stack>

      {sections.info ? (
        <Stack gap="4">
          <Heading as="h3" size="md">
            {t('sections.info')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {text('brand')}
            {text('model', { helper: values.brand.trim() ? undefined : t('model_hint') })}
            {text('type')}
            {text('serial')}
          </SimpleGrid>
        </Stack>
      ) : null}

      {sections.additional ? (
        <Stack gap="4">
          <Heading as="h3" size="md">
            {t('sections.additional')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {text('capacity')}
            <FormField label={t('fields.price')} error={errorText(errors.price)} helper={t('price_hint')}>
              <PriceInput value={values.price} onChange={(price) => onChange({ price })} data-testid="item-form-price" />
            </FormField>
            {text('count', { helper: t('count_hint'), inputMode: 'numeric' })}
          </SimpleGrid>
          <DepreciationFields values={values} errors={errors} onChange={onChange} defaultOpen={hasOwnTerms(values)} />
        </Stack>
      ) : null}

      {sections.location && withObjects ? (
        <Stack gap="4">
          <Heading as="h3" size="md">
            {t('sections.location')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('fields.object')} error={errorText(errors.object)}>
              <ObjectSelect
                companyId={companyId}
                value={values.object}
                onChange={(object) => onChange({ object })}
                emptyLabel={t('no_object')}
                testId="item-form-object"
              />
            </FormField>
            <FormField label={t('fields.location')} error={errorText(errors.location)} helper={values.object ? undefined : t('location_hint')}>
              <LocationSelect
                companyId={companyId}
                objectId={values.object}
                value={values.location}
                onChange={(location) => onChange({ location })}
                emptyLabel={t('no_location')}
                testId="item-form-location"
              />
            </FormField>
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}
