import { useState } from 'react';
import { useBulkAction } from '../../api/bulk-action';
import { PlaceFields, type Place } from '../dialogs/place-fields';
import { BulkDialog } from './bulk-dialog';
import type { BulkDialogProps } from './bulk-dialog-props';
import { useBulkDialog } from './use-bulk-dialog';

/** "Change location": the selected items go to an object and, if chosen, one of its locations. */
export function BulkPlaceDialog({ action, role, companyId, selection, count, matching, onClose, onStarted }: BulkDialogProps) {
  const { failure, fail, title, testId } = useBulkDialog(action, ['object', 'location']);
  const bulk = useBulkAction(companyId);
  const [value, setValue] = useState<Place>({ object: '', location: '' });
  const send = () => {
    failure.reset();
    if (!value.object) return failure.setErrors({ object: 'required_field' });
    bulk.mutate({ action: 'place', selection, object: value.object, location: value.location || undefined }, { onSuccess: onStarted, onError: fail });
  };
  return (
    <BulkDialog title={title} testId={testId} role={role} count={count} matching={matching} submitting={bulk.isPending} failure={failure} onSubmit={send} onClose={onClose}>
      <PlaceFields companyId={companyId} value={value} onChange={setValue} failure={failure} testIdPrefix="bulk-place" />
    </BulkDialog>
  );
}
