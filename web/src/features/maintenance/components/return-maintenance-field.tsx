import { Checkbox } from '@chakra-ui/react/checkbox';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { checkboxSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { itemPlansQuery } from '../api/item-plans';
import { isMoney } from '../plan-form';
import { openPlans, returnRecordFor, serviceNote, type ReturnRecord } from '../return-record';
import '../i18n';

interface ReturnMaintenanceFieldProps {
  companyId: string;
  item: { _id: string; service?: { title: string; reason: string } | null };
  /** null: nothing to record (the box is not ticked). */
  value: ReturnRecord | null;
  onChange: (value: ReturnRecord | null) => void;
}

/**
 * The return from service's optional "Record maintenance done": shown when the item has a plan to
 * record (nothing without plans or without the plan's feature); the plan, its cost (the plan's
 * expected cost) and a note (the service the item comes back from) to start with.
 */
export function ReturnMaintenanceField({ companyId, item, value, onChange }: ReturnMaintenanceFieldProps) {
  const { t } = useTranslation('maintenance');
  const plans = useQuery({ ...itemPlansQuery(companyId, item._id), retry: false });
  const open = openPlans(plans.data?.data ?? []);
  if (open.length === 0) return null;
  const note = serviceNote(item.service);
  const choose = (planId: string) => {
    const plan = open.find((candidate) => candidate._id === planId);
    if (plan && value) onChange({ ...returnRecordFor(plan, value.note), planId });
  };
  return (
    <Stack gap="3" borderTopWidth="1px" pt="3" data-testid="return-maintenance">
      <Checkbox.Root
        recipe={checkboxSlotRecipe}
        minH="44px"
        checked={value !== null}
        onCheckedChange={(details) => onChange(details.checked === true ? returnRecordFor(open[0]!, note) : null)}
        data-testid="return-maintenance-record"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('record_on_return')}</Checkbox.Label>
      </Checkbox.Root>
      {value ? (
        <>
          <FormField label={t('record_plan')} required>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field value={value.planId} onChange={(event) => choose(event.target.value)} data-testid="return-maintenance-plan">
                {open.map((plan) => (
                  <option key={plan._id} value={plan._id}>
                    {plan.title}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('cost')} error={isMoney(value.cost) ? undefined : t('invalid_rule_unknown', { ns: 'fields' })}>
            <Input inputMode="decimal" value={value.cost} onChange={(event) => onChange({ ...value, cost: event.target.value })} data-testid="return-maintenance-cost" />
          </FormField>
          <FormField label={t('note')}>
            <Textarea maxLength={1000} value={value.note} onChange={(event) => onChange({ ...value, note: event.target.value })} data-testid="return-maintenance-note" />
          </FormField>
        </>
      ) : null}
    </Stack>
  );
}
