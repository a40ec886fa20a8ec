import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchDelete, batchWrite, inParallel, type BatchRequest } from '../../lib/db/batches';
import { db, tableName } from '../../lib/db/client';
import { keys, sortableId } from '../../lib/db/keys';
import type { GuardedItem } from '../../lib/db/transactions';
import { itemsForSets, itemsWithOlderMarkers, itemsWithSetMarkers, setsJobsOf, type SetsMarker } from './markers';
import { placeOf, seqOf, serialHeadOf, setMoves, setsLayout, setsOf, type SetMove } from './memberships';
import type { ItemRecord } from '../store/record';
import { orderChangeWrite, orderFields, orderKeysOf } from '../orders/store';

/**
 * Keeps the membership sets in step with the items. An item change writes, in its own transaction,
 * a job naming the changed items (an outbox); right after the commit the same call brings those
 * items' sets up to date and deletes the job. A job left behind by a call that died in between is
 * done by the next item change in the company. Bringing an item up to date compares what its
 * marker says it is in with what it belongs to now, and writes the difference and the new marker
 * in one transaction conditional on the marker it read: repeated or concurrent runs converge and
 * never count an item twice. The same transaction records the item's new place in each packed order
 * whose sort key it changed (orders/store.ts `orderChangeWrite`), so a search in that order places
 * it right until the next build takes it in.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A job older than this was left by a call that stopped; younger ones belong to calls still running. */
const orphanAfterMs = 30_000;
const maxActions = 100;
const maxAttempts = 6;
/** Calls one bulk sync keeps in flight. */
const parallelCalls = 4;

/** The outbox entry an item change writes in its transaction. */
export function setsJob(companyId: string, itemIds: readonly string[], at: Date): { jobId: string; write: GuardedItem } {
  const jobId = sortableId(at.getTime());
  return {
    jobId,
    write: {
      item: {
        Put: { TableName: tableName(), Item: { ...keys.itemSetsJob(companyId, jobId), entity: 'item-sets-job', itemIds: [...new Set(itemIds)], createdAt: at.getTime() } },
      },
    },
  };
}

/** Done after an item change commits: its job, then any job another call left behind. */
export async function finishSetsJob(companyId: string, jobId: string, itemIds: readonly string[]): Promise<void> {
  await syncItemSets(companyId, itemIds);
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.itemSetsJob(companyId, jobId) }));
  await finishOrphanedJobs(companyId);
}

/** Deletes jobs whose items' sets a caller has brought up to date itself (bulk imports). */
export function dropSetsJobs(companyId: string, jobIds: readonly string[]): Promise<void> {
  return batchDelete(jobIds.map((jobId) => keys.itemSetsJob(companyId, jobId)));
}

async function finishOrphanedJobs(companyId: string): Promise<void> {
  const jobs = await setsJobsOf(companyId, 20);
  for (const job of jobs.filter((entry) => Date.now() - entry.createdAt > orphanAfterMs)) {
    await syncItemSets(companyId, job.itemIds);
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.itemSetsJob(companyId, job.jobId) }));
  }
}

/** An item's marker: the sets it is in and its sort keys, as of which version of the item, in which layout. */
export function setsMarkerRecord(companyId: string, itemId: string, sets: string[], version: number, orders: Record<string, string>): Record<string, unknown> {
  return { ...keys.itemSetsMarker(companyId, itemId), entity: 'item-sets', itemId, sets, version, layout: setsLayout, orders };
}

interface ItemSync {
  itemId: string;
  seq: number;
  moves: SetMove[];
  /** The change records of the packed orders the item moved in. */
  orderChanges: TransactItem[];
  marker: TransactItem;
}

function planSync(companyId: string, itemId: string, item: ItemRecord | undefined, marker: SetsMarker | undefined): ItemSync | null {
  const seq = seqOf(itemId);
  if (seq === null) return null;
  // A marker of an older layout is brought up to date even when the item has not changed since.
  if (item && marker && marker.version >= item.version && marker.layout === setsLayout) return null;
  if (!item && !marker) return null;
  const after = item ? setsOf(item) : [];
  const orders = item ? orderKeysOf(item) : undefined;
  // The layout is part of the guard: two runs re-laying the same version of an item cannot both win.
  const guard = !marker
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : marker.layout === undefined
      ? { ConditionExpression: 'version = :seen AND attribute_not_exists(layout)', ExpressionAttributeValues: { ':seen': marker.version } }
      : { ConditionExpression: 'version = :seen AND layout = :layout', ExpressionAttributeValues: { ':seen': marker.version, ':layout': marker.layout } };
  const markerWrite: TransactItem = item
    ? { Put: { TableName: tableName(), Item: setsMarkerRecord(companyId, itemId, after, item.version, orders!), ...guard } }
    : { Delete: { TableName: tableName(), Key: keys.itemSetsMarker(companyId, itemId), ...guard } };
  // A deleted item is in no set, so no search meets it in an order: it needs no change record.
  const moved = item && orders ? orderFields.filter((field) => marker?.orders?.[field] !== orders[field]) : [];
  const at = Date.now();
  return {
    itemId,
    seq,
    moves: setMoves([{ seq, before: marker?.sets ?? [], after }]),
    orderChanges: moved.map((field) => orderChangeWrite(companyId, field, itemId, orders![field], item!.version, at)),
    marker: markerWrite,
  };
}

