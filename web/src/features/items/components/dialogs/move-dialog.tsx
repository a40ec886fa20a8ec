import { useState } from 'react';
import { FormField } from '../../../../components/form-field';
import { notify } from '../../../../lib/toaster';
import { useMoveItem } from '../../api/move-item';
import { ObjectSelect } from '../pickers';
import { ActionDialog } from './action-dialog';
import type { ItemDialogProps } from './item-dialog-props';
import { PersonField } from './person-field';
import { useActionDialog } from './use-action-dialog';
import '../../i18n';

/** Hands the item to a person (and, with objects, to an object); in confirmation mode it waits for them. */
export function MoveDialog(props: ItemDialogProps) {
  const { item, role, companyId, withObjects, onClose } = props;
  const { t, errorText, failure, title, testId } = useActionDialog(props.action);
  const move = useMoveItem(companyId, item._id);
  const [user, setUser] = useState('');
  const [object, setObject] = useState('');
  const send = () => {
    failure.reset();
    if (!user) return failure.setErrors({ user: 'required_field' });
    move.mutate(
      { user, object: object || undefined },
      {
        onSuccess: ({ transfer }) => {
          // Spec: with confirmation mode on, the move waits for the recipient.
          if (transfer.status === 'pending') notify.warning(t('move_pending'));
          else notify.success(t('move_done'));
          onClose();
        },
        onError: (error) => failure.fail(error),
      },
    );
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={move.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <PersonField label={t('move_user')} companyId={companyId} value={user} onChange={setUser} failure={failure} testId="item-move-user" />
      {withObjects ? (
        <FormField label={t('move_object')} error={errorText(failure.errors.object)}>
          <ObjectSelect companyId={companyId} value={object} onChange={setObject} emptyLabel={t('no_object')} testId="item-move-object" />
        </FormField>
      ) : null}
    </ActionDialog>
  );
}
