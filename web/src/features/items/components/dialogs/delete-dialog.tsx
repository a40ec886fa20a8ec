import { Text } from '@chakra-ui/react/text';
import { notify } from '../../../../lib/toaster';
import { useDeleteItem } from '../../api/delete-item';
import { ActionDialog } from './action-dialog';
import type { ItemDialogProps } from './item-dialog-props';
import { useActionDialog } from './use-action-dialog';
import '../../i18n';

/** Deletes the item with its history; the list opens after. */
export function DeleteDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose, onLeave } = props;
  const { t, failure, title, testId } = useActionDialog(props.action);
  const remove = useDeleteItem(companyId, item._id);
  const send = () => {
    failure.reset();
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success(t('deleted'));
        onLeave('list');
      },
      onError: (error) => failure.fail(error),
    });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={remove.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <Text>{t('delete_text')}</Text>
    </ActionDialog>
  );
}
