import type * as z from 'zod';
import type {
  ListStocktakingQuery,
  ScanInput,
  Stocktaking,
  StocktakingLine,
  StocktakingLinesQuery,
  StocktakingScope,
  recordScansAnswer,
} from '../../shared/schemas/stocktaking';
import { displayName } from '../../shared/schemas/users';
import { companyItem, companyItemByCode } from '../items/public';
import { sendJob } from '../lib/adapters/queues';
import { keys, sortableId, stocktakingLineKey } from '../lib/db/keys';
import { AppError } from '../lib/http/errors';
import type { Logger } from '../lib/http/logger';
import type { Tenant } from '../lib/http/session';
import { companyPlaces } from '../locations/public';
import { getUser } from '../users/public';
import { lineFits, lineOfItem, unknownLine, withScans } from './lines';
import { countsAtFinish } from './recount';
import { newestScan, scanHash, withScan } from './rules';
import {
  addToCounts,
  completeStocktaking,
  countsOfMany,
  createStocktaking,
  deleteLine,
  deleteStocktakingRecord,
  getCounts,
  getLine,
  getScan,
  getStocktaking,
  linesPage,
  logScan,
  markScanUndone,
  saveLine,
  stocktakingsOfCompany,
  toLine,
  type CountsRecord,
  type LineRecord,
  type PersonRef,
  type StocktakingRecord,
} from './store';

type RecordScansAnswer = z.infer<typeof recordScansAnswer>;

/** A line written by someone else between our read and our write is read again this many times. */
const lineWriteAttempts = 5;
/** Scans of different codes or items written at the same time within one batch. */
const scanGroupsAtOnce = 8;
/** A filtered results page evaluates at most this many lines per line shown (the bench's budget is 3). */
const filteredReadFactor = 3;

export function toStocktaking(record: StocktakingRecord, counts: CountsRecord): Stocktaking {
  return {
    _id: record._id,
    title: record.title,
    status: record.status,
    finished: record.finished,
    ready: record.ready,
    scope: record.scope,
    target: record.target,
    counts: { ...counts, missing: Math.max(0, counts.expected - counts.found) },
    startedBy: record.startedBy,
    finishedBy: record.finishedBy,
    startDate: record.startDate,
    endDate: record.endDate,
  };
}

async function personOf(userId: string): Promise<PersonRef> {
  const user = await getUser(userId);
  return { _id: userId, name: user ? displayName(user) : '' };
}

/** The company's stocktaking; another company's id is as unknown as a made-up one. */
async function stocktakingOf(tenant: Tenant, stocktakingId: string): Promise<StocktakingRecord> {
  const record = await getStocktaking(tenant.companyId, stocktakingId);
  if (!record) throw new AppError('NotFound');
  return record;
}

/** Root and admin see every stocktaking of the company; a stockman those he started. */
function visibleTo(tenant: Tenant, record: StocktakingRecord): boolean {
  return tenant.role === 'root' || tenant.role === 'admin' || record.startedBy._id === tenant.userId;
}

const day = (iso: string) => iso.slice(0, 10);

function matchesQuery(record: StocktakingRecord, query: ListStocktakingQuery): boolean {
  if (query.status && record.status !== query.status) return false;
  if (query.responsible && record.startedBy._id !== query.responsible && record.target.responsible?._id !== query.responsible) return false;
  if (query.target && !record.target.objects.some((place) => place._id === query.target) && !record.target.locations.some((place) => place._id === query.target)) {
    return false;
  }
  if (query.date && (day(record.startDate) > query.date || (record.endDate !== null && day(record.endDate) < query.date))) return false;
  if (query.startDate && day(record.startDate) < query.startDate) return false;
  if (query.endDate && day(record.startDate) > query.endDate) return false;
  return true;
}

/** Newest first, 20 a page, with the spec's filters; a company's stocktakings are few, so they are filtered in memory. */
export async function listStocktakings(tenant: Tenant, query: ListStocktakingQuery): Promise<{ data: Stocktaking[]; count: number }> {
  const matching = (await stocktakingsOfCompany(tenant.companyId)).filter((record) => visibleTo(tenant, record) && matchesQuery(record, query));
  const page = matching.slice(query.offset, query.offset + query.limit);
  const counts = await countsOfMany(tenant.companyId, page.map((record) => record._id));
  return { data: page.map((record) => toStocktaking(record, counts.get(record._id) ?? { expected: 0, found: 0, unexpected: 0, scans: 0 })), count: matching.length };
}

