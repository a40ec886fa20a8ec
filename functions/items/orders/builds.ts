import { sendJob } from '../../lib/adapters/queues';
import { createLogger, describeError } from '../../lib/http/logger';
import { companyItemCount, companyItemSeq, itemsByIds, sortOrderBatches } from '../store/reads';
import { sortKeyOf } from '../store/indexes';
import { itemIdOf, seqOf } from '../sets/memberships';
import { compareKeys, orderChunkSize } from './packed';
import {
  absorbOrderChanges,
  claimOrderBuild,
  dropOrderBuild,
  orderChanges,
  orderChunks,
  orderFields,
  readOrderHead,
  switchOrderHead,
  writeOrderBuild,
  type OrderChange,
  type OrderChunk,
  type OrderField,
} from './store';

/**
 * Builds of the packed orders (docs/decisions.md, "Searches in any order"): a build writes every
 * item's number in the sort's order, in chunks, under a new build number; the head then names it,
 * and the changes it took in are deleted. Readers of the build before keep reading it until the next
 * build deletes it.
 */

/** A change younger than this may not be in the index the build walks yet (a GSI is eventually consistent): it stays. */
const settleMs = 5_000;
/** Asking again after this long when the build asked for never came (a lost message, a failing build). */
export const buildRetryMs = 10 * 60_000;
/** Index entries read per Query of a build's walk. */
const walkBatch = 1_000;
/** Items created since the build without a change record (an import's) that an incremental build reads by id; more, and it walks the index. */
const newcomersRead = 2_000;

/**
 * Builds the packed order of one sort; answers the items it holds and how it was built, or null when
 * another build won. From the build before when there is one (`incremental`): its items stay in
 * their order, and only the items changed or created since are placed, each after the nearest item
 * before it in the sort index that did not change; from the sort index whole otherwise, or when
 * `full` (the book value walk moves items without change records), or when the build before has
 * too many items that are gone. `now` dates the build (changes settled by then are taken in);
 * `chunkSize` is for tests that need many chunks of few items.
 */
export async function buildItemOrder(
  companyId: string,
  field: OrderField,
  { now = Date.now(), chunkSize = orderChunkSize, full = false }: { now?: number; chunkSize?: number; full?: boolean } = {},
): Promise<{ items: number; chunks: number; incremental: boolean } | null> {
  const [head, changes, maxSeq, count] = await Promise.all([
    readOrderHead(companyId, field),
    orderChanges(companyId, field, Infinity),
    companyItemSeq(companyId),
    companyItemCount(companyId),
  ]);
  // Placing a change costs a Query or two: past a tenth of the company (a re-laying of every marker), the walk is cheaper.
  const placeable = head?.build !== undefined && !full && changes.length <= Math.max(newcomersRead, count / 10);
  const previous = placeable ? await rebuiltFrom(companyId, field, head.build!, head.maxSeq, changes, maxSeq) : null;
  // Deleted items stay in an incremental build (no search meets them); past a tenth of the company, it is built whole.
  const incremental = previous !== null && previous.length <= count * 1.1 + 100;
  const seqs = incremental ? await withChunkStartKeys(companyId, field, previous, chunkSize) : await wholeOrder(companyId, field);
  const chunks: OrderChunk[] = [];
  for (let start = 0; start < seqs.length; start += chunkSize) chunks.push({ firstKey: seqs[start]!.key, seqs: seqs.slice(start, start + chunkSize).map(({ seq }) => seq) });
  const build = (head?.build ?? 0) + 1;
  await writeOrderBuild(companyId, field, build, chunks);
  const switched = await switchOrderHead(companyId, field, { build, previous: head?.build, maxSeq, builtAt: now });
  if (!switched) {
    await dropOrderBuild(companyId, field, build);
    return null;
  }
  await absorbOrderChanges(companyId, field, changes.filter((change) => change.at <= now - settleMs));
  if (head?.previous !== undefined) await dropOrderBuild(companyId, field, head.previous);
  return { items: seqs.length, chunks: chunks.length, incremental };
}

interface Placed {
  seq: number;
  /** The item's sort key, where it is known (a chunk's first item needs it). */
  key: string;
}

/** Every item in the sort index's order (inactive items too: a filter or search finds them). */
async function wholeOrder(companyId: string, field: OrderField): Promise<Placed[]> {
  const order: Placed[] = [];
  for await (const entries of sortOrderBatches(companyId, field, { descending: false }, ['active', 'inactive'], walkBatch)) {
    for (const entry of entries) {
      const seq = seqOf(entry._id);
      if (seq !== null) order.push({ seq, key: sortKeyOf(entry, field) });
    }
  }
  return order;
}

/**
 * The build before with the changes since placed, or null when too many items came without a change
 * record (an import) to read them one by one. An unchanged item keeps its place; its key is known
 * only where it starts a chunk, which is all a chunk needs of it (its first key is at or before it).
 */
