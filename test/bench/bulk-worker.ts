import { processBulkJob } from '../../functions/items/public';
import { processLabelsPrint } from '../../functions/labels/print.processor';
import { db } from '../../functions/lib/db/client';
import { resetEnv } from '../../functions/lib/env';

/**
 * The child process of `npm run bench -- bulk`: one bulk job (BENCH_BULK_JOB: the action, company,
 * job and requester) through its worker's processor against the parent's local stack, with only that
 * worker's modules loaded, as a function would be. Prints one line of JSON: its time, the process's
 * RSS at start and at its peak (getrusage), the peak JS heap (sampled every 20 ms), and its DynamoDB
 * calls per command.
 */
resetEnv();
const job = JSON.parse(process.env.BENCH_BULK_JOB!) as { action: 'move' | 'labels'; companyId: string; jobId: string; requestedBy: string };
const timings: Record<string, { calls: number; ms: number }> = {};
db().middlewareStack.add(
  (next, context) => async (args) => {
    const began = performance.now();
    try {
      return await next(args);
    } finally {
      const entry = (timings[context.commandName!] ??= { calls: 0, ms: 0 });
      entry.calls += 1;
      entry.ms += performance.now() - began;
    }
  },
  { step: 'initialize', name: 'benchTimings', override: true },
);
const startRssBytes = process.memoryUsage().rss;
let heapBytes = 0;
const sampler = setInterval(() => (heapBytes = Math.max(heapBytes, process.memoryUsage().heapUsed)), 20);
const started = performance.now();
if (job.action === 'move') await processBulkJob(job.companyId, job.jobId, 3_600_000);
else await processLabelsPrint({ kind: 'labels.print', companyId: job.companyId, requestedBy: job.requestedBy, jobId: job.jobId }, 3_600_000);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
console.log(JSON.stringify({ seconds, startRssBytes, heapBytes, maxRssBytes: process.resourceUsage().maxRSS * 1024, timings }));
