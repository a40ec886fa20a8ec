import { maintenanceRoutes } from '../../shared/routes/maintenance';
import { domainHandler } from '../lib/http/domain-handler';
import { tenantOf } from '../lib/http/session';
import { attachChecked, checkUploads, companyItem, itemsMatching, itemsOfTypeOrModel, maintenanceDueWrite, maintenanceHistoryEntry } from '../items/public';
import { getUser } from '../users/public';
import * as maintenance from './service';

/** The items and users domains as maintenance needs them (functions/maintenance/service.ts, ItemsForMaintenance). */
const items: maintenance.ItemsForMaintenance = {
  companyItem,
  itemsOfTypeOrModel,
  itemsMatching,
  maintenanceHistoryEntry,
  maintenanceDueWrite,
  userName: async (userId) => {
    const user = await getUser(userId);
    return user ? `${user.firstName} ${user.lastName}`.trim() : '';
  },
  photos: { check: checkUploads, attach: attachChecked },
};

export const handler = domainHandler(maintenanceRoutes, {
  due: (request) => maintenance.listDue(tenantOf(request), request.query),
  create: (request) => maintenance.createPlans(tenantOf(request), request.body, items),
  selection: (request) => maintenance.selectionCount(tenantOf(request), request.query, items),
  itemPlans: (request) => maintenance.itemPlans(tenantOf(request), request.params.id!, items),
  itemLog: (request) => maintenance.itemLog(tenantOf(request), request.params.id!, request.query, items),
  edit: (request) => maintenance.editPlan(tenantOf(request), request.params.id!, request.params.planId!, request.body, items),
  remove: (request) => maintenance.removePlan(tenantOf(request), request.params.id!, request.params.planId!, items),
  done: (request) => maintenance.recordDone(tenantOf(request), request.params.id!, request.params.planId!, request.body, items),
});
