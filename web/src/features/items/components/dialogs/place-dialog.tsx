import { useState } from 'react';
import { usePlaceItem } from '../../api/place-item';
import { ActionDialog } from './action-dialog';
import type { ItemDialogProps } from './item-dialog-props';
import { PlaceFields, type Place } from './place-fields';
import { useActionDialog } from './use-action-dialog';
import '../../i18n';

/** Places the item in an object and, if chosen, one of its locations. */
export function PlaceDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose } = props;
  const { failure, title, testId } = useActionDialog(props.action);
  const place = usePlaceItem(companyId, item._id);
  const [value, setValue] = useState<Place>({ object: item.object?._id ?? '', location: item.location?._id ?? '' });
  const send = () => {
    failure.reset();
    if (!value.object) return failure.setErrors({ object: value.location ? 'invalid_rule_object_before_location' : 'required_field' });
    place.mutate({ object: value.object, location: value.location || undefined }, { onSuccess: onClose, onError: (error) => failure.fail(error) });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={place.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <PlaceFields companyId={companyId} value={value} onChange={setValue} failure={failure} testIdPrefix="item-place" />
    </ActionDialog>
  );
}