/**
 * Groups item syncs into transactions of at most 100 writes. One set chunk is written once per
 * transaction, so items whose moves add to a chunk that another removes from go to the next one.
 */
function groupSyncs(syncs: ItemSync[]): ItemSync[][] {
  const groups: ItemSync[][] = [];
  let current: ItemSync[] = [];
  // The writes of the group's items themselves: each one's marker and order changes.
  let own = 0;
  const ownOf = (sync: ItemSync) => 1 + sync.orderChanges.length;
  // A set name is either one an item leaves or one it joins, so an item's move of a chunk is one or the other.
  let chunks = new Map<string, 'add' | 'remove'>();
  const kindOf = (move: SetMove) => (move.add.length ? 'add' : 'remove');
  for (const sync of syncs) {
    const merged = new Map(chunks);
    let clash = false;
    for (const move of sync.moves) {
      const key = `${move.set}\u0000${move.chunk}`;
      const kind = kindOf(move);
      const seen = merged.get(key);
      if (seen && seen !== kind) clash = true;
      merged.set(key, kind);
      // A serial number head joined is one more write (chunkWrites).
      const head = kind === 'add' ? serialHeadOf(move.set) : null;
      if (head !== null) merged.set(`head\u0000${head}`, 'add');
    }
    if (current.length && (clash || merged.size + own + ownOf(sync) > maxActions)) {
      groups.push(current);
      current = [];
      own = 0;
      chunks = new Map();
      for (const move of sync.moves) {
        chunks.set(`${move.set}\u0000${move.chunk}`, kindOf(move));
        const head = kindOf(move) === 'add' ? serialHeadOf(move.set) : null;
        if (head !== null) chunks.set(`head\u0000${head}`, 'add');
      }
    } else {
      chunks = merged;
    }
    current.push(sync);
    own += ownOf(sync);
  }
  if (current.length) groups.push(current);
  return groups;
}

function chunkWrites(companyId: string, moves: readonly SetMove[]): TransactItem[] {
  const combined = new Map<string, SetMove>();
  for (const move of moves) {
    const key = `${move.set}\u0000${move.chunk}`;
    const entry = combined.get(key) ?? { set: move.set, chunk: move.chunk, add: [], remove: [] };
    entry.add.push(...move.add);
    entry.remove.push(...move.remove);
    combined.set(key, entry);
  }
  // groupSyncs keeps additions and removals of one chunk in different transactions.
  const updates: TransactItem[] = [...combined.values()].map((move) => ({
    Update: {
      TableName: tableName(),
      Key: keys.itemSetChunk(companyId, move.set, move.chunk),
      UpdateExpression: move.add.length ? 'ADD m :members' : 'DELETE m :members',
      ExpressionAttributeValues: { ':members': new Set(move.add.length ? move.add : move.remove) },
    },
  }));
  const heads = headsJoined(moves.filter((move) => move.add.length).map((move) => move.set));
  return [...updates, ...heads.map((head) => ({ Put: { TableName: tableName(), Item: serialHeadRecord(companyId, head) } }))];
}

/** The serial number heads among these set names (serialHeadOf), once each. */
function headsJoined(names: readonly string[]): string[] {
  return [...new Set(names.map(serialHeadOf).filter((head): head is string => head !== null))];
}

/**
 * A head's listing row: written (again, harmlessly) whenever an item joins the head's start set,
 * never removed: a head no item has any more lists an empty set.
 */
function serialHeadRecord(companyId: string, head: string): Record<string, unknown> {
  return { ...keys.serialHead(companyId, head), entity: 'serial-head' };
}

/** Brings the membership sets of these items up to date with the items as they are now. */
export async function syncItemSets(companyId: string, itemIds: readonly string[]): Promise<void> {
  let pending = [...new Set(itemIds)];
  for (let attempt = 1; pending.length > 0; attempt++) {
    const { items, markers } = await itemsWithSetMarkers(companyId, pending);
    const syncs = pending.flatMap((id) => planSync(companyId, id, items.get(id), markers.get(id)) ?? []);
    const failed: string[] = [];
    for (const group of groupSyncs(syncs)) {
      // One item alone may need more than 100 writes only if its words change wholesale; its moves then go in parts.
      const writes = [...chunkWrites(companyId, group.flatMap((sync) => sync.moves)), ...group.flatMap((sync) => sync.orderChanges), ...group.map((sync) => sync.marker)];
      try {
        if (writes.length <= maxActions) await db().send(new TransactWriteCommand({ TransactItems: writes }));
        else await writeInParts(writes);
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        failed.push(...group.map((sync) => sync.itemId));
      }
    }
    if (failed.length && attempt >= maxAttempts) throw new Error(`Item sets of ${failed.length} items did not settle after ${maxAttempts} attempts`);
    if (failed.length) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt * Math.random()));
    pending = failed;
  }
}

