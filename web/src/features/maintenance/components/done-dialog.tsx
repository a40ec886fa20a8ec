import { Checkbox } from '@chakra-ui/react/checkbox';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaintenancePlan } from '../../../../../shared/schemas/maintenance';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useRecordDone } from '../api/record-done';
import { useDonePhotos } from '../use-done-photos';
import { DonePhotosField } from './done-photos-field';
import { localToday } from '../maintenance-search';
import { isMoney, moneyOf } from '../plan-form';
import '../i18n';

/**
 * Records a maintenance done: the day, its cost (the plan's expected cost to start with), a note, the
 * checklist and photos (every plan with maintenance has the storage feature: docs/maintenance.md).
 */
export function DoneDialog({ companyId, plan, onClose }: { companyId: string; plan: MaintenancePlan; onClose: () => void }) {
  const { t } = useTranslation(['maintenance', 'errors']);
  const failed = useErrorToast();
  const record = useRecordDone(companyId);
  const [doneOn, setDoneOn] = useState(localToday());
  const [cost, setCost] = useState(plan.expectedCost ?? '');
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState<boolean[]>(() => plan.checklist.map(() => false));
  const photos = useDonePhotos(companyId);
  const wrongCost = !isMoney(cost);

  const submit = () => {
    if (wrongCost || !doneOn || photos.busy) return;
    void record
      .mutateAsync({
        itemId: plan.itemId,
        planId: plan._id,
        body: {
          doneOn,
          cost: moneyOf(cost),
          note: note.trim() || undefined,
          checklist: plan.checklist.map((item, index) => ({ item, done: checked[index] ?? false })),
          photos: photos.names,
        },
      })
      .then(
        (answer) => {
          if (answer.warning) notify.warning(t('recorded'), t(answer.warning, { ns: 'errors' }));
          else notify.success(t('recorded'));
          onClose();
        },
        (error: unknown) => {
          // Files the server refused (their bytes are no picture) show their reason; the record was not made.
          const results = isApiError(error) ? (error.details as { results?: Parameters<typeof photos.settle>[0] } | undefined)?.results : undefined;
          if (results) photos.settle(results);
          failed(error);
        },
      );
  };

  return (
    <FormDialog
      open
      title={t('done_title', { title: plan.title })}
      submitLabel={t('done')}
      submitting={record.isPending}
      submitDisabled={wrongCost || !doneOn || photos.busy}
      onSubmit={submit}
      onClose={onClose}
      submitTestId="maintenance-done-submit"
      testId="maintenance-done-dialog"
    >
      <Stack gap="4">
        <FormField label={t('done_on')} required>
          <Input type="date" value={doneOn} max={localToday()} onChange={(event) => setDoneOn(event.target.value)} data-testid="maintenance-done-date" />
        </FormField>
        {plan.checklist.length > 0 ? (
          <Stack gap="2" data-testid="maintenance-done-checklist">
            {plan.checklist.map((item, index) => (
              <Checkbox.Root
                key={`${index}-${item}`}
                recipe={checkboxSlotRecipe}
                minH="44px"
                checked={checked[index] ?? false}
                onCheckedChange={(details) => setChecked((before) => before.map((value, at) => (at === index ? details.checked === true : value)))}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label overflowWrap="anywhere">{item}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        ) : null}
        <FormField label={t('cost')} error={wrongCost ? t('invalid_rule_unknown', { ns: 'fields' }) : undefined}>
          <Input inputMode="decimal" value={cost} onChange={(event) => setCost(event.target.value)} data-testid="maintenance-done-cost" />
        </FormField>
        <FormField label={t('note')}>
          <Textarea maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} data-testid="maintenance-done-note" />
        </FormField>
        <DonePhotosField photos={photos} />
      </Stack>
    </FormDialog>
  );
}
