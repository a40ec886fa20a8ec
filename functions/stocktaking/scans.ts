import type * as z from 'zod';
import type { ScanInput, Stocktaking, recordScansAnswer } from '../../shared/schemas/stocktaking';
import { companyItem, companyItemByCode } from '../items/public';
import { keys, stocktakingLineKey } from '../lib/db/keys';
import { AppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import { deleteLine, getLine, getScan, logScan, markScanUndone, saveLine } from './line-store';
import { lineFits, lineOfItem, unknownLine, withScans } from './lines';
import { newestScan, scanHash, withScan } from './rules';
import { personOf, stocktakingOf, toStocktaking } from './service';
import { addToCounts, getCounts, toLine, type CountsRecord, type LineRecord, type PersonRef, type StocktakingRecord } from './store';

/**
 * The phones' scans of a stocktaking: record a batch (each scan once, whatever is resent), undo one
 * (docs/stocktaking.md, "A scan").
 */

type RecordScansAnswer = z.infer<typeof recordScansAnswer>;

/** A line written by someone else between our read and our write is read again this many times. */
const lineWriteAttempts = 5;
/** Scans of different codes or items written at the same time within one batch. */
const scanGroupsAtOnce = 8;

/** Scans are accepted only while the stocktaking is ready and pending. */
function assertOpen(record: StocktakingRecord): void {
  if (record.status === 'completed') throw new AppError('StocktakingFinished');
  if (!record.ready) throw new AppError('StocktakingNotReady');
}

/** Which line a scan counts on, and the line to create when it has none yet. */
interface ScanTarget {
  lineKey: string;
  fresh: LineRecord;
  unknown: boolean;
  existing: LineRecord | null;
}

async function targetOfScan(companyId: string, stocktakingId: string, scan: ScanInput): Promise<ScanTarget> {
  // An item picked from the stocktaking's list counts on its expected line even if the item was since deleted.
  if (scan.item) {
    const expected = await getLine(companyId, stocktakingId, stocktakingLineKey.expected(scan.item));
    if (expected) return { lineKey: expected.lineKey, fresh: expected, unknown: false, existing: expected };
  }
  const item = scan.item ? await companyItem(companyId, scan.item) : await companyItemByCode(companyId, scan.code!);
  if (!item) {
    const lineKey = scan.item ? stocktakingLineKey.unknownItem(scan.item) : stocktakingLineKey.unknownCode(scan.code!);
    const existing = await getLine(companyId, stocktakingId, lineKey);
    return { lineKey, fresh: unknownLine(companyId, stocktakingId, lineKey, scan.code ?? null), unknown: true, existing };
  }
  if (!scan.item) {
    const expected = await getLine(companyId, stocktakingId, stocktakingLineKey.expected(item._id));
    if (expected) return { lineKey: expected.lineKey, fresh: expected, unknown: false, existing: expected };
  }
  const lineKey = stocktakingLineKey.outsideItem(item._id);
  const existing = await getLine(companyId, stocktakingId, lineKey);
  return { lineKey, fresh: lineOfItem(companyId, stocktakingId, lineKey, item, false), unknown: false, existing };
}

/** What a line's write changed in the counts. */
function countsDelta(before: LineRecord | null, after: LineRecord | null): Partial<CountsRecord> {
  const found = (line: LineRecord | null) => (line?.presence === 'found' ? 1 : 0);
  const unexpected = (line: LineRecord | null) => (line?.presence === 'unexpected' ? 1 : 0);
  return { found: found(after) - found(before), unexpected: unexpected(after) - unexpected(before) };
}

type ScanResult = RecordScansAnswer['results'][number];

/**
 * One scan: its line is written conditionally on the version read and on not holding the scan's
 * hash yet (a resend, or the same scan from a second phone, changes nothing: duplicate); then the
 * counts (atomic ADD) and the scan's log entry. Three writes of one unit each (docs/stocktaking.md).
 */
async function recordScan(stocktaking: StocktakingRecord, by: PersonRef, scan: ScanInput, receivedAt: Date): Promise<ScanResult> {
  const { companyId, _id: stocktakingId } = stocktaking;
  const hash = scanHash(scan.id);
  const logged = await getScan(companyId, stocktakingId, hash);
  if (logged) {
    // An undone unexpected scan's line is gone: the answer shows the line it would make, uncounted.
    const line = (await getLine(companyId, stocktakingId, logged.lineKey)) ?? (await targetOfScan(companyId, stocktakingId, scan)).fresh;
    return { id: scan.id, outcome: 'duplicate', line: toLine(line), countedBefore: null };
  }
  const target = await targetOfScan(companyId, stocktakingId, scan);
  const at = scan.at ? new Date(scan.at) : receivedAt;
  let existing = target.existing;
  for (let attempt = 0; attempt < lineWriteAttempts; attempt++) {
    if (attempt > 0) existing = await getLine(companyId, stocktakingId, target.lineKey);
    const base = existing ?? target.fresh;
    const log = {
      ...keys.stocktakingScan(companyId, stocktakingId, hash),
      entity: 'stocktakingScan' as const,
      scanId: scan.id,
      hash,
      lineKey: target.lineKey,
      by,
      at: at.toISOString(),
      quantity: base.accountingType === 'batch' ? (scan.quantity ?? null) : null,
      undone: false,
    };
    if (base.scans[hash] !== undefined) {
      // The line counted it but its log entry was lost (the function stopped between writes): write it now.
      await logScan(log);
      return { id: scan.id, outcome: 'duplicate', line: toLine(base), countedBefore: null };
    }
    const lastScanWith = (scans: Record<string, string>) => (newestScan(scans)?.hash === hash ? { by, at: log.at } : base.lastScan);
    const scans = withScan(base.scans, hash, { at: at.getTime(), quantity: log.quantity }, (kept) => lineFits(withScans(base, kept, lastScanWith(kept))));
    const next = withScans(base, scans, lastScanWith(scans));
    if (await saveLine(next, existing ? existing.v : null)) {
      await addToCounts(companyId, stocktakingId, { ...countsDelta(existing, next), scans: 1 });
      await logScan(log);
      // Counted before when the line already held a scan: its newest one names who (several phones, or this one twice).
      const countedBefore = Object.keys(base.scans).length > 0 ? base.lastScan : null;
      return { id: scan.id, outcome: target.unknown ? 'unknown' : 'recorded', line: toLine(next), countedBefore };
    }
  }
  throw new AppError('ConcurrentChange');
}

/** Records a phone's batch in order; refused whole (nothing written) before ready and after finish. */
export async function recordScans(tenant: Tenant, stocktakingId: string, input: { scans: ScanInput[] }): Promise<RecordScansAnswer> {
  const stocktaking = await stocktakingOf(tenant, stocktakingId);
  assertOpen(stocktaking);
  const by = await personOf(tenant.userId);
  const receivedAt = new Date();
  // Scans of the same code or item run in the batch's order; different ones a few at a time.
  const groups = new Map<string, number[]>();
  input.scans.forEach((scan, index) => {
    const key = scan.code !== undefined ? `code:${scan.code}` : `item:${scan.item}`;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const results: ScanResult[] = new Array(input.scans.length);
  const queue = [...groups.values()];
  const runGroups = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      for (const index of group) results[index] = await recordScan(stocktaking, by, input.scans[index]!, receivedAt);
    }
  };
  await Promise.all(Array.from({ length: Math.min(scanGroupsAtOnce, queue.length) }, runGroups));
  const counts = await getCounts(tenant.companyId, stocktakingId);
  return { results, counts: toStocktaking(stocktaking, counts).counts };
}

/**
 * Undoes one scan: its line goes back to what its other scans say (an unexpected line with none
 * left disappears) and its log entry is marked undone, so the scan sent again stays a duplicate.
 * Undoing an undone scan changes nothing.
 */
export async function undoScan(tenant: Tenant, stocktakingId: string, scanId: string): Promise<{ counts: Stocktaking['counts'] }> {
  const stocktaking = await stocktakingOf(tenant, stocktakingId);
  assertOpen(stocktaking);
  const { companyId } = tenant;
  const hash = scanHash(scanId);
  const logged = await getScan(companyId, stocktakingId, hash);
  if (!logged || logged.scanId !== scanId) throw new AppError('NotFound');
  if (!logged.undone) {
    for (let attempt = 0; ; attempt++) {
      if (attempt === lineWriteAttempts) throw new AppError('ConcurrentChange');
      const line = await getLine(companyId, stocktakingId, logged.lineKey);
      // Already gone from the line (dropped as one of its oldest, or undone concurrently): only the log changes.
      if (!line || line.scans[hash] === undefined) break;
      const scans = { ...line.scans };
      delete scans[hash];
      const newest = newestScan(scans);
      if (!line.expected && !newest) {
        if (await deleteLine(line, line.v)) {
          await addToCounts(companyId, stocktakingId, countsDelta(line, null));
          break;
        }
        continue;
      }
      // The newest scan names who counted last: only undoing that one moves it to the next newest.
      const newestLog = newest && newestScan(line.scans)?.hash === hash ? await getScan(companyId, stocktakingId, newest.hash) : null;
      const lastScan = !newest ? null : newestLog ? { by: newestLog.by, at: newestLog.at } : line.lastScan;
      const next = withScans(line, scans, lastScan);
      if (await saveLine(next, line.v)) {
        await addToCounts(companyId, stocktakingId, countsDelta(line, next));
        break;
      }
    }
    if (await markScanUndone(logged)) await addToCounts(companyId, stocktakingId, { scans: -1 });
  }
  const counts = await getCounts(companyId, stocktakingId);
  return { counts: toStocktaking(stocktaking, counts).counts };
}

