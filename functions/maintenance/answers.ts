import { formatCents } from '../../shared/money';
import type { DoneRecord, MaintenancePlan } from '../../shared/schemas/maintenance';
import type { DoneRecordStored, PlanRecord } from './store';

/** The API's shapes of a stored plan and done record (shared/schemas/maintenance.ts). */

export function toPlan(record: PlanRecord): MaintenancePlan {
  return {
    _id: record._id,
    itemId: record.itemId,
    itemTitle: record.itemTitle,
    title: record.title,
    repeatUnit: record.repeatUnit,
    repeatEvery: record.repeatEvery,
    fromCompletion: record.fromCompletion,
    remindResponsible: record.remindResponsible,
    remindRoles: record.remindRoles,
    daysAhead: record.daysAhead,
    checklist: record.checklist,
    expectedCost: record.expectedCostCents === null ? null : formatCents(record.expectedCostCents),
    firstDue: record.firstDue,
    nextDue: record.nextDue,
    lastDone: record.lastDone,
    finished: record.nextDue === null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export function toDone(record: DoneRecordStored): DoneRecord {
  return {
    _id: record._id,
    planId: record.planId,
    planTitle: record.planTitle,
    itemId: record.itemId,
    dueDate: record.dueDate,
    doneOn: record.doneOn,
    by: record.by,
    byName: record.byName,
    cost: record.costCents === null ? null : formatCents(record.costCents),
    note: record.note,
    checklist: record.checklist,
    photos: record.photos ?? [],
    createdAt: record.createdAt,
  };
}
