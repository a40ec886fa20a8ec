import { itemUploadsJob, type ItemUploadsJob } from '../../shared/jobs';
import { processImport } from '../imports/processor';
import { dispatchByKind, sqsWorker, type ProcessorMap } from '../lib/sqs-worker';

/** Worker of the itemUploads queue. A job whose kind has no processor fails and ends in the DLQ. */
const processors: ProcessorMap<ItemUploadsJob> = {
  'items.import': (job, record) => processImport(job, record),
};

const processJob = dispatchByKind(processors);

export const handler = sqsWorker(itemUploadsJob, processJob);
