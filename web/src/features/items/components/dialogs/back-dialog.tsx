import { useState } from 'react';
import { useRepairBack } from '../../api/repair-back';
import { ActionDialog } from './action-dialog';
import type { ItemDialogProps } from './item-dialog-props';
import { PersonField } from './person-field';
import { useActionDialog } from './use-action-dialog';
import '../../i18n';

/** Returns the item from service to a person of the company. */
export function BackDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose } = props;
  const { t, failure, title, testId } = useActionDialog(props.action);
  const back = useRepairBack(companyId, item._id);
  const [user, setUser] = useState(item.responsible?._id ?? '');
  const send = () => {
    failure.reset();
    if (!user) return failure.setErrors({ user: 'required_field' });
    back.mutate(user, { onSuccess: onClose, onError: (error) => failure.fail(error) });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={back.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <PersonField label={t('back_user')} companyId={companyId} value={user} onChange={setUser} failure={failure} testId="item-back-user" />
    </ActionDialog>
  );
}
