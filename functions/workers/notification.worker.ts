import { notificationsJob, type NotificationsJob } from '../../shared/jobs';
import { dispatchByKind, sqsWorker, type ProcessorMap } from '../lib/sqs-worker';
import { runBookingsCheck } from '../bookings/public';
import { runMaintenanceCheck } from '../maintenance/public';
import { processRaise } from '../notifications/raise.processor';
import { processSubscriptionCheck } from '../notifications/subscription-check';

/** Worker of the notifications queue. A job whose kind has no processor fails and ends in the DLQ. */
const processors: ProcessorMap<NotificationsJob> = {
  'notifications.raise': processRaise,
  'notifications.subscriptionCheck': processSubscriptionCheck,
  'maintenance.check': runMaintenanceCheck,
  'bookings.check': runBookingsCheck,
};

const processJob = dispatchByKind(processors);

export const handler = sqsWorker(notificationsJob, processJob);
