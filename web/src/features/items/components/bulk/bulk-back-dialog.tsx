import { useState } from 'react';
import { roleGroups } from '../../../../../../shared/permissions';
import type { Role } from '../../../../../../shared/roles';
import { BulkReturnMaintenanceField } from '../../../maintenance/components/bulk-return-maintenance-field';
import { returnedIds, useRecordOnBulkReturn } from '../../../maintenance/use-record-on-bulk-return';
import { useBulkAction } from '../../api/bulk-action';
import { PersonField } from '../dialogs/person-field';
import { BulkDialog } from './bulk-dialog';
import type { BulkDialogProps } from './bulk-dialog-props';
import { useBulkDialog } from './use-bulk-dialog';

/**
 * Returns the selected items from service to a person of the company; for items picked one by one,
 * storekeepers and up may record each returned item's first due maintenance plan done (docs/maintenance.md).
 */
export function BulkBackDialog({ action, role, companyId, selection, count, matching, onClose, onStarted }: BulkDialogProps) {
  const { t, failure, fail, title, testId } = useBulkDialog(action, ['user']);
  const bulk = useBulkAction(companyId);
  const [user, setUser] = useState('');
  const maintenance = useRecordOnBulkReturn(companyId);
  const [recordMaintenance, setRecordMaintenance] = useState(false);
  const ids = 'ids' in selection ? selection.ids : [];
  const send = () => {
    failure.reset();
    if (!user) return failure.setErrors({ user: 'required_field' });
    bulk.mutate(
      { action: 'back', selection, user },
      {
        onSuccess: (job) => (recordMaintenance && ids.length ? void maintenance.record(returnedIds(ids, job)).then(() => onStarted(job)) : onStarted(job)),
        onError: fail,
      },
    );
  };
  return (
    <BulkDialog title={title} testId={testId} role={role} count={count} matching={matching} submitting={bulk.isPending || maintenance.pending} failure={failure} onSubmit={send} onClose={onClose}>
      <PersonField label={t('back_user')} companyId={companyId} value={user} onChange={setUser} failure={failure} testId="bulk-back-user" />
      {(roleGroups.staff as readonly Role[]).includes(role) && ids.length ? (
        <BulkReturnMaintenanceField companyId={companyId} itemIds={ids} checked={recordMaintenance} onChange={setRecordMaintenance} />
      ) : null}
    </BulkDialog>
  );
}
