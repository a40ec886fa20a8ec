import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { repairBody } from '../../../../../../shared/schemas/items';
import { FormField } from '../../../../components/form-field';
import { fieldErrorsOf } from '../../../../lib/schema-errors';
import { useBulkAction } from '../../api/bulk-action';
import { BulkDialog } from './bulk-dialog';
import type { BulkDialogProps } from './bulk-dialog-props';
import { useBulkDialog } from './use-bulk-dialog';

/** Sends the selected items to one service (workshop, reason, address), as the item's own dialog does. */
export function BulkRepairDialog({ action, role, companyId, selection, count, matching, onClose, onStarted }: BulkDialogProps) {
  const { t, errorText, failure, fail, title, testId } = useBulkDialog(action, ['title', 'reason', 'location']);
  const bulk = useBulkAction(companyId);
  const [values, setValues] = useState({ title: '', reason: '', location: '' });
  const change = (patch: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...patch }));
    failure.setErrors({});
  };
  const send = () => {
    failure.reset();
    // The same fields and rules as sending one item to service.
    const parsed = repairBody.safeParse(values);
    if (!parsed.success) return failure.setErrors(fieldErrorsOf(parsed.error));
    const { title: service, reason, location } = parsed.data;
    bulk.mutate({ action: 'repair', selection, title: service, reason, location }, { onSuccess: onStarted, onError: fail });
  };
  return (
    <BulkDialog title={title} testId={testId} role={role} count={count} matching={matching} submitting={bulk.isPending} failure={failure} onSubmit={send} onClose={onClose}>
      <FormField label={t('repair_title')} error={errorText(failure.errors.title)} required>
        <Input value={values.title} maxLength={200} onChange={(event) => change({ title: event.target.value })} data-testid="bulk-repair-title" />
      </FormField>
      <FormField label={t('repair_reason')} error={errorText(failure.errors.reason)} required>
        <Textarea recipe={textareaRecipe} value={values.reason} maxLength={1000} onChange={(event) => change({ reason: event.target.value })} data-testid="bulk-repair-reason" />
      </FormField>
      <FormField label={t('repair_location')} error={errorText(failure.errors.location)} required>
        <Input value={values.location} maxLength={300} onChange={(event) => change({ location: event.target.value })} data-testid="bulk-repair-location" />
      </FormField>
    </BulkDialog>
  );
}
