import { processImport } from '../../functions/imports/processor';
import { db } from '../../functions/lib/db/client';
import { resetEnv } from '../../functions/lib/env';
import { itemImportJob } from '../../shared/jobs';

/**
 * The child process of `npm run bench -- import`: the import worker's processor on the job in
 * BENCH_IMPORT_JOB against the parent's local stack, one invocation after another as the queue
 * would hand the re-sent job on (no time limit here), then one line of JSON with its time, the
 * process's peak RSS (getrusage) and heap (sampled every 20 ms), and its DynamoDB calls per command.
 */
resetEnv();
const job = itemImportJob.parse(JSON.parse(process.env.BENCH_IMPORT_JOB!));
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
await processImport(job, undefined, { budgetMs: Number.MAX_SAFE_INTEGER });
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
console.log(JSON.stringify({ seconds, startRssBytes, heapBytes, maxRssBytes: process.resourceUsage().maxRSS * 1024, timings }));
