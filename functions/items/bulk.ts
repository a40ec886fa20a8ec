import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/db/client';
import type { GuardedItem } from '../lib/db/transactions';
import { AppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import { reserveItemNumbers } from './store/reads';
import { accumulate, facetWrites, type FacetDelta } from './store/facet-counts';
import { companyItemsAdded, newItemPut } from './store/writes';
import { creationEntry, newItemRecord, type NewItemFields } from './creation';
import { companyBookValues, type BookValueOf } from './depreciation';
import { chunkOf, chunkSize, itemIdOf } from './sets/memberships';
import { dropSetsJobs, setsJob, syncNewItemSets } from './sets/sync';

/**
 * Creating many items in steps that can each be repeated (imports). The caller reserves a range of
 * item numbers once, so the i-th new item always has the same id; each step writes the next items
 * from a given position in one transaction with their history entries and the company's counters,
 * plus the caller's checkpoint, whose condition makes a repeated step a no-op. The facet counts
 * move either in the step too (a few items) or later, a set chunk's worth of items at once, under
 * the caller's checkpoints (countNewItemFacets); the membership sets follow through the outbox,
 * settled for many steps at once (settleItemSets).
 */

const maxWrites = 100;
/** Company counter, caller's checkpoint and the membership sets' outbox entry. */
const fixedWrites = 3;

/** A range of item numbers reserved for one bulk creation: `total` items from number `first`. */
export interface ReservedRange {
  first: number;
  total: number;
}

const roundUpToChunk = (count: number) => Math.ceil(count / chunkSize) * chunkSize;

/**
 * Reserves the numbers of `total` new items and answers the first. A range of at least one set
 * chunk starts on a chunk's first number and runs to its last chunk's end (the spare numbers are
 * never used), so every set chunk its items are in holds no other item and is written whole.
 */
export async function reserveItemRange(companyId: string, total: number): Promise<number> {
  if (total < chunkSize) return reserveItemNumbers(companyId, total);
  const start = await reserveItemNumbers(companyId, roundUpToChunk(total) + chunkSize - 1);
  return roundUpToChunk(start);
}

/** Whether every set chunk the range's items are in holds no other item (reserveItemRange gave it whole chunks). */
const ownsItsChunks = (range: ReservedRange) => range.first % chunkSize === 0 && range.total >= chunkSize;

export const itemIdInRange = (first: number, index: number): string => itemIdOf(first + index);

export interface BulkStep {
  /** How many of the given items went into this step's transaction (a prefix of them). */
  written: number;
  /** False when the checkpoint's condition failed (this step had been written before) or another writer held it. */
  committed: boolean;
  /** The membership sets' outbox entry of a committed step, for settleItemSets. */
  setsJobId: string | null;
}

/** The new items' records as created (the facets they count under depend on neither when nor the book value). */
function createdRecords(tenant: Tenant, range: { first: number; from: number }, items: readonly NewItemFields[], at: Date, bookValueOf: BookValueOf) {
  return items.map((fields, offset) => newItemRecord(tenant, itemIdInRange(range.first, range.from + offset), fields, { responsibleId: null, responsibleName: null }, at, bookValueOf));
}

/** For records read only for their facets. */
const costAsBookValue: BookValueOf = (record) => record.totalCents;

/**
 * Writes as many of `items` (the items at positions `from`, `from + 1`, ... of the range) as fit in
 * one transaction. Which prefix fits depends only on the items, so a repeated step writes the same
 * ones. `checkpoint(count)` is the caller's record update whose condition holds only if this step
 * has not been written yet; `itemLimit` is the plan's item limit, the company counter's condition;
 * `countFacets` moves the facet counts in this transaction too (otherwise the caller counts them).
 */
export async function createItemsStep(
  tenant: Tenant,
  range: { first: number; from: number },
  items: readonly NewItemFields[],
  options: { itemLimit: number; at: Date; countFacets: boolean; checkpoint: (count: number) => GuardedItem },
): Promise<BulkStep> {
  const deltas = new Map<string, FacetDelta>();
  const totals = { cents: 0, items: 0 };
  const writes: GuardedItem['item'][] = [];
  const ids: string[] = [];
  for (const record of createdRecords(tenant, range, items, options.at, await companyBookValues(tenant.companyId, options.at))) {
    const trial = options.countFacets ? new Map(deltas) : null;
    if (trial) accumulate(trial, { cents: 0, items: 0 }, null, record);
    if (writes.length + 2 + (trial?.size ?? 0) + fixedWrites > maxWrites) break;
    accumulate(deltas, totals, null, record);
    writes.push(newItemPut(record).item);
    writes.push(creationEntry(tenant, record, options.at).item);
    ids.push(record._id);
  }
  if (ids.length === 0) throw new Error('An item of the import needs more writes than one transaction takes');

  const counter = companyItemsAdded(tenant.companyId, { count: totals.items, cents: totals.cents }, options.itemLimit).item;
  const checkpoint = options.checkpoint(ids.length).item;
  const job = setsJob(tenant.companyId, ids, options.at);
  const facets = options.countFacets ? facetWrites(tenant.companyId, deltas).map((write) => write.item) : [];
  const all = [checkpoint, counter, ...writes, ...facets, job.write.item];
  try {
    await db().send(new TransactWriteCommand({ TransactItems: all }));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    if (reasons[0]?.Code === 'ConditionalCheckFailed') return { written: ids.length, committed: false, setsJobId: null };
    // Another delivery of the same job is writing this step right now: the caller reads where it got.
    if (reasons.some((reason) => reason.Code === 'TransactionConflict')) {
      await pause();
      return { written: 0, committed: false, setsJobId: null };
    }
    if (reasons[1]?.Code === 'ConditionalCheckFailed') throw new AppError('ItemLimitExceeded');
    throw error;
  }
  return { written: ids.length, committed: true, setsJobId: job.jobId };
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));

