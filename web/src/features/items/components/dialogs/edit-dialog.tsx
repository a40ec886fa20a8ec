import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { useState } from 'react';
import { editItemBody } from '../../../../../../shared/schemas/items';
import { FormField } from '../../../../components/form-field';
import { PriceInput } from '../../../../components/price-input';
import { fieldErrorsOf } from '../../../../lib/schema-errors';
import { notify } from '../../../../lib/toaster';
import { useEditItem } from '../../api/edit-item';
import { editItemFormOf, editItemRequestOf, editItemRuleErrors, type EditItemValues } from '../../item-form';
import { DepreciationFields } from '../../../depreciation/components/depreciation-fields';
import { hasOwnTerms } from '../../../depreciation/depreciation-form';
import { UnitsSelect } from '../units-select';
import { ActionDialog } from './action-dialog';
import type { ItemDialogProps } from './item-dialog-props';
import { useActionDialog } from './use-action-dialog';
import '../../i18n';

/** Edits the item's fields; a batch also its quantity and units. */
export function EditDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose, onReload } = props;
  const { t, errorText, failure, title, testId } = useActionDialog(props.action);
  const edit = useEditItem(companyId, item._id);
  const [values, setValues] = useState<EditItemValues>(() => editItemFormOf(item));
  const change = (patch: Partial<EditItemValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    failure.setErrors({});
  };
  const save = () => {
    failure.reset();
    const request = editItemRequestOf(values, item);
    const rules = editItemRuleErrors(values);
    if (Object.keys(rules).length > 0) return failure.setErrors(rules);
    const parsed = editItemBody.safeParse(request);
    if (!parsed.success) return failure.setErrors(fieldErrorsOf(parsed.error));
    edit.mutate(request, {
      onSuccess: () => {
        notify.success(t('saved'));
        onClose();
      },
      onError: (error) => failure.fail(error),
    });
  };
  const batch = item.accountingType === 'batch';
  const field = (name: 'title' | 'brand' | 'model' | 'type' | 'serial' | 'capacity' | 'quantity', required = false) => (
    <FormField label={t(`fields.${name}`)} error={errorText(failure.errors[name])} required={required}>
      <Input value={values[name]} maxLength={200} onChange={(event) => change({ [name]: event.target.value })} data-testid={`item-form-${name}`} />
    </FormField>
  );
  return (
    <ActionDialog
      title={title}
      submitLabel={t('save', { ns: 'ui' })}
      role={role}
      submitting={edit.isPending}
      failure={failure}
      onReload={() => {
        onReload();
        onClose();
      }}
      onSubmit={save}
      onClose={onClose}
      testId={testId}
    >
      {field('title', true)}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field('brand')}
        {field('model')}
        {field('type')}
        {field('serial')}
        {field('capacity')}
        <FormField label={t('fields.price')} error={errorText(failure.errors.price)}>
          <PriceInput value={values.price} onChange={(price) => change({ price })} data-testid="item-form-price" />
        </FormField>
        {batch ? field('quantity', true) : null}
        {batch ? (
          <FormField label={t('fields.units')} error={errorText(failure.errors.units)}>
            <UnitsSelect value={values.units} onChange={(units) => change({ units })} />
          </FormField>
        ) : null}
      </SimpleGrid>
      <DepreciationFields values={values} errors={failure.errors} onChange={change} defaultOpen={props.focus === 'depreciation' || hasOwnTerms(values)} />
    </ActionDialog>
  );
}
