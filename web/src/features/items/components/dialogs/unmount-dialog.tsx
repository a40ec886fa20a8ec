import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { itemLabel, unitName } from '../../../../components/item-text';
import { isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toaster';
import { useUnmountItems } from '../../api/mount-items';
import { ActionDialog } from './action-dialog';
import type { ItemDialogProps } from './item-dialog-props';
import { Refusal } from './refusal';
import { useActionDialog } from './use-action-dialog';
import '../../i18n';

/** Takes one piece of equipment off this item. */
export function UnmountDialog(props: ItemDialogProps) {
  const { item, child, role, companyId, onClose } = props;
  const { t, failure, title, testId } = useActionDialog(props.action);
  const unmount = useUnmountItems(companyId, item._id);
  const [refused, setRefused] = useState(false);
  const send = () => {
    failure.reset();
    setRefused(false);
    if (!child) return onClose();
    unmount.mutate([child._id], {
      onSuccess: () => {
        notify.success(t('unmounted'));
        onClose();
      },
      onError: (error) => (isApiError(error, 'MountRefused') ? setRefused(true) : failure.fail(error)),
    });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={unmount.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      {refused ? <Refusal text={t('MountRefused', { ns: 'errors' })} /> : null}
      <Text>{t('unmount_text', { title: child ? itemLabel(child, (unit, count) => unitName(t, unit, count)) : '' })}</Text>
    </ActionDialog>
  );
}
