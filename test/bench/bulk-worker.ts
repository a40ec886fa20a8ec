import { processBulkJob } from '../../functions/items/public';
import { processLabelsPrint } from '../../functions/labels/print.processor';
import { resetEnv } from '../../functions/lib/env';
import { measureJob } from './worker-measure';

/**
 * The child process of `npm run bench -- bulk`: one bulk job (BENCH_BULK_JOB: the action, company,
 * job and requester) through its worker's processor against the parent's local stack, with only that
 * worker's modules loaded, as a function would be; prints what measureJob measures.
 */
resetEnv();
const job = JSON.parse(process.env.BENCH_BULK_JOB!) as { action: 'move' | 'labels'; companyId: string; jobId: string; requestedBy: string };
await measureJob(() =>
  job.action === 'move'
    ? processBulkJob(job.companyId, job.jobId, 3_600_000)
    : processLabelsPrint({ kind: 'labels.print', companyId: job.companyId, requestedBy: job.requestedBy, jobId: job.jobId }, 3_600_000),
);
