import type { SQSRecord } from 'aws-lambda';
import { resetEnv } from '../../functions/lib/env';
import { processStocktakingExport } from '../../functions/stocktaking/export.processor';
import { stocktakingExportJob } from '../../shared/jobs';

/**
 * The child process of `npm run bench -- stocktaking` that builds the xlsx: the export processor on
 * the job in BENCH_EXPORT_JOB against the parent's local stack, then one line of JSON with its time
 * and the process's peak RSS (getrusage) and heap, sampled every 20 ms.
 */
resetEnv();
const job = stocktakingExportJob.parse(JSON.parse(process.env.BENCH_EXPORT_JOB!));
const startRssBytes = process.memoryUsage().rss;
let heapBytes = 0;
const sampler = setInterval(() => (heapBytes = Math.max(heapBytes, process.memoryUsage().heapUsed)), 20);
const started = performance.now();
await processStocktakingExport(job, { attributes: { ApproximateReceiveCount: '1' } } as unknown as SQSRecord);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
console.log(JSON.stringify({ seconds, startRssBytes, heapBytes, maxRssBytes: process.resourceUsage().maxRSS * 1024 }));
