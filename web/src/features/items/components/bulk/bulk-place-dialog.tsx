import { useState } from 'react';
import { FormField } from '../../../../components/form-field';
import { useBulkAction } from '../../api/bulk-action';
import { LocationSelect, ObjectSelect } from '../pickers';
import { BulkDialog } from './bulk-dialog';
import type { BulkDialogProps } from './bulk-dialog-props';
import { useBulkDialog } from './use-bulk-dialog';

/** "Change location": the selected items go to an object and, if chosen, one of its locations. */
export function BulkPlaceDialog({ action, role, companyId, selection, count, matching, onClose, onStarted }: BulkDialogProps) {
  const { t, errorText, failure, fail, title, testId } = useBulkDialog(action, ['object', 'location']);
  const bulk = useBulkAction(companyId);
  const [object, setObject] = useState('');
  const [location, setLocation] = useState('');
  const send = () => {
    failure.reset();
    if (!object) return failure.setErrors({ object: 'required_field' });
    bulk.mutate({ action: 'place', selection, object, location: location || undefined }, { onSuccess: onStarted, onError: fail });
  };
  return (
    <BulkDialog title={title} testId={testId} role={role} count={count} matching={matching} submitting={bulk.isPending} failure={failure} onSubmit={send} onClose={onClose}>
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
          testId="bulk-place-object"
        />
      </FormField>
      <FormField label={t('fields.location')} error={errorText(failure.errors.location)} helper={object ? undefined : t('location_hint')}>
        <LocationSelect companyId={companyId} objectId={object} value={location} onChange={setLocation} emptyLabel={t('no_location')} testId="bulk-place-location" />
      </FormField>
    </BulkDialog>
  );
}
