import type { Item } from '../../../shared/schemas/items';
import { transact, type GuardedItem } from '../../lib/db/transactions';
import { AppError } from '../../lib/http/errors';
import type { Actor } from '../../lib/http/session';
import { itemsByIds } from '../store/reads';
import { changeWrites, commitItemChange, settleSets } from '../store/changes';
import { toItem, type ItemRecord } from '../store/record';
import { walkItems } from '../walk';
import { companyBookValues } from '../depreciation';
import type { ActionPlan, Refusal } from './actions';
import { itemIdInRange } from '../bulk';
import { checkpoint, jobById, partIds, partKey, partLength, partSize, startRunning, writePart, type BulkJobRecord, type JobSelection, type Skip } from './jobs';

/**
 * Runs a bulk action over its frozen selection a step at a time (docs/bulk-actions.md). Each step
 * reads up to `stepItems` items of one part, skips those the action does not apply to (with the
 * reason), and writes the others with their history, facets and totals plus the part's checkpoint in
 * one transaction. A repeated step (a redelivered message, two workers) finds the checkpoint moved
 * and goes on from there; an item changed meanwhile fails the step, which reads it again.
 */

const stepItems = 40;
/** DynamoDB's transaction limit, less the membership sets' outbox entry commitItemChange adds. */
const maxWrites = 99;
const attemptsPerStep = 6;

export const actorOf = (job: BulkJobRecord): Actor => ({ companyId: job.companyId, userId: job.requestedBy });

/** The ids a selection names, in its order (a filter: the list's order), each once, a batch at a time. */
async function* selectedIds(companyId: string, selection: JobSelection): AsyncGenerator<string[]> {
  if ('ids' in selection) {
    yield [...new Set(selection.ids)];
    return;
  }
  if ('range' in selection) {
    const { first, count } = selection.range;
    for (let start = 0; start < count; start += partSize) {
      yield Array.from({ length: Math.min(partSize, count - start) }, (_, offset) => itemIdInRange(first, start + offset));
    }
    return;
  }
  const seen = new Set<string>();
  for await (const batch of walkItems(companyId, selection.filter)) {
    const fresh = batch.map((item) => item._id).filter((id) => !seen.has(id));
    for (const id of fresh) seen.add(id);
    yield fresh;
  }
}

/**
 * Freezes what a queued job selects into parts of ids and starts it. A job frozen before (a
 * redelivered message) is left as it is; one stopped mid-freeze is frozen again from the start,
 * since no step can have run before it started.
 */
export async function freezeSelection(job: BulkJobRecord): Promise<BulkJobRecord> {
  if (job.state !== 'queued') return job;
  let buffer: string[] = [];
  let parts = 0;
  let total = 0;
  const flush = async () => {
    await writePart(job.companyId, job._id, parts, buffer);
    parts += 1;
    buffer = [];
  };
  for await (const ids of selectedIds(job.companyId, job.selection)) {
    for (const id of ids) {
      buffer.push(id);
      total += 1;
      if (buffer.length === partSize) await flush();
    }
  }
  if (buffer.length) await flush();
  await startRunning(job, total, parts);
  return (await jobById(job.companyId, job._id))!;
}

interface Outcome {
  changing: ItemRecord[];
  untouched: number;
  skips: Skip[];
}

function sortOut(plan: ActionPlan, ids: readonly string[], records: readonly ItemRecord[], refused?: ReadonlyMap<string, Refusal>): Outcome {
  const byId = new Map(records.map((record) => [record._id, record]));
  const outcome: Outcome = { changing: [], untouched: 0, skips: [] };
  for (const id of ids) {
    const record = byId.get(id);
    if (!record) {
      outcome.skips.push({ id, title: '', error: 'NotFound' });
      continue;
    }
    const refusal = refused?.get(id) ?? plan.refusal(record);
    if (refusal) outcome.skips.push({ id, title: record.title, ...refusal });
    else if (plan.untouched?.(record)) outcome.untouched += 1;
    else outcome.changing.push(record);
  }
  return outcome;
}

const retried = (error: unknown) => error instanceof AppError && (error.errorName === 'ConcurrentChange' || error.errorName === 'CodeAlreadyUsed');

/** Steps' item changes whose membership sets are not settled yet (settled together every few steps). */
interface Unsettled {
  itemIds: string[];
  jobIds: string[];
}

/** Items changed before their sets are settled: filters and search find them under their old values this much longer at most. */
const settleEvery = 250;
/**
 * Parts that run side by side. One: every step of an action writes the same hot rows (the job's
 * record, the facet counts the items move to), so parallel steps only collide and retry (measured:
 * four lanes made a 1,000-item move 30% slower on DynamoDB Local).
 */
const lanes = 1;

async function settle(companyId: string, unsettled: Unsettled): Promise<void> {
  if (unsettled.jobIds.length === 0) return;
  const { itemIds, jobIds } = unsettled;
  unsettled.itemIds = [];
  unsettled.jobIds = [];
  await settleSets(companyId, itemIds, jobIds);
}

interface Lane {
  actor: Actor;
  plan: ActionPlan;
  job: BulkJobRecord;
  unsettled: Unsettled;
  /** Skip reasons this run has written (the record keeps about the first bulkSkipsKept). */
  kept: { count: number };
  /**
   * Items a step takes: stepItems, or fewer once a step of the action did not fit one transaction
   * (a move writes three rows an item, the item, its history entry and its transfer row: 31 items to
   * a step, where a step of 40 halved itself to 20 before).
   */
  fits: number;
}

/** The most of `count` items whose step fits maxWrites, from a step of them that needed `writes`. */
const fitted = (count: number, writes: number) => Math.max(1, Math.min(count - 1, Math.floor((count * maxWrites) / writes)));

