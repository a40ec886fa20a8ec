import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/form-field';
import { PersonSelect } from '../pickers';
import { useItemErrorText } from '../use-item-error-text';
import type { DialogFailure } from './use-dialog-failure';
import '../../i18n';

/** The required person of an operation (return from service, move); choosing one clears the errors. */
export function PersonField(props: {
  label: string;
  companyId: string;
  value: string;
  onChange: (value: string) => void;
  failure: DialogFailure;
  testId: string;
}) {
  const { t } = useTranslation('items');
  const errorText = useItemErrorText();
  return (
    <FormField label={props.label} error={errorText(props.failure.errors.user)} required>
      <PersonSelect
        companyId={props.companyId}
        holders
        value={props.value}
        onChange={(value) => {
          props.onChange(value);
          props.failure.setErrors({});
        }}
        emptyLabel={t('choose')}
        emptyDisabled
        testId={props.testId}
      />
    </FormField>
  );
}
