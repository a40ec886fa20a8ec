import { okAnswer } from '../schemas/common';
import {
  createPlanBody,
  doneAnswer,
  doneBody,
  dueQuery,
  editPlanBody,
  itemPlansParams,
  logQuery,
  maintenanceDuePage,
  maintenanceLogPage,
  maintenancePlanSchema,
  maintenancePlansPage,
  planParams,
  selectionAnswer,
  selectionQuery,
} from '../schemas/maintenance';
import { roleGroups } from '../permissions';
import type { DomainRoutes } from './route-def';

/**
 * Maintenance plans (issue 28, docs/maintenance.md). Everyone who works with items reads them; the
 * roles that edit items (storekeepers and up) make, change and close them. A plan is named by its
 * item and its own id: both sit in the key under the caller's company.
 */
export const maintenanceRoutes = [
  { method: 'GET', path: '/company/{company}/maintenance/due', domain: 'maintenance', operation: 'due', auth: 'company', roles: roleGroups.members,
    feature: 'maintenance', summary: "The company's maintenance plans by next due date, 20 a page; filters overdue and within N days", query: dueQuery, response: maintenanceDuePage },
  { method: 'POST', path: '/company/{company}/maintenance/plans', domain: 'maintenance', operation: 'create', auth: 'company', roles: roleGroups.staff, status: 201,
    feature: 'maintenance', summary: 'Creates a maintenance plan for each item named, and for each item of a type or model', body: createPlanBody, response: maintenancePlansPage },
  { method: 'GET', path: '/company/{company}/maintenance/selection', domain: 'maintenance', operation: 'selection', auth: 'company', roles: roleGroups.staff,
    feature: 'maintenance', summary: 'How many items a plan for a type and/or model would cover (MaintenanceSelectionTooLarge beyond its limit)', query: selectionQuery,
    response: selectionAnswer },
  { method: 'GET', path: '/company/{company}/maintenance/items/{id}/plans', domain: 'maintenance', operation: 'itemPlans', auth: 'company', roles: roleGroups.members,
    feature: 'maintenance', summary: "An item's maintenance plans, next due first", params: itemPlansParams, response: maintenancePlansPage },
  { method: 'GET', path: '/company/{company}/maintenance/items/{id}/log', domain: 'maintenance', operation: 'itemLog', auth: 'company', roles: roleGroups.members,
    feature: 'maintenance', summary: "An item's recorded maintenance, newest first, 10 a page", params: itemPlansParams, query: logQuery, response: maintenanceLogPage },
  { method: 'PUT', path: '/company/{company}/maintenance/items/{id}/plans/{planId}', domain: 'maintenance', operation: 'edit', auth: 'company', roles: roleGroups.staff,
    feature: 'maintenance', summary: 'Changes a maintenance plan (its rule, reminders, checklist, cost, or its next due date)', params: planParams, body: editPlanBody,
    response: maintenancePlanSchema },
  { method: 'DELETE', path: '/company/{company}/maintenance/items/{id}/plans/{planId}', domain: 'maintenance', operation: 'remove', auth: 'company', roles: roleGroups.staff,
    feature: 'maintenance', summary: 'Deletes a maintenance plan (its recorded maintenance stays in the log)', params: planParams, response: okAnswer },
  { method: 'POST', path: '/company/{company}/maintenance/items/{id}/plans/{planId}/done', domain: 'maintenance', operation: 'done', auth: 'company', roles: roleGroups.staff,
    status: 201, feature: 'maintenance', summary: "Records a maintenance done: the item's history and log, and the plan's next due date", params: planParams, body: doneBody,
    response: doneAnswer },
] as const satisfies DomainRoutes<'maintenance'>;
