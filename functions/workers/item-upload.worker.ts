import { itemUploadsJob, type ItemUploadsJob } from '../../shared/jobs';
import { dispatchByKind, sqsWorker, type ProcessorMap } from '../lib/sqs-worker';

/** Worker of the itemUploads queue. A job whose kind has no processor fails and ends in the DLQ. */
const processors: ProcessorMap<ItemUploadsJob> = {};

const processJob = dispatchByKind(processors);

export const handler = sqsWorker(itemUploadsJob, processJob);