const invalidScope = (rule: string) => new AppError('ValidationError', { fields: { scope: `invalid_rule_${rule}` } });

/** The names of the scope's places or person as they are now (kept on the stocktaking). */
async function targetOf(companyId: string, scope: StocktakingScope): Promise<StocktakingRecord['target']> {
  if (scope.kind === 'company') return { objects: [], locations: [], responsible: null };
  if (scope.kind === 'responsible') {
    const user = await getUser(scope.responsible);
    if (!user || user.company !== companyId) throw invalidScope('user');
    return { objects: [], locations: [], responsible: { _id: user._id, name: displayName(user) } };
  }
  if (scope.objects.length + scope.locations.length === 0) throw invalidScope('place');
  const places = await companyPlaces(companyId);
  const objects = new Map(places.map((place) => [place._id, place.title]));
  const locations = new Map(places.flatMap((place) => place.locations.map((location) => [location._id, location.title] as const)));
  if (scope.objects.some((id) => !objects.has(id)) || scope.locations.some((id) => !locations.has(id))) throw invalidScope('place');
  return {
    objects: [...new Set(scope.objects)].map((id) => ({ _id: id, title: objects.get(id)! })),
    locations: [...new Set(scope.locations)].map((id) => ({ _id: id, title: locations.get(id)! })),
    responsible: null,
  };
}

/** Records the stocktaking (not ready) and queues the freeze of its expected set. */
export async function startStocktaking(tenant: Tenant, input: { title?: string; scope: StocktakingScope }): Promise<Stocktaking> {
  const [startedBy, target] = await Promise.all([personOf(tenant.userId), targetOf(tenant.companyId, input.scope)]);
  const now = new Date();
  const stocktakingId = sortableId(now.getTime());
  const record: StocktakingRecord = {
    ...keys.stocktaking(tenant.companyId, stocktakingId),
    entity: 'stocktaking',
    _id: stocktakingId,
    companyId: tenant.companyId,
    title: input.title || defaultTitle(now),
    status: 'pending',
    finished: null,
    ready: false,
    scope: input.scope,
    target,
    startedBy,
    finishedBy: null,
    startDate: now.toISOString(),
    endDate: null,
    freeze: { part: 0, after: null, expected: 0 },
  };
  await createStocktaking(record);
  try {
    await sendJob('stocktaking', {
      kind: 'stocktaking.freeze',
      companyId: tenant.companyId,
      requestedBy: tenant.userId,
      jobId: `stocktaking-freeze-${stocktakingId}`,
      stocktakingId,
    });
  } catch (error) {
    // Without its freeze job it would never become ready: the start did not happen.
    await deleteStocktakingRecord(tenant.companyId, stocktakingId).catch(() => undefined);
    throw error;
  }
  return toStocktaking(record, { expected: 0, found: 0, unexpected: 0, scans: 0 });
}

/** Untitled stocktakings are named by their day, which reads the same in every language. */
const defaultTitle = (now: Date) => now.toISOString().slice(0, 10);

export async function stocktakingDetail(tenant: Tenant, stocktakingId: string): Promise<Stocktaking> {
  const record = await stocktakingOf(tenant, stocktakingId);
  return toStocktaking(record, await getCounts(tenant.companyId, stocktakingId));
}

const encodeCursor = (sortKey: string) => Buffer.from(sortKey, 'utf8').toString('base64url');

function decodeCursor(cursor: string): string {
  const sortKey = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!sortKey.startsWith('LINE#')) throw new AppError('ValidationError', { fields: { after: 'invalid_rule_cursor' } });
  return sortKey;
}

