import { Text } from '@chakra-ui/react/text';
import { notify } from '../../../../lib/toaster';
import { useReactivateItem } from '../../api/reactivate-item';
import { ActionDialog } from './action-dialog';
import type { ItemDialogProps } from './item-dialog-props';
import { useActionDialog } from './use-action-dialog';
import '../../i18n';

/** Reactivates the item after the person confirms. */
export function ReactivateDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose } = props;
  const { t, failure, title, testId } = useActionDialog(props.action);
  const change = useReactivateItem(companyId, item._id);
  const send = () => {
    failure.reset();
    change.mutate(undefined, {
      onSuccess: () => {
        notify.success(t('reactivated'));
        onClose();
      },
      onError: (error) => failure.fail(error),
    });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={change.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <Text>{t('reactivate_text')}</Text>
    </ActionDialog>
  );
}
