import { useState } from 'react';
import { FormField } from '../../../../components/form-field';
import { useBulkAction } from '../../api/bulk-action';
import { PersonField } from '../dialogs/person-field';
import { ObjectSelect } from '../pickers';
import { BulkDialog } from './bulk-dialog';
import type { BulkDialogProps } from './bulk-dialog-props';
import { useBulkDialog } from './use-bulk-dialog';

/** Hands the selected items to a person (and, with objects, an object); in confirmation mode each waits for them. */
export function BulkMoveDialog({ action, role, companyId, withObjects, selection, count, matching, onClose, onStarted }: BulkDialogProps) {
  const { t, errorText, failure, fail, title, testId } = useBulkDialog(action, ['user', 'object']);
  const bulk = useBulkAction(companyId);
  const [user, setUser] = useState('');
  const [object, setObject] = useState('');
  const send = () => {
    failure.reset();
    if (!user) return failure.setErrors({ user: 'required_field' });
    bulk.mutate({ action: 'move', selection, user, object: object || undefined }, { onSuccess: onStarted, onError: fail });
  };
  return (
    <BulkDialog title={title} testId={testId} role={role} count={count} matching={matching} submitting={bulk.isPending} failure={failure} onSubmit={send} onClose={onClose}>
      <PersonField label={t('move_user')} companyId={companyId} value={user} onChange={setUser} failure={failure} testId="bulk-move-user" />
      {withObjects ? (
        <FormField label={t('move_object')} error={errorText(failure.errors.object)}>
          <ObjectSelect companyId={companyId} value={object} onChange={setObject} emptyLabel={t('no_object')} testId="bulk-move-object" />
        </FormField>
      ) : null}
    </BulkDialog>
  );
}
