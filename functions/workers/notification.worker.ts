import { notificationsJob, type NotificationsJob } from '../../shared/jobs';
import { dispatchByKind, sqsWorker, type ProcessorMap } from '../lib/sqs-worker';
import { runBookingsCheck } from '../bookings/public';
import { getCompany } from '../company/public';
import { companyItem } from '../items/public';
import { runMaintenanceCheck } from '../maintenance/public';
import { processRaise } from '../notifications/raise.processor';
import { processSubscriptionCheck } from '../notifications/subscription-check';

/** Worker of the notifications queue. A job whose kind has no processor fails and ends in the DLQ. */
const processors: ProcessorMap<NotificationsJob> = {
  'notifications.raise': processRaise,
  'notifications.subscriptionCheck': processSubscriptionCheck,
  // The maintenance domain reads items and companies through what it is handed (it may not import items, which asks it for the list's filters).
  'maintenance.check': (job) => runMaintenanceCheck(job, { companyItem, companyPlanState: getCompany }),
  'bookings.check': runBookingsCheck,
};

const processJob = dispatchByKind(processors);

export const handler = sqsWorker(notificationsJob, processJob);