/**
 * Brings every item of the company whose marker is of an older layout (setsLayout) to this one, a
 * page of markers at a time; answers how many items it re-laid. Items nobody changes keep their
 * old sets until then (after issue 25: no fragment sets), so this runs once per company after a
 * layout change (scripts/reindex-item-sets.ts). Safe beside live changes: each item goes the way
 * of every other change, conditional on the marker it read, and a repeated run finds nothing to do.
 */
export async function reindexItemSets(companyId: string): Promise<number> {
  let done = 0;
  let after: string | undefined;
  do {
    const page = await itemsWithOlderMarkers(companyId, setsLayout, after);
    for (let start = 0; start < page.itemIds.length; start += 100) await syncItemSets(companyId, page.itemIds.slice(start, start + 100));
    done += page.itemIds.length;
    after = page.next;
  } while (after);
  return done;
}

/**
 * Brings the sets of many new items up to date at once (imports); nothing else has synced items
 * still at version 1, or whoever did wrote the same sets, so their writes are repeatable:
 * - `whole`: no other item can be in the set chunks of these items (their numbers fill the chunks),
 *   so each chunk is written whole from the items as they are now (changed ones as they are,
 *   deleted ones left out), by plain puts, several calls at a time;
 * - otherwise each chunk gets the new items' additions, once, in unconditional transactions of 100
 *   side by side (one call costs far less than 100 single updates; they share no chunk).
 * Then the markers of items at version 1, in batches; an item changed since its creation goes the
 * transactional way of syncItemSets.
 */
export async function syncNewItemSets(companyId: string, itemIds: readonly string[], whole: boolean): Promise<void> {
  const items = await itemsForSets(companyId, itemIds);

  const members = new Map<string, { set: string; chunk: number; seqs: number[] }>();
  const additions: { seq: number; before: string[]; after: string[] }[] = [];
  const markers: BatchRequest[] = [];
  const changed: string[] = [];
  for (const item of items.values()) {
    const seq = seqOf(item._id)!;
    const sets = setsOf(item);
    if (whole) {
      for (const name of sets) {
        const { set, chunk } = placeOf(name, seq);
        const key = `${set}\u0000${chunk}`;
        const entry = members.get(key) ?? { set, chunk, seqs: [] };
        entry.seqs.push(seq);
        members.set(key, entry);
      }
    }
    if (item.version !== 1) {
      changed.push(item._id);
      continue;
    }
    if (!whole) additions.push({ seq, before: [], after: sets });
    // No order change records: the import asks for new builds of the orders when it ends (refreshItemOrders).
    markers.push({ PutRequest: { Item: setsMarkerRecord(companyId, item._id, sets, 1, orderKeysOf(item)) } });
  }

  const writes = chunkWrites(companyId, setMoves(additions));
  const groups = Array.from({ length: Math.ceil(writes.length / maxActions) }, (_, index) => writes.slice(index * maxActions, (index + 1) * maxActions));
  const wholeChunks = [
    ...[...members.values()].map(({ set, chunk, seqs }) => ({ PutRequest: { Item: { ...keys.itemSetChunk(companyId, set, chunk), m: new Set(seqs) } } })),
    ...headsJoined([...members.values()].map(({ set }) => set)).map((head) => ({ PutRequest: { Item: serialHeadRecord(companyId, head) } })),
  ];
  await Promise.all([
    batchWrite(wholeChunks, parallelCalls),
    inParallel(groups, parallelCalls, async (group) => {
      for (let attempt = 1; ; attempt++) {
        try {
          await db().send(new TransactWriteCommand({ TransactItems: group }));
          return;
        } catch (error) {
          // Another item change writing one of these chunks at that moment: the additions are repeatable.
          if (!(error instanceof TransactionCanceledException) || attempt >= maxAttempts) throw error;
          await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt * Math.random()));
        }
      }
    }),
  ]);
  // A marker only after the sets it names are written.
  await batchWrite(markers, parallelCalls);
  if (changed.length) await syncItemSets(companyId, changed);
}

/**
 * Set additions and removals are idempotent (and so are order change records), so an oversized sync
 * writes its chunks first and its marker last: a failure in between is repaired by the next run,
 * which starts from the old marker.
 */
async function writeInParts(writes: TransactItem[]): Promise<void> {
  const marker = writes[writes.length - 1]!;
  const chunks = writes.slice(0, -1);
  for (let start = 0; start < chunks.length; start += maxActions) {
    await db().send(new TransactWriteCommand({ TransactItems: chunks.slice(start, start + maxActions) }));
  }
  await db().send(new TransactWriteCommand({ TransactItems: [marker] }));
}
