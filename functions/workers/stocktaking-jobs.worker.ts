import { stocktakingJob, type StocktakingJob } from '../../shared/jobs';
import { dispatchByKind, sqsWorker, type ProcessorMap } from '../lib/sqs-worker';
import { freezeExpectedSet, purgeStocktaking, recountStocktaking } from '../stocktaking/background';
import { processStocktakingExport } from '../stocktaking/export.processor';

/** Worker of the stocktaking queue. A job whose kind has no processor fails and ends in the DLQ. */
const processors: ProcessorMap<StocktakingJob> = {
  'stocktaking.freeze': (job) => freezeExpectedSet(job),
  'stocktaking.purge': (job) => purgeStocktaking(job),
  'stocktaking.recount': (job) => recountStocktaking(job),
  'stocktaking.export': processStocktakingExport,
};

const processJob = dispatchByKind(processors);

export const handler = sqsWorker(stocktakingJob, processJob);
