import { reportsJob, type ReportsJob } from '../../shared/jobs';
import { dispatchByKind, sqsWorker, type ProcessorMap } from '../lib/sqs-worker';
import { processItemReport } from '../reports/item-report.processor';

/** Worker of the reports queue. A job whose kind has no processor fails and ends in the DLQ. */
const processors: ProcessorMap<ReportsJob> = {
  'items.report': processItemReport,
};

const processJob = dispatchByKind(processors);

export const handler = sqsWorker(reportsJob, processJob);