/** A page of results by cursor (see linesPage for why a filtered page may be short while `next` is set). */
export async function stocktakingLines(tenant: Tenant, stocktakingId: string, query: StocktakingLinesQuery): Promise<{ data: StocktakingLine[]; next: string | null }> {
  await stocktakingOf(tenant, stocktakingId);
  const { lines, lastKey } = await linesPage(
    tenant.companyId,
    stocktakingId,
    { presence: query.presence, result: query.result },
    { limit: query.limit, readLimit: query.limit * filteredReadFactor, after: query.after ? decodeCursor(query.after) : undefined },
  );
  return { data: lines.map(toLine), next: lastKey ? encodeCursor(lastKey) : null };
}

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
    return { id: scan.id, outcome: 'duplicate', line: toLine(line) };
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
      return { id: scan.id, outcome: 'duplicate', line: toLine(base) };
    }
    const lastScanWith = (scans: Record<string, string>) => (newestScan(scans)?.hash === hash ? { by, at: log.at } : base.lastScan);
    const scans = withScan(base.scans, hash, { at: at.getTime(), quantity: log.quantity }, (kept) => lineFits(withScans(base, kept, lastScanWith(kept))));
    const next = withScans(base, scans, lastScanWith(scans));
    if (await saveLine(next, existing ? existing.v : null)) {
      await addToCounts(companyId, stocktakingId, { ...countsDelta(existing, next), scans: 1 });
      await logScan(log);
      return { id: scan.id, outcome: target.unknown ? 'unknown' : 'recorded', line: toLine(next) };
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

/**
 * Finishes the stocktaking (status completed, finished "0"): the counts are recounted from the lines
 * and the notification is queued. Finishing a finished one answers it as it is.
 */
export async function finishStocktaking(tenant: Tenant, stocktakingId: string, log: Logger): Promise<Stocktaking> {
  const record = await stocktakingOf(tenant, stocktakingId);
  if (record.status === 'completed') return toStocktaking(record, await getCounts(tenant.companyId, stocktakingId));
  if (!record.ready) throw new AppError('StocktakingNotReady');
  const finishedBy = await personOf(tenant.userId);
  const finished = await completeStocktaking(tenant.companyId, stocktakingId, finishedBy, new Date().toISOString());
  if (!finished) return finishStocktaking(tenant, stocktakingId, log);
  const { counts, queueRecount } = await countsAtFinish(tenant.companyId, stocktakingId);
  const answer = toStocktaking(finished, counts);
  if (queueRecount) {
    const job = { kind: 'stocktaking.recount', companyId: tenant.companyId, requestedBy: tenant.userId, jobId: `stocktaking-recount-${stocktakingId}`, stocktakingId } as const;
    await sendJob('stocktaking', job).catch((error: unknown) =>
      log.error('stocktaking recount not queued', { stocktakingId, reason: error instanceof Error ? error.message : String(error) }),
    );
  }
  await sendJob('notifications', {
    kind: 'notifications.raise',
    companyId: tenant.companyId,
    requestedBy: tenant.userId,
    jobId: `stocktaking-finished-${stocktakingId}`,
    type: 'stocktaking_finished',
    recipients: { roles: ['root', 'admin'], users: [finished.startedBy._id] },
    actorId: tenant.userId,
    link: `/stocktaking/${stocktakingId}`,
    params: { title: finished.title, found: answer.counts.found, missing: answer.counts.missing, unexpected: answer.counts.unexpected },
  }).catch((error: unknown) =>
    // The stocktaking is finished either way; only its notification is lost.
    log.error('stocktaking finished notification not queued', { stocktakingId, reason: error instanceof Error ? error.message : String(error) }),
  );
  return answer;
}

/** Deletes the record at once (refused while its expected set is being frozen) and queues the purge of its lines. */
export async function removeStocktaking(tenant: Tenant, stocktakingId: string, log: Logger): Promise<{ ok: true }> {
  const record = await stocktakingOf(tenant, stocktakingId);
  if (!record.ready) throw new AppError('StocktakingDeleteError');
  if (!(await deleteStocktakingRecord(tenant.companyId, stocktakingId))) {
    if (await getStocktaking(tenant.companyId, stocktakingId)) throw new AppError('StocktakingDeleteError');
    throw new AppError('NotFound');
  }
  await sendJob('stocktaking', {
    kind: 'stocktaking.purge',
    companyId: tenant.companyId,
    requestedBy: tenant.userId,
    jobId: `stocktaking-purge-${stocktakingId}`,
    stocktakingId,
  }).catch((error: unknown) =>
    // The stocktaking is gone for its users; its lines stay unread in their partition (cost only).
    log.error('stocktaking purge not queued', { stocktakingId, reason: error instanceof Error ? error.message : String(error) }),
  );
  return { ok: true };
}
