import { db } from '../../functions/lib/db/client';

/** The line measureJob prints. */
export interface WorkerFigures {
  seconds: number;
  startRssBytes: number;
  maxRssBytes: number;
  heapBytes: number;
  timings: Record<string, { calls: number; ms: number }>;
}

/**
 * What a bench's child process prints of the one job it runs (bulk-worker.ts, import-worker.ts):
 * one line of JSON with its time, the process's RSS at start and at its peak (getrusage), the peak
 * JS heap (sampled every 20 ms), and its DynamoDB calls and their time per command.
 */
export async function measureJob(run: () => Promise<unknown>): Promise<void> {
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
  await run();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const figures: WorkerFigures = { seconds, startRssBytes, heapBytes, maxRssBytes: process.resourceUsage().maxRSS * 1024, timings };
  console.log(JSON.stringify(figures));
}
