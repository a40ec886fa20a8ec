import { reportsJob, type ReportsJob } from '../../shared/jobs';
import { dispatchByKind, sqsWorker, type ProcessorMap } from '../lib/sqs-worker';
import { processLabelsPrint } from '../labels/print.processor';
import { processItemReport } from '../reports/item-report.processor';

/** Worker of the reports queue: item list reports and label sheets for a selection. A job whose kind has no processor fails and ends in the DLQ. */
const processors: ProcessorMap<ReportsJob> = {
  'items.report': processItemReport,
  'labels.print': (job) => processLabelsPrint(job),
};

const processJob = dispatchByKind(processors);

export const handler = sqsWorker(reportsJob, processJob);
