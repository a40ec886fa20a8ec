import type { MaintenanceCheckJob } from '../../shared/jobs';
import { getCompany } from '../company/public';
import { companyItem } from '../items/public';
import { processMaintenanceCheck } from './reminders';

/**
 * What other parts may use of the maintenance domain: the daily reminders job, run by the
 * notifications worker for the schedule's `maintenance.check` (docs/maintenance.md).
 */
export function runMaintenanceCheck(job: MaintenanceCheckJob): Promise<void> {
  return processMaintenanceCheck(job, {
    companyItem,
    companyPlanState: getCompany,
  });
}
