import { maintenanceLimits, remindableRoles, type MaintenancePlan, type RemindableRole, type RepeatUnit } from '../../../../shared/schemas/maintenance';

/** The plan dialog's fields as the user types them (numbers and money as text). */
export interface PlanForm {
  title: string;
  repeatUnit: RepeatUnit;
  repeatEvery: string;
  /** The first due date when adding, the next due date when editing. */
  due: string;
  fromCompletion: boolean;
  remindResponsible: boolean;
  remindRoles: RemindableRole[];
  daysAhead: string;
  /** One point a line. */
  checklist: string;
  cost: string;
}

const money = /^\d{1,12}([.,]\d{1,2})?$/;
/** Whether a money text is one the API takes (empty is no amount, and fine). */
export const isMoney = (text: string) => text.trim() === '' || money.test(text.trim());
const whole = (value: string, min: number, max: number) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;

/** A new plan's form (due today), or an existing plan's as it stands. */
export function planForm(today: string, plan?: MaintenancePlan): PlanForm {
  if (!plan) {
    return { title: '', repeatUnit: 'months', repeatEvery: '1', due: today, fromCompletion: false, remindResponsible: true, remindRoles: [], daysAhead: '7', checklist: '', cost: '' };
  }
  return {
    title: plan.title,
    repeatUnit: plan.repeatUnit,
    repeatEvery: String(plan.repeatEvery),
    due: plan.nextDue ?? plan.firstDue,
    fromCompletion: plan.fromCompletion,
    remindResponsible: plan.remindResponsible,
    remindRoles: plan.remindRoles.filter((role): role is RemindableRole => (remindableRoles as readonly string[]).includes(role)),
    daysAhead: String(plan.daysAhead),
    checklist: plan.checklist.join('\n'),
    cost: plan.expectedCost ?? '',
  };
}

/** Which fields the server would refuse. */
export function planFormErrors(form: PlanForm) {
  return {
    title: form.title.trim() === '',
    every: form.repeatUnit !== 'once' && !whole(form.repeatEvery, 1, maintenanceLimits.repeatEveryMax),
    due: form.due === '',
    daysAhead: !whole(form.daysAhead, 0, maintenanceLimits.daysAheadMax),
    cost: !isMoney(form.cost),
  };
}

/** A money text as the API takes it (a dot for the decimals), or null when empty. */
export const moneyOf = (text: string): string | null => (text.trim() === '' ? null : text.trim().replace(',', '.'));

/** The fields adding and editing both send (not the items, and not the date). */
export function planFields(form: PlanForm) {
  return {
    title: form.title.trim(),
    repeatUnit: form.repeatUnit,
    repeatEvery: form.repeatUnit === 'once' ? 1 : Number(form.repeatEvery),
    fromCompletion: form.fromCompletion,
    remindResponsible: form.remindResponsible,
    remindRoles: form.remindRoles,
    daysAhead: Number(form.daysAhead),
    checklist: form.checklist
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, maintenanceLimits.checklistMax),
    expectedCost: moneyOf(form.cost),
  };
}