/**
 * Counts the facets of items written by steps that left them out: the items at positions `from`,
 * `from + 1`, ... of the range as they were created (changes made to them since moved the counts
 * from there themselves). The facet writes go in transactions of 99, each with the caller's
 * checkpoint `checkpoint(part)`, whose condition holds only if that part has not been counted yet:
 * the parts depend only on the items, so a repeated or concurrent count adds each part once.
 */
export async function countNewItemFacets(
  tenant: Tenant,
  range: { first: number; from: number },
  items: readonly NewItemFields[],
  checkpoint: (part: number) => GuardedItem,
): Promise<void> {
  const deltas = new Map<string, FacetDelta>();
  for (const record of createdRecords(tenant, range, items, new Date(0), costAsBookValue)) accumulate(deltas, { cents: 0, items: 0 }, null, record);
  const writes = facetWrites(tenant.companyId, deltas).map((write) => write.item);
  const perPart = maxWrites - 1;
  let part = 0;
  while (part * perPart < writes.length) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: [checkpoint(part).item, ...writes.slice(part * perPart, (part + 1) * perPart)] }));
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      // A repeated or concurrent count got there first: this part is counted.
      if (reasons[0]?.Code !== 'ConditionalCheckFailed') {
        if (!reasons.some((reason) => reason.Code === 'TransactionConflict')) throw error;
        await pause();
        continue;
      }
    }
    part += 1;
  }
}

/**
 * The position in the range (0 = the range's first item) where the set chunk holding position
 * `index` starts, or 0. Callers settle up to here: a chunk whose items are all written is settled
 * in one go, and written whole when the range has its chunks to itself.
 */
export function chunkStartBefore(range: ReservedRange, index: number): number {
  return Math.max(0, chunkOf(range.first + index) * chunkSize - range.first);
}

/** The position in the range just after the set chunk holding position `index`. */
export function chunkEndAfter(range: ReservedRange, index: number): number {
  return (chunkOf(range.first + index) + 1) * chunkSize - range.first;
}

/**
 * Brings the membership sets (search, filter combinations) of the range's items from `from` to `to`
 * up to date, one set chunk's items at a time, and drops the steps' outbox entries. Steps leave this
 * to the caller, which settles a chunk's worth of items at once: syncing them together writes each
 * shared set chunk once instead of once a step, and a chunk the range owns is written whole.
 * Entries a stopped caller never dropped are finished by the next item change in the company, like
 * any other.
 */
export async function settleItemSets(companyId: string, range: ReservedRange & { from: number; to: number }, setsJobIds: readonly string[]): Promise<void> {
  const whole = ownsItsChunks(range);
  for (let start = range.from; start < range.to; ) {
    const end = Math.min(range.to, chunkEndAfter(range, start));
    // A chunk written whole is written from all its items, whichever of them this call settles.
    const [from, to] = whole ? [chunkStartBefore(range, start), Math.min(range.total, chunkEndAfter(range, start))] : [start, end];
    await syncNewItemSets(companyId, Array.from({ length: to - from }, (_, offset) => itemIdInRange(range.first, from + offset)), whole);
    start = end;
  }
  await dropSetsJobs(companyId, setsJobIds);
}
