import { itemsByIds } from '../store/reads';
import { sortKeyOf } from '../store/indexes';
import type { ItemRecord } from '../store/record';
import { itemIdOf, seqOf } from '../sets/memberships';
import { compareKeys, countUpTo, isBeyond, mergedPage, orderChunkSize, type Keyed } from './packed';
import { orderChanges, orderChunks, readOrderHead, type OrderField } from './store';
import { buildRetryMs } from './builds';

/**
 * A page of matches in a sort's packed order (docs/decisions.md, "Searches in any order"). The matches
 * (item numbers, from the membership sets) are met in the build's chunks in order; those changed
 * since the build are placed by the sort keys their change records hold, and the few created since
 * without one by their own. Answers null when the build cannot serve (none yet, or too many changes
 * since): the caller answers the slower way, and `stale` tells it to ask for a build.
 */

/** More changes than this since the build, and the list answers the slower way until the next build: reading them costs about 0.5 RCU per 25. */
export const changesServed = 250;
/** Items created since the build that have no change record (an import's) are read by id, up to this many. */
const freshServed = 20;
/** From this many changes on, a reader asks for the next build while still answering from this one. */
const changesBeforeRebuild = changesServed / 2;

export interface MembersPage {
  descending: boolean;
  after: string | undefined;
  skip: number;
  limit: number;
}

export type PackedAnswer = { page: { records: ItemRecord[]; more: boolean } | null; stale: boolean };

/** What reading a page this way costs in RCU, as the list weighs it against reading every match by id. */
export function packedOrderCost(total: number, matches: number, wanted: number): number {
  // The head, the changes, the chunks up to the page's last match (3 bytes an item, 4 KB per 0.5 RCU), and the page by id.
  const chunkBytes = Math.min(total, Math.ceil((wanted * total) / Math.max(matches, 1) / orderChunkSize) * orderChunkSize) * 3;
  return 1.5 + (chunkBytes / 4096) * 0.5 + (wanted + 1) * 0.5;
}

export async function pageInPackedOrder(companyId: string, members: ReadonlySet<number>, field: OrderField, { descending, after, skip, limit }: MembersPage): Promise<PackedAnswer> {
  const [head, changes] = await Promise.all([readOrderHead(companyId, field), orderChanges(companyId, field, changesServed + 1)]);
  // A build asked for lately is on its way: asking again would only spend a write.
  const asked = head?.requestedAt !== undefined && head.requestedAt > Date.now() - buildRetryMs;
  if (head?.build === undefined || changes.length > changesServed) return { page: null, stale: !asked };
  const changedKeys = new Map(changes.map((change) => [change.seq, change.key]));
  const fresh = [...members].filter((seq) => seq > head.maxSeq && !changedKeys.has(seq));
  if (fresh.length > freshServed) return { page: null, stale: !asked };

  const records = new Map<number, ItemRecord>();
  const read = async (seqs: readonly number[]) => {
    const missing = seqs.filter((seq) => !records.has(seq));
    if (missing.length) for (const record of await itemsByIds(companyId, missing.map(itemIdOf))) records.set(seqOf(record._id)!, record);
  };
  const keyOf = async (seq: number) => {
    await read([seq]);
    const record = records.get(seq);
    return record && sortKeyOf(record, field);
  };

  await read(fresh);
  const changed: Keyed[] = [
    ...changes.filter((change) => members.has(change.seq)).map(({ seq, key }) => ({ seq, key })),
    ...fresh.flatMap((seq) => (records.has(seq) ? [{ seq, key: sortKeyOf(records.get(seq)!, field) }] : [])),
  ]
    .filter(({ key }) => isBeyond(key, after, descending))
    .sort((a, b) => compareKeys(a.key, b.key, descending));

  // The matches in the build that did not change since, past the cursor, one past the page.
  const need = skip + limit + 1;
  const isClean = (seq: number) => members.has(seq) && !changedKeys.has(seq) && seq <= head.maxSeq;
  // The walk ends once every clean match was met, whatever it had to read for the page.
  let cleanLeft = [...members].filter(isClean).length;
  const clean: number[] = [];
  let first = true;
  for await (const chunk of cleanLeft > 0 ? orderChunks(companyId, field, head.build, { descending, after }) : []) {
    const inChunk = chunk.seqs.filter(isClean);
    cleanLeft -= inChunk.length;
    let seqs = inChunk;
    // Only the chunk holding the cursor can hold items on its near side.
    if (first && after !== undefined && (descending || chunk.firstKey <= after)) seqs = seqs.slice(await countUpTo(seqs, keyOf, after, descending));
    first = false;
    clean.push(...seqs);
    if (clean.length >= need || cleanLeft <= 0) break;
  }

  // Where each changed match falls among the clean ones: a binary search of their keys each, or, when
  // that would read about as many, the clean ones read at once first.
  const searchReads = changed.length * Math.ceil(Math.log2(clean.length + 1));
  if (changed.length && searchReads >= Math.min(clean.length, need)) await read(clean.slice(0, need));
  const ranks: number[] = [];
  for (const [index, { key }] of changed.entries()) {
    ranks.push(await countUpTo(clean, keyOf, key, descending));
    // Past the page's end, the changed matches after this one do not matter.
    if (ranks[index]! + index > skip + limit) break;
  }
  const { seqs, more } = mergedPage(clean, changed.slice(0, ranks.length), ranks, { skip, limit });
  await read(seqs);
  return { page: { records: seqs.flatMap((seq) => records.get(seq) ?? []), more }, stale: !asked && changes.length + fresh.length >= changesBeforeRebuild };
}