async function rebuiltFrom(companyId: string, field: OrderField, build: number, builtUpTo: number, changes: readonly OrderChange[], maxSeq: number): Promise<Placed[] | null> {
  const changed = new Map(changes.map((change) => [change.seq, change.key]));
  const newcomers = Array.from({ length: Math.max(0, maxSeq - builtUpTo) }, (_, offset) => builtUpTo + 1 + offset).filter((seq) => !changed.has(seq));
  if (newcomers.length > newcomersRead) return null;
  for (const record of await itemsByIds(companyId, newcomers.map(itemIdOf))) changed.set(seqOf(record._id)!, sortKeyOf(record, field));

  const kept: Placed[] = [];
  for await (const chunk of orderChunks(companyId, field, build, { descending: false, after: undefined })) {
    chunk.seqs.forEach((seq, index) => {
      if (!changed.has(seq)) kept.push({ seq, key: index === 0 ? chunk.firstKey : '' });
    });
  }
  const positions = new Map(kept.map(({ seq }, index) => [seq, index]));
  // Each changed item goes after the nearest unchanged item before it in the index (-1: first of
  // all). In key order, so a walk back that meets a changed item already placed stops there: it has
  // the same anchor (changes made together, such as a batch renamed alike, sit side by side).
  const anchors = new Map<number, number>();
  const after = new Map<number, Placed[]>();
  for (const [seq, key] of [...changed].sort((a, b) => compareKeys(a[1], b[1], false))) {
    const position = await placeOfNearestBefore(companyId, field, key, (other) => positions.get(other) ?? anchors.get(other));
    anchors.set(seq, position);
    after.set(position, [...(after.get(position) ?? []), { seq, key }]);
  }
  for (const placed of after.values()) placed.sort((a, b) => compareKeys(a.key, b.key, false));
  const order: Placed[] = [...(after.get(-1) ?? [])];
  kept.forEach((item, index) => order.push(item, ...(after.get(index) ?? [])));
  return order;
}

/**
 * A chunk is keyed by its first item's sort key, which an incremental build may not know (an
 * unchanged item inside a chunk before): those items are read by id, about 0.5 RCU per chunk. An item
 * gone meanwhile is dropped from the order, and the chunks' starts are looked at again.
 */
async function withChunkStartKeys(companyId: string, field: OrderField, order: Placed[], chunkSize: number): Promise<Placed[]> {
  for (;;) {
    const unknown = order.filter((item, index) => index % chunkSize === 0 && item.key === '');
    if (unknown.length === 0) return order;
    const found = new Map((await itemsByIds(companyId, unknown.map(({ seq }) => itemIdOf(seq)))).map((record) => [seqOf(record._id)!, sortKeyOf(record, field)]));
    for (const item of unknown) item.key = found.get(item.seq) ?? '';
    const gone = new Set(unknown.filter((item) => item.key === ''));
    order = order.filter((item) => !gone.has(item));
  }
}

/**
 * Where the item just before `key` in the sort index stands in the new order: the first entry met
 * walking back whose place `placeOf` knows (an unchanged item, or a changed one already placed);
 * -1 when there is none.
 */
async function placeOfNearestBefore(companyId: string, field: OrderField, key: string, placeOf: (seq: number) => number | undefined): Promise<number> {
  for await (const entries of sortOrderBatches(companyId, field, { descending: true, afterSortKey: key }, ['active', 'inactive'], 2)) {
    for (const entry of entries) {
      const seq = seqOf(entry._id);
      const place = seq === null ? undefined : placeOf(seq);
      if (place !== undefined) return place;
    }
  }
  return -1;
}

/**
 * Asks for a build of one order: the first caller since the last build (or since `buildRetryMs`)
 * queues it, later ones queue nothing. `full` (after an import) queues a build from the index
 * whatever was asked before: the import's items have no change records, and a build during the
 * import may have missed those written after its walk. A queue that refuses is logged: the next
 * reader asks again after `buildRetryMs`, and the list is answered the slower way meanwhile.
 */
export async function requestItemOrder(companyId: string, requestedBy: string, field: OrderField, { full = false } = {}): Promise<void> {
  const now = Date.now();
  if (!(await claimOrderBuild(companyId, field, now, full ? Number.MAX_SAFE_INTEGER : now - buildRetryMs))) return;
  try {
    await sendJob('itemChanges', { kind: 'items.order', companyId, requestedBy, field, jobId: `order-${field}-${now}`, ...(full ? { full } : {}) });
  } catch (error) {
    createLogger({ companyId }).error('item order build not queued', describeError(error));
  }
}

/** After many items were written at once (an import): a build from the index of every order the company has one of. */
export async function refreshItemOrders(companyId: string, requestedBy: string): Promise<void> {
  await Promise.all(
    orderFields.map(async (field) => {
      const head = await readOrderHead(companyId, field);
      if (head?.build !== undefined) await requestItemOrder(companyId, requestedBy, field, { full: true });
    }),
  );
}
