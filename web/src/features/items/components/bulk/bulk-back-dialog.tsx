import { useState } from 'react';
import { useBulkAction } from '../../api/bulk-action';
import { PersonField } from '../dialogs/person-field';
import { BulkDialog } from './bulk-dialog';
import type { BulkDialogProps } from './bulk-dialog-props';
import { useBulkDialog } from './use-bulk-dialog';

/** Returns the selected items from service to a person of the company. */
export function BulkBackDialog({ action, role, companyId, selection, count, matching, onClose, onStarted }: BulkDialogProps) {
  const { t, failure, fail, title, testId } = useBulkDialog(action, ['user']);
  const bulk = useBulkAction(companyId);
  const [user, setUser] = useState('');
  const send = () => {
    failure.reset();
    if (!user) return failure.setErrors({ user: 'required_field' });
    bulk.mutate({ action: 'back', selection, user }, { onSuccess: onStarted, onError: fail });
  };
  return (
    <BulkDialog title={title} testId={testId} role={role} count={count} matching={matching} submitting={bulk.isPending} failure={failure} onSubmit={send} onClose={onClose}>
      <PersonField label={t('back_user')} companyId={companyId} value={user} onChange={setUser} failure={failure} testId="bulk-back-user" />
    </BulkDialog>
  );
}
