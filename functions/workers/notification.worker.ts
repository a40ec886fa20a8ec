import { notificationsJob, type NotificationsJob } from '../../shared/jobs';
import { dispatchByKind, sqsWorker, type ProcessorMap } from '../lib/sqs-worker';
import { processRaise } from '../notifications/raise.processor';

/** Worker of the notifications queue. A job whose kind has no processor fails and ends in the DLQ. */
const processors: ProcessorMap<NotificationsJob> = {
  'notifications.raise': processRaise,
};

const processJob = dispatchByKind(processors);

export const handler = sqsWorker(notificationsJob, processJob);
