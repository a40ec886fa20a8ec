import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useBanItem } from '../../api/ban-item';
import { type BatchPart, batchPartOf, noBatchPart } from '../../item-form';
import { ActionDialog } from './action-dialog';
import { BatchPartFields } from './batch-part-fields';
import type { ItemDialogProps } from './item-dialog-props';
import { useActionDialog } from './use-action-dialog';
import { usePartDone } from './use-part-done';
import '../../i18n';

/** Decommissions the item, which closes it to every operation; a batch may decommission only part of itself. */
export function BanDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose } = props;
  const { t, errorText, failure, title, testId } = useActionDialog(props.action);
  const ban = useBanItem(companyId, item._id);
  const [part, setPart] = useState<BatchPart>(noBatchPart);
  const done = usePartDone(props);
  const changePart = (next: BatchPart) => {
    setPart(next);
    failure.setErrors({});
  };
  const send = () => {
    failure.reset();
    const batchPart = batchPartOf(part, item);
    if ('error' in batchPart) return failure.setErrors({ quantity: batchPart.error });
    ban.mutate(batchPart, { onSuccess: done, onError: (error) => failure.fail(error) });
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={ban.isPending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <Text>{t('ban_text')}</Text>
      <BatchPartFields item={item} part={part} error={errorText(failure.errors.quantity)} onChange={changePart} />
    </ActionDialog>
  );
}
