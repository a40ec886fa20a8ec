import { stocktakingExportsJob, type StocktakingExportsJob } from '../../shared/jobs';
import { dispatchByKind, sqsWorker, type ProcessorMap } from '../lib/sqs-worker';

/** Worker of the stocktakingExports queue. A job whose kind has no processor fails and ends in the DLQ. */
const processors: ProcessorMap<StocktakingExportsJob> = {};

const processJob = dispatchByKind(processors);

export const handler = sqsWorker(stocktakingExportsJob, processJob);
