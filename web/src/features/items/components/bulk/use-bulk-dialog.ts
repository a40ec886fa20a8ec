import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../../components/use-error-toast';
import { isApiError } from '../../../../lib/api-client';
import { useDialogFailure } from '../dialogs/use-dialog-failure';
import { useItemErrorText } from '../use-item-error-text';
import type { BulkDialogAction } from './bulk-dialog-props';
import '../../i18n';

/**
 * What every bulk dialog starts with, as the item dialogs do: its texts, its failure state (field
 * errors on its `fields`, a role or plan refusal as the notice), its title and test id. A refusal
 * the dialog has no field for (an empty selection, a selection the server will not take) is the
 * error toast in the user's language.
 */
export function useBulkDialog(action: BulkDialogAction, fields: readonly string[] = []) {
  const { t } = useTranslation('items');
  const errorText = useItemErrorText();
  const failure = useDialogFailure();
  const errorToast = useErrorToast();
  const fail = (error: unknown) => {
    if (isApiError(error, 'ValidationError') && Object.keys(error.fieldErrors).some((field) => !fields.includes(field))) return errorToast(error);
    failure.fail(error);
  };
  return { t, errorText, failure, fail, title: t(`bulk.actions.${action}`), testId: `bulk-dialog-${action}` };
}
