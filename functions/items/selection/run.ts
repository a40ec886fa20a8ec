import { bulkSkipsKept } from '../../../shared/schemas/item-bulk';
import type { Item } from '../../../shared/schemas/items';
import { transact, type GuardedItem } from '../../lib/db/transactions';
import { AppError } from '../../lib/http/errors';
import type { Actor } from '../../lib/http/session';
import { itemsByIds } from '../access';
import { changeWrites, commitItemChange, settleSets } from '../changes';
import { toItem, type ItemRecord } from '../store';
import { walkItems } from '../walk';
import type { ActionPlan } from './actions';
import { itemIdInRange } from '../bulk';
import { checkpoint, jobById, partIds, partSize, startRunning, writePart, type BulkJobRecord, type JobSelection, type Skip } from './jobs';

/**
 * Runs a bulk action over its frozen selection a step at a time (docs/bulk-actions.md). Each step
 * reads up to `stepItems` items, skips those the action does not apply to (with the reason), and
 * writes the others with their history, facets and totals plus the job's checkpoint in one
 * transaction. A repeated step (a redelivered message, two workers) finds the checkpoint moved
 * and goes on from there; an item changed meanwhile fails the step, which reads it again.
 */

const stepItems = 25;
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

function sortOut(plan: ActionPlan, ids: readonly string[], records: readonly ItemRecord[]): Outcome {
  const byId = new Map(records.map((record) => [record._id, record]));
  const outcome: Outcome = { changing: [], untouched: 0, skips: [] };
  for (const id of ids) {
    const record = byId.get(id);
    if (!record) {
      outcome.skips.push({ id, title: '', error: 'NotFound' });
      continue;
    }
    const refusal = plan.refusal(record);
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

async function settle(companyId: string, unsettled: Unsettled): Promise<void> {
  if (unsettled.jobIds.length === 0) return;
  await settleSets(companyId, unsettled.itemIds, unsettled.jobIds);
  unsettled.itemIds = [];
  unsettled.jobIds = [];
}

/** One step from the job's position; answers the job as it is after it. */
async function runStep(actor: Actor, plan: ActionPlan, job: BulkJobRecord, ids: readonly string[], unsettled: Unsettled): Promise<BulkJobRecord> {
  let count = ids.length;
  for (let attempt = 1; ; attempt++) {
    const slice = ids.slice(0, count);
    const outcome = sortOut(plan, slice, await itemsByIds(actor.companyId, slice, true));
    // An item that keeps clashing with other writers is skipped rather than holding the job forever.
    if (attempt > attemptsPerStep) {
      outcome.skips.push(...outcome.changing.map((record): Skip => ({ id: record._id, title: record.title, error: 'ConcurrentChange' })));
      outcome.changing = [];
    }
    const at = new Date();
    const step = outcome.changing.length ? plan.step(outcome.changing) : null;
    const writes: GuardedItem[] = step
      ? changeWrites(actor, outcome.changing, plan.kind, step.change, at, { allowClosed: plan.allowClosed, alsoWrite: step.writes }).writes
      : [];
    const first = outcome.changing[0] ? { id: outcome.changing[0]._id, title: outcome.changing[0].title } : null;
    const done = outcome.changing.length + outcome.untouched;
    writes.push(checkpoint(job, job.position, job.position + slice.length, done, outcome.skips, first));
    if (writes.length > maxWrites && count > 1) {
      count = Math.max(1, Math.floor(count / 2));
      continue;
    }
    try {
      if (outcome.changing.length) {
        const ids = outcome.changing.map((record) => record._id);
        unsettled.jobIds.push(await commitItemChange(actor.companyId, writes, ids, at, { settle: false }));
        unsettled.itemIds.push(...ids);
      } else {
        await transact(writes);
      }
    } catch (error) {
      if (!retried(error)) throw error;
      const now = (await jobById(actor.companyId, job._id))!;
      if (now.position !== job.position || now.state !== 'running') return now;
      if (attempt >= 3) count = 1;
      continue;
    }
    await plan.afterStep?.(outcome.changing);
    return {
      ...job,
      position: job.position + slice.length,
      done: job.done + done,
      skipped: job.skipped + outcome.skips.length,
      skips: [...job.skips, ...outcome.skips].slice(0, bulkSkipsKept),
      first: job.first ?? first,
    };
  }
}

/** Runs the steps left of a running job until it ends or the deadline passes; answers the job with its position then. */
export async function runSteps(plan: ActionPlan, job: BulkJobRecord, deadline = Infinity): Promise<BulkJobRecord> {
  const actor = actorOf(job);
  const unsettled: Unsettled = { itemIds: [], jobIds: [] };
  let part = -1;
  let ids: string[] = [];
  while (job.state === 'running' && job.position < job.total && Date.now() < deadline) {
    const wanted = Math.floor(job.position / partSize);
    if (wanted !== part) {
      ids = await partIds(job.companyId, job._id, wanted);
      part = wanted;
    }
    const offset = job.position % partSize;
    job = await runStep(actor, plan, job, ids.slice(offset, offset + stepItems), unsettled);
    if (unsettled.itemIds.length >= settleEvery) await settle(actor.companyId, unsettled);
  }
  // Left unsettled (a failure above), the steps' outbox entries are finished by the company's next item change.
  await settle(actor.companyId, unsettled);
  return job;
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
