import { useState } from 'react';
import { roleGroups } from '../../../../../../shared/permissions';
import type { Role } from '../../../../../../shared/roles';
import { ReturnMaintenanceField } from '../../../maintenance/components/return-maintenance-field';
import { isMoney } from '../../../maintenance/plan-form';
import type { ReturnRecord } from '../../../maintenance/return-record';
import { useRecordOnReturn } from '../../../maintenance/use-record-on-return';
import { useRepairBack } from '../../api/repair-back';
import { ActionDialog } from './action-dialog';
import type { ItemDialogProps } from './item-dialog-props';
import { PersonField } from './person-field';
import { useActionDialog } from './use-action-dialog';
import '../../i18n';

/**
 * Returns the item from service to a person of the company; storekeepers and up may record a
 * maintenance done with it, which is a second call after the return (docs/maintenance.md).
 */
export function BackDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose } = props;
  const { t, failure, title, testId } = useActionDialog(props.action);
  const back = useRepairBack(companyId, item._id);
  const maintenance = useRecordOnReturn(companyId);
  const [user, setUser] = useState(item.responsible?._id ?? '');
  const [record, setRecord] = useState<ReturnRecord | null>(null);
  const send = () => {
    failure.reset();
    if (!user) return failure.setErrors({ user: 'required_field' });
    if (record && !isMoney(record.cost)) return;
    back.mutate(user, {
      onSuccess: () => {
        if (!record) return onClose();
        void maintenance.record(item._id, record).then(onClose);
      },
      onError: (error) => failure.fail(error),
    });
  };
  return (
    <ActionDialog
      title={title}
      submitLabel={title}
      role={role}
      submitting={back.isPending || maintenance.pending}
      failure={failure}
      onSubmit={send}
      onClose={onClose}
      testId={testId}
    >
      <PersonField label={t('back_user')} companyId={companyId} value={user} onChange={setUser} failure={failure} testId="item-back-user" />
      {(roleGroups.staff as readonly Role[]).includes(role) ? <ReturnMaintenanceField companyId={companyId} item={item} value={record} onChange={setRecord} /> : null}
    </ActionDialog>
  );
}
