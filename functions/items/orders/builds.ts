import { sendJob } from '../../lib/adapters/queues';
import { createLogger, describeError } from '../../lib/http/logger';
import { companyItemSeq, sortOrderBatches } from '../store/reads';
import { sortKeyOf } from '../store/indexes';
import { seqOf } from '../sets/memberships';
import { orderChunkSize } from './packed';
import {
  absorbOrderChanges,
  claimOrderBuild,
  dropOrderBuild,
  orderChanges,
  orderFields,
  readOrderHead,
  switchOrderHead,
  writeOrderBuild,
  type OrderChunk,
  type OrderField,
} from './store';

/**
 * Builds of the packed orders (docs/decisions.md, "Searches in any order"): a build walks the sort
 * index once and writes every item's number in that order, in chunks, under a new build number;
 * the head then names it, and the changes it took in are deleted. Readers of the build before keep
 * reading it until the next build deletes it.
 */

/** A change younger than this may not be in the index the build walks yet (a GSI is eventually consistent): it stays. */
const settleMs = 5_000;
/** Asking again after this long when the build asked for never came (a lost message, a failing build). */
export const buildRetryMs = 10 * 60_000;
/** Index entries read per Query of a build's walk. */
const walkBatch = 1_000;

/**
 * Builds the packed order of one sort from its index; answers the items it holds, or null when
 * another build won. `now` dates the build (changes settled by then are taken in); `chunkSize` is
 * for tests that need many chunks of few items.
 */
export async function buildItemOrder(
  companyId: string,
  field: OrderField,
  { now = Date.now(), chunkSize = orderChunkSize }: { now?: number; chunkSize?: number } = {},
): Promise<{ items: number; chunks: number } | null> {
  const [head, changes, maxSeq] = await Promise.all([readOrderHead(companyId, field), orderChanges(companyId, field, Infinity), companyItemSeq(companyId)]);
  const chunks: OrderChunk[] = [];
  let items = 0;
  // Inactive items too: a filter or search finds them (the sort indexes keep them in a partition of their own).
  for await (const entries of sortOrderBatches(companyId, field, { descending: false }, ['active', 'inactive'], walkBatch)) {
    for (const entry of entries) {
      const seq = seqOf(entry._id);
      if (seq === null) continue;
      const last = chunks[chunks.length - 1];
      if (!last || last.seqs.length >= chunkSize) chunks.push({ firstKey: sortKeyOf(entry, field), seqs: [seq] });
      else last.seqs.push(seq);
      items++;
    }
  }
  const build = (head?.build ?? 0) + 1;
  await writeOrderBuild(companyId, field, build, chunks);
  const switched = await switchOrderHead(companyId, field, { build, previous: head?.build, maxSeq, builtAt: now });
  if (!switched) {
    await dropOrderBuild(companyId, field, build);
    return null;
  }
  await absorbOrderChanges(companyId, field, changes.filter((change) => change.at <= now - settleMs));
  if (head?.previous !== undefined) await dropOrderBuild(companyId, field, head.previous);
  return { items, chunks: chunks.length };
}

/**
 * Asks for a build of one order: the first caller since the last build (or since `buildRetryMs`)
 * queues it, later ones queue nothing; `force` queues it whatever was asked before (after an import,
 * whose items a build running meanwhile may have missed). A queue that refuses is logged: the next
 * reader asks again after `buildRetryMs`, and the list is answered the slower way meanwhile.
 */
export async function requestItemOrder(companyId: string, requestedBy: string, field: OrderField, { force = false } = {}): Promise<void> {
  const now = Date.now();
  if (!(await claimOrderBuild(companyId, field, now, force ? Number.MAX_SAFE_INTEGER : now - buildRetryMs))) return;
  try {
    await sendJob('itemChanges', { kind: 'items.order', companyId, requestedBy, field, jobId: `order-${field}-${now}` });
  } catch (error) {
    createLogger({ companyId }).error('item order build not queued', describeError(error));
  }
}

/** After many items were written at once (an import): a new build of every order the company has one of. */
export async function refreshItemOrders(companyId: string, requestedBy: string): Promise<void> {
  await Promise.all(
    orderFields.map(async (field) => {
      const head = await readOrderHead(companyId, field);
      if (head?.build !== undefined) await requestItemOrder(companyId, requestedBy, field, { force: true });
    }),
  );
}