/** One step of part `part` from `from`; answers the part's position after it. */
async function runStep(lane: Lane, part: number, from: number, ids: readonly string[]): Promise<number> {
  const { actor, plan, job, unsettled } = lane;
  let count = ids.length;
  let read: ItemRecord[] | null = null;
  for (let attempt = 1; ; attempt++) {
    const slice = ids.slice(0, count);
    // A step cut to fit one transaction keeps what it read; one that clashed reads again.
    const records: ItemRecord[] = read ? read.filter((record) => slice.includes(record._id)) : await itemsByIds(actor.companyId, slice, true);
    read = null;
    const outcome = sortOut(plan, slice, records, await plan.refusalsAmong?.(records));
    // An item that keeps clashing with other writers is skipped rather than holding the job forever.
    if (attempt > attemptsPerStep) {
      outcome.skips.push(...outcome.changing.map((record): Skip => ({ id: record._id, title: record.title, error: 'ConcurrentChange' })));
      outcome.changing = [];
    }
    const at = new Date();
    const step = outcome.changing.length ? plan.step(outcome.changing) : null;
    const writes: GuardedItem[] = step
      ? changeWrites(actor, outcome.changing, plan.kind, step.change, at, await companyBookValues(actor.companyId, at), { allowClosed: plan.allowClosed, alsoWrite: step.writes }).writes
      : [];
    const first = outcome.changing[0] ? { id: outcome.changing[0]._id, title: outcome.changing[0].title } : null;
    const done = outcome.changing.length + outcome.untouched;
    writes.push(checkpoint(job, { part, from, to: from + slice.length, done, skips: outcome.skips, kept: lane.kept.count, first }));
    if (writes.length > maxWrites && count > 1) {
      count = fitted(count, writes.length);
      lane.fits = Math.min(lane.fits, count);
      read = records;
      continue;
    }
    try {
      if (outcome.changing.length) {
        const changed = outcome.changing.map((record) => record._id);
        unsettled.jobIds.push(await commitItemChange(actor.companyId, writes, changed, at, { settle: false }));
        unsettled.itemIds.push(...changed);
      } else {
        await transact(writes);
      }
    } catch (error) {
      if (!retried(error)) throw error;
      const now = (await jobById(actor.companyId, job._id))!;
      const position = now.positions[partKey(part)] ?? 0;
      if (position !== from || now.state !== 'running') return now.state === 'running' ? position : partLength(job, part);
      if (attempt >= 3) count = 1;
      continue;
    }
    lane.kept.count += outcome.skips.length;
    await plan.afterStep?.(outcome.changing);
    return from + slice.length;
  }
}

/**
 * Runs the steps left of a running job, `lanes` parts at a time, until it ends or the deadline
 * passes; answers the job as recorded then (`processed` short of `total` when time ran out).
 */
export async function runSteps(plan: ActionPlan, job: BulkJobRecord, deadline = Infinity): Promise<BulkJobRecord> {
  if (job.state !== 'running') return job;
  const lane: Lane = { actor: actorOf(job), plan, job, unsettled: { itemIds: [], jobIds: [] }, kept: { count: job.skips.length }, fits: stepItems };
  const waiting = Array.from({ length: job.parts }, (_, part) => part).filter((part) => (job.positions[partKey(part)] ?? 0) < partLength(job, part));
  // Settling writes only set chunks and markers, which no step writes: it runs beside the next steps.
  // A failure is kept and thrown where the settling is awaited, never left as an unhandled rejection.
  let settling: Promise<void> = Promise.resolve();
  let settleFailure: unknown = null;
  const settled = async () => {
    await settling;
    if (settleFailure) throw settleFailure;
  };
  const runPart = async (part: number) => {
    const ids = await partIds(job.companyId, job._id, part);
    let position = job.positions[partKey(part)] ?? 0;
    while (position < ids.length && Date.now() < deadline) {
      position = await runStep(lane, part, position, ids.slice(position, position + lane.fits));
      if (lane.unsettled.itemIds.length >= settleEvery) {
        await settled();
        settling = settle(job.companyId, lane.unsettled).catch((error: unknown) => void (settleFailure ??= error));
      }
    }
  };
  try {
    await Promise.all(
      Array.from({ length: Math.min(lanes, waiting.length) }, async () => {
        while (waiting.length && Date.now() < deadline) await runPart(waiting.shift()!);
      }),
    );
  } finally {
    // Left unsettled (a failure in settling), the steps' outbox entries are finished by the company's next item change.
    await settled();
    await settle(job.companyId, lane.unsettled);
  }
  return (await jobById(job.companyId, job._id))!;
}

/** The selected items as they are now, in the selection's order, a batch at a time (labels print them). */
export async function* itemsOfJob(job: BulkJobRecord, batch = 250): AsyncGenerator<Item[]> {
  for (let part = 0; part < job.parts; part++) {
    const ids = await partIds(job.companyId, job._id, part);
    for (let start = 0; start < ids.length; start += batch) {
      const records = await itemsByIds(job.companyId, ids.slice(start, start + batch));
      if (records.length) yield records.map(toItem);
    }
  }
}

/** The items a selection names as they are now, in its order, a batch at a time (binding a label batch reads them). */
export async function* itemsOfSelection(companyId: string, selection: JobSelection, batch = 100): AsyncGenerator<Item[]> {
  for await (const ids of selectedIds(companyId, selection)) {
    for (let start = 0; start < ids.length; start += batch) {
      const records = await itemsByIds(companyId, ids.slice(start, start + batch));
      if (records.length) yield records.map(toItem);
    }
  }
}
