import { useTranslation } from 'react-i18next';
import type { ItemDialogAction } from '../../../../lib/item-access';
import { useItemErrorText } from '../use-item-error-text';
import { useDialogFailure } from './use-dialog-failure';
import '../../i18n';

/** What every item dialog starts with: its texts, its failure state, and its title and test id from the action. */
export function useActionDialog(action: ItemDialogAction) {
  const { t } = useTranslation('items');
  const errorText = useItemErrorText();
  const failure = useDialogFailure();
  return { t, errorText, failure, title: t(`actions.${action}`), testId: `item-dialog-${action}` };
}
