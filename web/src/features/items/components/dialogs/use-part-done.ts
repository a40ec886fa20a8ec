import { useTranslation } from 'react-i18next';
import type { Item } from '../../../../../../shared/schemas/items';
import { notify } from '../../../../lib/toaster';
import type { ItemDialogProps } from './item-dialog-props';
import '../../i18n';

/**
 * After send-to-service or decommission: the dialog closes, and when only part of a batch was sent,
 * the answer is the new item separated from it, which the card opens.
 */
export function usePartDone({ item, onClose, onLeave }: ItemDialogProps) {
  const { t } = useTranslation('items');
  return (answer: Item) => {
    onClose();
    if (answer._id === item._id) return;
    notify.success(t('part_separated'));
    onLeave({ id: answer._id });
  };
}
