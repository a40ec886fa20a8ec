import type { ListStocktakingQuery, Stocktaking, StocktakingLine, StocktakingLinesQuery, StocktakingScope } from '../../shared/schemas/stocktaking';
import { displayName } from '../../shared/schemas/users';
import { sendJob } from '../lib/adapters/queues';
import { keys, sortableId } from '../lib/db/keys';
import { AppError } from '../lib/http/errors';
import type { Logger } from '../lib/http/logger';
import type { Tenant } from '../lib/http/session';
import { companyPlaces } from '../locations/public';
import { getUser } from '../users/public';
import { countsAtFinish } from './recount';
import { linesPage } from './line-store';
import { completeStocktaking, countsOfMany, createStocktaking, deleteStocktakingRecord, getCounts, getStocktaking, stocktakingsOfCompany, toLine, type CountsRecord, type PersonRef, type StocktakingRecord } from './store';

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

export async function personOf(userId: string): Promise<PersonRef> {
  const user = await getUser(userId);
  return { _id: userId, name: user ? displayName(user) : '' };
}

/** The company's stocktaking; another company's id is as unknown as a made-up one. */
export async function stocktakingOf(tenant: Tenant, stocktakingId: string): Promise<StocktakingRecord> {
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
