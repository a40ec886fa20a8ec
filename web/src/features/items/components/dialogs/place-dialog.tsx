import { useState } from 'react';
import { FormField } from '../../../../components/form-field';
import { usePlaceItem } from '../../api/place-item';
import { LocationSelect, ObjectSelect } from '../pickers';
import { ActionDialog } from './action-dialog';
import type { ItemDialogProps } from './item-dialog-props';
import { useActionDialog } from './use-action-dialog';
import '../../i18n';

/** Places the item in an object and, if chosen, one of its locations. */
export function PlaceDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose } = props;
  const { t, errorText, failure, title, testId } = useActionDialog(props.action);
  const place = usePlaceItem(companyId, item._id);
  const [object, setObject] = useState(item.object?._id ?? '');
  const [location, setLocation] = useState(item.location?._id ?? '');
  const send = () => {
    failure.reset();
    if (!object) return failure.setErrors({ object: location ? 'invalid_rule_object_before_location' : 'required_field' });
    place.mutate({ object, location: location || undefined }, { onSuccess: onClose, onError: (error) => failure.fail(error) });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={place.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <FormField label={t('fields.object')} error={errorText(failure.errors.object)} required>
        <ObjectSelect
          companyId={companyId}
          value={object}
          onChange={(value) => {
            setObject(value);
            setLocation('');
            failure.setErrors({});
          }}
          emptyLabel={t('choose')}
          emptyDisabled
          testId="item-place-object"
        />
      </FormField>
      <FormField label={t('fields.location')} error={errorText(failure.errors.location)} helper={object ? undefined : t('location_hint')}>
        <LocationSelect companyId={companyId} objectId={object} value={location} onChange={setLocation} emptyLabel={t('no_location')} testId="item-place-location" />
      </FormField>
    </ActionDialog>
  );
}
