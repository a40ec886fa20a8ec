import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { FormField } from '../../../../components/form-field';
import { useBulkAction } from '../../api/bulk-action';
import { BulkDialog } from './bulk-dialog';
import type { BulkDialogProps } from './bulk-dialog-props';
import { useBulkDialog } from './use-bulk-dialog';

/** Decommissions the selected items, which closes them to every operation; the reason is optional. */
export function BulkBanDialog({ action, role, companyId, selection, count, matching, onClose, onStarted }: BulkDialogProps) {
  const { t, errorText, failure, fail, title, testId } = useBulkDialog(action, ['reason']);
  const bulk = useBulkAction(companyId);
  const [reason, setReason] = useState('');
  const send = () => {
    failure.reset();
    bulk.mutate({ action: 'ban', selection, reason: reason.trim() || undefined }, { onSuccess: onStarted, onError: fail });
  };
  return (
    <BulkDialog title={title} testId={testId} role={role} count={count} matching={matching} submitting={bulk.isPending} failure={failure} onSubmit={send} onClose={onClose}>
      <Text>{t('ban_text')}</Text>
      <FormField label={t('bulk.ban_reason')} error={errorText(failure.errors.reason)}>
        <Textarea recipe={textareaRecipe} value={reason} maxLength={1000} onChange={(event) => setReason(event.target.value)} data-testid="bulk-ban-reason" />
      </FormField>
    </BulkDialog>
  );
}
