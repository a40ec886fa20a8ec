import type { MaintenancePlan } from '../../../../shared/schemas/maintenance';
import { moneyOf } from './plan-form';

/** "Record maintenance done" in the return from service: which plan, its cost and a note. */
export interface ReturnRecord {
  planId: string;
  cost: string;
  note: string;
}

/** The plans a maintenance can be recorded for: not a finished one-time plan. */
export const openPlans = (plans: readonly MaintenancePlan[]) => plans.filter((plan) => plan.nextDue !== null);

/** The service the item comes back from, as a note ("workshop: reason"), or empty. */
export const serviceNote = (service: { title: string; reason: string } | null | undefined) =>
  service ? [service.title, service.reason].filter((part) => part.trim() !== '').join(': ') : '';

/** The record when the box is ticked: the plan's expected cost and the service as the note. */
export const returnRecordFor = (plan: MaintenancePlan, note: string): ReturnRecord => ({ planId: plan._id, cost: plan.expectedCost ?? '', note });

/** The done route's body: done today, no checklist points. */
export const returnDoneBody = (record: ReturnRecord, today: string) => ({
  doneOn: today,
  cost: moneyOf(record.cost),
  note: record.note.trim() || undefined,
  checklist: [],
});
