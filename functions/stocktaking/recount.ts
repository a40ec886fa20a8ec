import { countActiveScans, walkLineRecords } from './line-store';
import { getCounts, setCounts, type CountsRecord } from './store';

/**
 * The counts are kept by each scan's writes (line, then counts, then log); they drift only when a
 * function stops between two of them. Finishing recounts them from the lines and the scan log:
 * in the call itself up to this many lines (a few seconds of reads), by a queued job above it.
 */
export const recountInlineMaxLines = 20_000;

export function needsQueuedRecount(counts: CountsRecord): boolean {
  return counts.expected + counts.unexpected > recountInlineMaxLines;
}

/** Counts every line and active scan again and stores the result. */
export async function recount(companyId: string, stocktakingId: string): Promise<CountsRecord> {
  const counts: CountsRecord = { expected: 0, found: 0, unexpected: 0, scans: 0 };
  for await (const lines of walkLineRecords(companyId, stocktakingId, 1000)) {
    for (const line of lines) {
      if (line.expected) counts.expected++;
      if (line.presence === 'found') counts.found++;
      if (line.presence === 'unexpected') counts.unexpected++;
    }
  }
  counts.scans = await countActiveScans(companyId, stocktakingId);
  await setCounts(companyId, stocktakingId, counts);
  return counts;
}

/** The counts after finishing: recounted now when small, as kept (the queued recount follows) when large. */
export async function countsAtFinish(companyId: string, stocktakingId: string): Promise<{ counts: CountsRecord; queueRecount: boolean }> {
  const kept = await getCounts(companyId, stocktakingId);
  if (needsQueuedRecount(kept)) return { counts: kept, queueRecount: true };
  return { counts: await recount(companyId, stocktakingId), queueRecount: false };
}
