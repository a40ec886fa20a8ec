import { Checkbox } from '@chakra-ui/react/checkbox';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { checkboxSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remindableRoles, repeatUnits, type MaintenancePlan, type RemindableRole, type RepeatUnit } from '../../../../../shared/schemas/maintenance';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import { useCreatePlan, type PlanMatching } from '../api/create-plan';
import { useEditPlan } from '../api/edit-plan';
import type { PlanSelection } from '../api/selection';
import { localToday } from '../maintenance-search';
import { planFields, planForm, planFormErrors, type PlanForm } from '../plan-form';
import '../i18n';

/**
 * Adding: a plan for each item named (one item's card names its title), for every item of a type or
 * model (`selection`, with the number of items it covers), or for every item the items list's query
 * matches (`matching`: "all matching" of the list's selection, with the list's count); editing: the plan as it stands.
 */
export type PlanDialogTarget =
  | { kind: 'add'; itemIds: readonly string[]; itemTitle?: string; selection?: PlanSelection & { count: number }; matching?: PlanMatching }
  | { kind: 'edit'; plan: MaintenancePlan };

/**
 * The maintenance plan's form: what, how often, from when (the next due date when editing), who is
 * reminded and how early, a checklist and a cost. Adds a plan to the items named, or changes one.
 */
export function PlanDialog({ companyId, target, onClose }: { companyId: string; target: PlanDialogTarget; onClose: () => void }) {
  const { t } = useTranslation('maintenance');
  const failed = useErrorToast();
  const create = useCreatePlan(companyId);
  const edit = useEditPlan(companyId);
  const editing = target.kind === 'edit' ? target.plan : undefined;
  const [form, setForm] = useState<PlanForm>(() => planForm(localToday(), editing));
  const set = (patch: Partial<PlanForm>) => setForm((before) => ({ ...before, ...patch }));
  const invalid = planFormErrors(form);
  const blocked = Object.values(invalid).some(Boolean);
  const toggleRole = (role: RemindableRole, on: boolean) =>
    setForm((before) => ({ ...before, remindRoles: on ? [...before.remindRoles, role] : before.remindRoles.filter((other) => other !== role) }));

  const submit = () => {
    if (blocked) return;
    const saved = editing
      ? edit.mutateAsync({
          itemId: editing.itemId,
          planId: editing._id,
          // The next due date is sent only when moved: sending it reschedules.
          body: { ...planFields(form), ...(form.due !== editing.nextDue ? { nextDue: form.due } : {}) },
        })
      : create.mutateAsync({ ...planFields(form), items: [...(target.kind === 'add' ? target.itemIds : [])], ...selectionFields(target), firstDue: form.due });
    void saved.then(() => {
      notify.success(t(editing ? 'saved' : 'created'));
      onClose();
    }, failed);
  };

  const selection = target.kind === 'add' ? target.selection : undefined;
  const title = editing
    ? t('edit_title', { title: editing.title })
    : selection
      ? t(selection.dimension === 'type' ? 'add_type_title' : 'add_model_title', { value: selection.value, number: selection.count })
      : target.kind === 'add' && target.itemTitle !== undefined
      ? t('add_title', { title: target.itemTitle })
      : t('add_many_title', { number: target.kind === 'add' ? (target.matching?.count ?? target.itemIds.length) : 0 });

  return (
    <FormDialog
      open
      title={title}
      submitLabel={editing ? t('save') : t('add')}
      submitting={create.isPending || edit.isPending}
      submitDisabled={blocked}
      onSubmit={submit}
      onClose={onClose}
      submitTestId="maintenance-add-submit"
      testId="maintenance-add-dialog"
    >
      <Stack gap="4">
        <FormField label={t('plan_title')} required>
          <Input maxLength={120} value={form.title} onChange={(event) => set({ title: event.target.value })} data-testid="maintenance-add-title" />
        </FormField>
        <Flex gap="3" wrap="wrap">
          <FormField label={t('repeat')} required>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} width={{ base: 'full', sm: '220px' }}>
              <NativeSelect.Field value={form.repeatUnit} onChange={(event) => set({ repeatUnit: event.target.value as RepeatUnit })} data-testid="maintenance-add-repeat">
                {repeatUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {t(`repeat_${unit}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {form.repeatUnit !== 'once' ? (
            <FormField label={t('every')} required error={invalid.every ? t('invalid_rule_unknown', { ns: 'fields' }) : undefined}>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                width={{ base: 'full', sm: '120px' }}
                value={form.repeatEvery}
                onChange={(event) => set({ repeatEvery: event.target.value })}
                data-testid="maintenance-add-every"
              />
            </FormField>
          ) : null}
        </Flex>
        <FormField label={editing ? t('next_due_date') : t('first_due')} required>
          <Input type="date" value={form.due} onChange={(event) => set({ due: event.target.value })} data-testid="maintenance-add-first-due" />
        </FormField>
        {form.repeatUnit !== 'once' ? (
          <Checkbox.Root recipe={checkboxSlotRecipe} minH="44px" checked={form.fromCompletion} onCheckedChange={(details) => set({ fromCompletion: details.checked === true })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('from_completion')}</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
        <Stack gap="1">
          <Text fontWeight="medium" fontSize="sm">
            {t('remind')}
          </Text>
          <Flex columnGap="4" wrap="wrap">
            <Checkbox.Root recipe={checkboxSlotRecipe} minH="44px" checked={form.remindResponsible} onCheckedChange={(details) => set({ remindResponsible: details.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('remind_responsible')}</Checkbox.Label>
            </Checkbox.Root>
            {remindableRoles.map((role) => (
              <Checkbox.Root
                key={role}
                recipe={checkboxSlotRecipe}
                minH="44px"
                checked={form.remindRoles.includes(role)}
                onCheckedChange={(details) => toggleRole(role, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(`roles.${role}`, { ns: 'ui' })}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Flex>
        </Stack>
        <FormField label={t('days_ahead')} error={invalid.daysAhead ? t('invalid_rule_unknown', { ns: 'fields' }) : undefined}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            width={{ base: 'full', sm: '120px' }}
            value={form.daysAhead}
            onChange={(event) => set({ daysAhead: event.target.value })}
            data-testid="maintenance-add-days-ahead"
          />
        </FormField>
        <FormField label={t('checklist')}>
          <Textarea rows={3} value={form.checklist} onChange={(event) => set({ checklist: event.target.value })} data-testid="maintenance-add-checklist" />
        </FormField>
        <FormField label={t('expected_cost')} error={invalid.cost ? t('invalid_rule_unknown', { ns: 'fields' }) : undefined}>
          <Input inputMode="decimal" value={form.cost} onChange={(event) => set({ cost: event.target.value })} data-testid="maintenance-add-cost" />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

/** The create body's type or model of a selection target, or the list's query of a matching one. */
const selectionFields = (target: PlanDialogTarget) => {
  if (target.kind === 'add' && target.matching) return { filter: target.matching.filter };
  const selection = target.kind === 'add' ? target.selection : undefined;
  if (!selection) return {};
  return selection.dimension === 'type' ? { itemType: selection.value } : { itemModel: selection.value };
};
