import { Text } from '@chakra-ui/react/text';
import { notify } from '../../../../lib/toaster';
import { useDuplicateItem } from '../../api/duplicate-item';
import { ActionDialog } from './action-dialog';
import type { ItemDialogProps } from './item-dialog-props';
import { useActionDialog } from './use-action-dialog';
import '../../i18n';

/** Makes a copy of the item; the card then opens the copy. */
export function DuplicateDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose, onLeave } = props;
  const { t, failure, title, testId } = useActionDialog(props.action);
  const duplicate = useDuplicateItem(companyId, item._id);
  const send = () => {
    failure.reset();
    duplicate.mutate(undefined, {
      onSuccess: ({ data }) => {
        notify.success(t('duplicated'));
        onClose();
        if (data[0]) onLeave({ id: data[0]._id });
      },
      onError: (error) => failure.fail(error),
    });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={duplicate.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <Text>{t('duplicate_text')}</Text>
    </ActionDialog>
  );
}
