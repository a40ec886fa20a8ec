import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { roleGroups } from '../../../../../../shared/permissions';
import type { Role } from '../../../../../../shared/roles';
import { repairBody } from '../../../../../../shared/schemas/items';
import { ServiceMaintenanceField } from '../../../maintenance/components/service-maintenance-field';
import { isMoney } from '../../../maintenance/plan-form';
import { serviceNote, type ReturnRecord } from '../../../maintenance/return-record';
import { useRecordOnReturn } from '../../../maintenance/use-record-on-return';
import { FormField } from '../../../../components/form-field';
import { fieldErrorsOf } from '../../../../lib/schema-errors';
import { useRepairItem } from '../../api/repair-item';
import { type BatchPart, batchPartOf, noBatchPart } from '../../item-form';
import { ActionDialog } from './action-dialog';
import { BatchPartFields } from './batch-part-fields';
import type { ItemDialogProps } from './item-dialog-props';
import { useActionDialog } from './use-action-dialog';
import { usePartDone } from './use-part-done';
import '../../i18n';

/**
 * Spec: sends the item to service (workshop, reason, address); a batch may send only part of itself.
 * Storekeepers and up may say it is a plan's maintenance: recorded done once it is sent (docs/maintenance.md).
 */
export function RepairDialog(props: ItemDialogProps) {
  const { item, role, companyId, onClose } = props;
  const { t, errorText, failure, title, testId } = useActionDialog(props.action);
  const repair = useRepairItem(companyId, item._id);
  const [values, setValues] = useState({ title: '', reason: '', location: '' });
  const [part, setPart] = useState<BatchPart>(noBatchPart);
  const done = usePartDone(props);
  const maintenance = useRecordOnReturn(companyId, 'service');
  const [record, setRecord] = useState<ReturnRecord | null>(null);
  const changePart = (next: BatchPart) => {
    setPart(next);
    failure.setErrors({});
  };
  const change = (patch: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...patch }));
    failure.setErrors({});
  };
  const send = () => {
    failure.reset();
    const parsed = repairBody.safeParse(values);
    const batchPart = batchPartOf(part, item);
    const errors = {
      ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
      ...('error' in batchPart ? { quantity: batchPart.error } : {}),
    };
    if (!parsed.success || 'error' in batchPart) return failure.setErrors(errors);
    // The whole item goes: a part sent is a new item, without the plans.
    const chosen = batchPart.recalculate ? null : record;
    if (chosen && !isMoney(chosen.cost)) return;
    repair.mutate(
      { ...parsed.data, ...batchPart },
      {
        onSuccess: (answer) => (chosen ? void maintenance.record(item._id, { ...chosen, note: serviceNote(parsed.data) }).then(() => done(answer)) : done(answer)),
        onError: (error) => failure.fail(error),
      },
    );
  };
  return (
    <ActionDialog title={title} submitLabel={title} role={role} submitting={repair.isPending || maintenance.pending} failure={failure} onSubmit={send} onClose={onClose} testId={testId}>
      <FormField label={t('repair_title')} error={errorText(failure.errors.title)} required>
        <Input value={values.title} maxLength={200} onChange={(event) => change({ title: event.target.value })} data-testid="item-repair-title" />
      </FormField>
      <FormField label={t('repair_reason')} error={errorText(failure.errors.reason)} required>
        <Textarea
          recipe={textareaRecipe}
          value={values.reason}
          maxLength={1000}
          onChange={(event) => change({ reason: event.target.value })}
          data-testid="item-repair-reason"
        />
      </FormField>
      <FormField label={t('repair_location')} error={errorText(failure.errors.location)} required>
        <Input value={values.location} maxLength={300} onChange={(event) => change({ location: event.target.value })} data-testid="item-repair-location" />
      </FormField>
      <BatchPartFields item={item} part={part} error={errorText(failure.errors.quantity)} onChange={changePart} />
      {(roleGroups.staff as readonly Role[]).includes(role) && !part.on ? <ServiceMaintenanceField companyId={companyId} itemId={item._id} value={record} onChange={setRecord} /> : null}
    </ActionDialog>
  );
}
