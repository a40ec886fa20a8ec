import { Text } from '@chakra-ui/react/text';
import { notify } from '../../../../lib/toaster';
import { useDeactivateItem } from '../../api/deactivate-item';
import { ActionDialog } from './action-dialog';
import type { ItemDialogProps } from './item-dialog-props';
import { useActionDialog } from './use-action-dialog';
import '../../i18n';

/** Deactivates the item after the person confirms; the card stays open and shows it inactive. */
export function DeactivateDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose } = props;
  const { t, failure, title, testId } = useActionDialog(props.action);
  const change = useDeactivateItem(companyId, item._id);
  const send = () => {
    failure.reset();
    change.mutate(undefined, {
      onSuccess: () => {
        notify.success(t('deactivated'));
        onClose();
      },
      onError: (error) => failure.fail(error),
    });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={change.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <Text>{t('deactivate_text')}</Text>
    </ActionDialog>
  );
}
