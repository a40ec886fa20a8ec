import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toaster';
import { useMergeItem } from '../../api/merge-item';
import { ActionDialog } from './action-dialog';
import type { ItemDialogProps } from './item-dialog-props';
import { Refusal } from './refusal';
import { useActionDialog } from './use-action-dialog';
import '../../i18n';

/** Spec: a part separated from a batch returns to it; the card then opens the batch. */
export function MergeDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose, onLeave } = props;
  const { t, failure, title, testId } = useActionDialog(props.action);
  const merge = useMergeItem(companyId, item._id);
  const [refused, setRefused] = useState(false);
  const send = () => {
    failure.reset();
    setRefused(false);
    if (!item.parent) return onClose();
    merge.mutate(item.parent, {
      onSuccess: (batch) => {
        notify.success(t('merged'));
        onLeave({ id: batch._id, gone: true });
      },
      onError: (error) => (isApiError(error, 'MergeRefused') ? setRefused(true) : failure.fail(error)),
    });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={merge.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      {refused ? <Refusal text={t('MergeRefused', { ns: 'errors' })} /> : null}
      <Text>{t('merge_text')}</Text>
    </ActionDialog>
  );
}
