import { describe, expect, it } from 'vitest';
import type { MaintenancePlan } from '../../../../shared/schemas/maintenance';
import { isMoney, moneyOf, planFields, planForm, planFormErrors } from './plan-form';
import { openPlans, returnDoneBody, returnRecordFor, serviceNote } from './return-record';

const plan: MaintenancePlan = {
  _id: 'p1',
  itemId: 'i1',
  itemTitle: 'Forklift',
  title: 'Oil change',
  repeatUnit: 'weeks',
  repeatEvery: 2,
  fromCompletion: true,
  remindResponsible: false,
  remindRoles: ['admin', 'user'],
  daysAhead: 3,
  checklist: ['Drain', 'Refill'],
  expectedCost: '120.50',
  firstDue: '2027-01-01',
  nextDue: '2027-02-12',
  lastDone: null,
  finished: false,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
};

describe('the maintenance plan form', () => {
  it('starts a new plan due today, monthly, reminding the responsible person a week ahead', () => {
    const form = planForm('2027-03-04');
    expect(form).toMatchObject({ due: '2027-03-04', repeatUnit: 'months', repeatEvery: '1', daysAhead: '7', remindResponsible: true });
    expect(Object.values(planFormErrors(form)).filter(Boolean)).toHaveLength(1);
    expect(planFormErrors(form).title).toBe(true);
  });

  it('fills in a plan being edited, with its next due date and only the roles a plan may remind', () => {
    const form = planForm('2027-03-04', plan);
    expect(form).toMatchObject({ title: 'Oil change', repeatEvery: '2', due: '2027-02-12', remindRoles: ['admin'], checklist: 'Drain\nRefill', cost: '120.50' });
    expect(planFields(form)).toEqual({
      title: 'Oil change',
      repeatUnit: 'weeks',
      repeatEvery: 2,
      fromCompletion: true,
      remindResponsible: false,
      remindRoles: ['admin'],
      daysAhead: 3,
      checklist: ['Drain', 'Refill'],
      expectedCost: '120.50',
    });
  });

  it('refuses what the server would, and writes money with a dot', () => {
    const form = { ...planForm('2027-03-04', plan), repeatEvery: '0', daysAhead: '366', cost: '12,345' };
    expect(planFormErrors(form)).toEqual({ title: false, every: true, due: false, daysAhead: true, cost: true });
    expect(planFormErrors({ ...form, repeatUnit: 'once' }).every).toBe(false);
    expect(planFields({ ...form, repeatUnit: 'once' }).repeatEvery).toBe(1);
    expect(isMoney('')).toBe(true);
    expect(moneyOf(' 12,5 ')).toBe('12.5');
    expect(moneyOf('')).toBeNull();
  });
});

describe('recording maintenance on the return from service', () => {
  it('offers the plans not finished, with the expected cost and the service as the note', () => {
    expect(openPlans([plan, { ...plan, _id: 'p2', nextDue: null }]).map((open) => open._id)).toEqual(['p1']);
    expect(serviceNote({ title: 'ToolFix', reason: 'The chuck slips' })).toBe('ToolFix: The chuck slips');
    expect(serviceNote(null)).toBe('');
    const record = returnRecordFor(plan, 'ToolFix: The chuck slips');
    expect(returnDoneBody({ ...record, cost: '99,9' }, '2027-03-04')).toEqual({ doneOn: '2027-03-04', cost: '99.9', note: 'ToolFix: The chuck slips', checklist: [] });
    expect(returnDoneBody({ ...record, cost: '', note: ' ' }, '2027-03-04')).toEqual({ doneOn: '2027-03-04', cost: null, note: undefined, checklist: [] });
  });
});
