import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/form-field';
import { useItemErrorText } from '../use-item-error-text';
import { LocationSelect, ObjectSelect } from '../pickers';
import type { DialogFailure } from './use-dialog-failure';
import '../../i18n';

export interface Place {
  object: string;
  location: string;
}

interface PlaceFieldsProps {
  companyId: string;
  value: Place;
  onChange: (next: Place) => void;
  failure: DialogFailure;
  /** `item-place` on the card, `bulk-place` for a selection. */
  testIdPrefix: string;
}

/** An object (required) and one of its locations: choosing another object clears the location and the errors shown. */
export function PlaceFields({ companyId, value, onChange, failure, testIdPrefix }: PlaceFieldsProps) {
  const { t } = useTranslation('items');
  const errorText = useItemErrorText();
  return (
    <>
      <FormField label={t('fields.object')} error={errorText(failure.errors.object)} required>
        <ObjectSelect
          companyId={companyId}
          value={value.object}
          onChange={(object) => {
            onChange({ object, location: '' });
            failure.setErrors({});
          }}
          emptyLabel={t('choose')}
          emptyDisabled
          testId={`${testIdPrefix}-object`}
        />
      </FormField>
      <FormField label={t('fields.location')} error={errorText(failure.errors.location)} helper={value.object ? undefined : t('location_hint')}>
        <LocationSelect
          companyId={companyId}
          objectId={value.object}
          value={value.location}
          onChange={(location) => onChange({ ...value, location })}
          emptyLabel={t('no_location')}
          testId={`${testIdPrefix}-location`}
        />
      </FormField>
    </>
  );
}
