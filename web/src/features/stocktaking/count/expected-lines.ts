import { isApiError } from '../../../lib/api-client';
import { fetchLinesPage } from './count-api';
import { keepLines, keepLinesPage, keepStocktaking, keptStocktaking, type KeptStocktaking } from './count-db';

/**
 * The stocktaking's lines on the phone, so that a code scanned offline shows its item. The expected
 * set is frozen when the stocktaking starts, so it is downloaded once, every page, 100 lines a call
 * and each page saved with the cursor after it (a reload or a lost connection resumes there); later
 * opens fetch only the unexpected lines, the part that grows as people scan.
 */
export async function downloadLines(
  companyId: string,
  stocktakingId: string,
  onProgress: (kept: KeptStocktaking) => void,
  signal: AbortSignal,
): Promise<void> {
  const kept = await keptStocktaking(stocktakingId);
  if (!kept?.ready) return;
  if (!kept.linesComplete) {
    let after = kept.linesNext;
    for (;;) {
      let page;
      try {
        page = await fetchLinesPage(companyId, stocktakingId, after, undefined, signal);
      } catch (error) {
        // A cursor the API no longer reads (it was saved by an older version): start again from the first page.
        if (after && isApiError(error, 'ValidationError')) {
          after = null;
          onProgress(await keepStocktaking(stocktakingId, (current) => ({ ...current!, linesNext: null })));
          continue;
        }
        throw error;
      }
      if (signal.aborted) return;
      const saved = await keepLinesPage(stocktakingId, page.data, page.next);
      if (saved) onProgress(saved);
      if (!page.next) return;
      after = page.next;
    }
  }
  let after: string | null = null;
  do {
    const page = await fetchLinesPage(companyId, stocktakingId, after, 'unexpected', signal);
    if (signal.aborted) return;
    await keepLines(stocktakingId, page.data);
    after = page.next;
  } while (after);
}
