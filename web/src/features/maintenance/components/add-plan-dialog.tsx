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
import { maintenanceLimits, remindableRoles, repeatUnits, type RemindableRole, type RepeatUnit } from '../../../../../shared/schemas/maintenance';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import { useCreatePlan } from '../api/create-plan';
import { localToday } from '../maintenance-search';
import '../i18n';

const money = /^\d{1,12}([.,]\d{1,2})?$/;
const whole = (value: string, min: number, max: number) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;

/** Adds a maintenance plan to one item: what, how often, from when, who is reminded and how early, a checklist and a cost. */
export function AddPlanDialog({ companyId, item, onClose }: { companyId: string; item: { _id: string; title: string }; onClose: () => void }) {
  const { t } = useTranslation('maintenance');
  const failed = useErrorToast();
  const create = useCreatePlan(companyId);
  const [title, setTitle] = useState('');
  const [repeatUnit, setRepeatUnit] = useState<RepeatUnit>('months');
  const [repeatEvery, setRepeatEvery] = useState('1');
  const [firstDue, setFirstDue] = useState(localToday());
  const [fromCompletion, setFromCompletion] = useState(false);
  const [remindResponsible, setRemindResponsible] = useState(true);
  const [remindRoles, setRemindRoles] = useState<RemindableRole[]>([]);
  const [daysAhead, setDaysAhead] = useState('7');
  const [checklist, setChecklist] = useState('');
  const [cost, setCost] = useState('');
  const invalid = {
    title: title.trim() === '',
    every: repeatUnit !== 'once' && !whole(repeatEvery, 1, maintenanceLimits.repeatEveryMax),
    firstDue: firstDue === '',
    daysAhead: !whole(daysAhead, 0, maintenanceLimits.daysAheadMax),
    cost: cost.trim() !== '' && !money.test(cost.trim()),
  };
  const blocked = Object.values(invalid).some(Boolean);
  const toggleRole = (role: RemindableRole, on: boolean) => setRemindRoles((before) => (on ? [...before, role] : before.filter((other) => other !== role)));

  const submit = () => {
    if (blocked) return;
    void create
      .mutateAsync({
        items: [item._id],
        title: title.trim(),
        repeatUnit,
        repeatEvery: repeatUnit === 'once' ? 1 : Number(repeatEvery),
        firstDue,
        fromCompletion,
        remindResponsible,
        remindRoles,
        daysAhead: Number(daysAhead),
        checklist: checklist
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .slice(0, maintenanceLimits.checklistMax),
        expectedCost: cost.trim() === '' ? null : cost.trim().replace(',', '.'),
      })
      .then(() => {
        notify.success(t('created'));
        onClose();
      }, failed);
  };

  return (
    <FormDialog
      open
      title={t('add_title', { title: item.title })}
      submitLabel={t('add')}
      submitting={create.isPending}
      submitDisabled={blocked}
      onSubmit={submit}
      onClose={onClose}
      submitTestId="maintenance-add-submit"
      testId="maintenance-add-dialog"
    >
      <Stack gap="4">
        <FormField label={t('plan_title')} required>
          <Input maxLength={120} value={title} onChange={(event) => setTitle(event.target.value)} data-testid="maintenance-add-title" />
        </FormField>
        <Flex gap="3" wrap="wrap">
          <FormField label={t('repeat')} required>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} width={{ base: 'full', sm: '220px' }}>
              <NativeSelect.Field value={repeatUnit} onChange={(event) => setRepeatUnit(event.target.value as RepeatUnit)} data-testid="maintenance-add-repeat">
                {repeatUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {t(`repeat_${unit}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {repeatUnit !== 'once' ? (
            <FormField label={t('every')} required error={invalid.every ? t('invalid_rule_unknown', { ns: 'fields' }) : undefined}>
              <Input type="number" inputMode="numeric" min={1} width={{ base: 'full', sm: '120px' }} value={repeatEvery} onChange={(event) => setRepeatEvery(event.target.value)} data-testid="maintenance-add-every" />
            </FormField>
          ) : null}
        </Flex>
        <FormField label={t('first_due')} required>
          <Input type="date" value={firstDue} onChange={(event) => setFirstDue(event.target.value)} data-testid="maintenance-add-first-due" />
        </FormField>
        {repeatUnit !== 'once' ? (
          <Checkbox.Root recipe={checkboxSlotRecipe} minH="44px" checked={fromCompletion} onCheckedChange={(details) => setFromCompletion(details.checked === true)}>
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
            <Checkbox.Root recipe={checkboxSlotRecipe} minH="44px" checked={remindResponsible} onCheckedChange={(details) => setRemindResponsible(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('remind_responsible')}</Checkbox.Label>
            </Checkbox.Root>
            {remindableRoles.map((role) => (
              <Checkbox.Root
                key={role}
                recipe={checkboxSlotRecipe}
                minH="44px"
                checked={remindRoles.includes(role)}
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
          <Input type="number" inputMode="numeric" min={0} width={{ base: 'full', sm: '120px' }} value={daysAhead} onChange={(event) => setDaysAhead(event.target.value)} data-testid="maintenance-add-days-ahead" />
        </FormField>
        <FormField label={t('checklist')}>
          <Textarea rows={3} value={checklist} onChange={(event) => setChecklist(event.target.value)} data-testid="maintenance-add-checklist" />
        </FormField>
        <FormField label={t('expected_cost')} error={invalid.cost ? t('invalid_rule_unknown', { ns: 'fields' }) : undefined}>
          <Input inputMode="decimal" value={cost} onChange={(event) => setCost(event.target.value)} data-testid="maintenance-add-cost" />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
