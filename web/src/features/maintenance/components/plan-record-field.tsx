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
import { openPlans, returnRecordFor, type ReturnRecord } from '../return-record';
import '../i18n';

export interface PlanRecordFieldProps {
  companyId: string;
  itemId: string;
  /** null: nothing to record (the box is not ticked). */
  value: ReturnRecord | null;
  onChange: (value: ReturnRecord | null) => void;
  /** The box's label. */
  label: string;
  /** The note to start with; without `withNote` the caller writes the note itself. */
  note: string;
  withNote: boolean;
  /** Test ids: `<testId>`, `<testId>-record`, `-plan`, `-cost`, `-note`. */
  testId: string;
}

/**
 * An item's service dialog's optional "record maintenance done": shown when the item has a plan to
 * record (nothing without plans or without the plan's feature); the plan (the first due to start
 * with), its cost (the plan's expected cost) and a note.
 */
export function PlanRecordField({ companyId, itemId, value, onChange, label, note, withNote, testId }: PlanRecordFieldProps) {
  const { t } = useTranslation('maintenance');
  const plans = useQuery({ ...itemPlansQuery(companyId, itemId), retry: false });
  const open = openPlans(plans.data?.data ?? []);
  if (open.length === 0) return null;
  const choose = (planId: string) => {
    const plan = open.find((candidate) => candidate._id === planId);
    if (plan && value) onChange({ ...returnRecordFor(plan, value.note), planId });
  };
  return (
    <Stack gap="3" borderTopWidth="1px" pt="3" data-testid={testId}>
      <Checkbox.Root
        recipe={checkboxSlotRecipe}
        minH="44px"
        checked={value !== null}
        onCheckedChange={(details) => onChange(details.checked === true ? returnRecordFor(open[0]!, note) : null)}
        data-testid={`${testId}-record`}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {value ? (
        <>
          <FormField label={t('record_plan')} required>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field value={value.planId} onChange={(event) => choose(event.target.value)} data-testid={`${testId}-plan`}>
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
            <Input inputMode="decimal" value={value.cost} onChange={(event) => onChange({ ...value, cost: event.target.value })} data-testid={`${testId}-cost`} />
          </FormField>
          {withNote ? (
            <FormField label={t('note')}>
              <Textarea maxLength={1000} value={value.note} onChange={(event) => onChange({ ...value, note: event.target.value })} data-testid={`${testId}-note`} />
            </FormField>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
