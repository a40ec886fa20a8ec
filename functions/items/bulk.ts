import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { keys } from '../lib/db/keys';
import type { GuardedItem } from '../lib/db/transactions';
import { AppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import { reserveItemNumbers } from './access';
import { accumulate, facetWrites, type FacetDelta } from './changes';
import { creationEntry, newItemRecord, type NewItemFields } from './creation';
import { itemIdOf } from './memberships';
import { dropSetsJobs, setsJob, syncNewItemSets } from './set-sync';

/**
 * Creating many items in steps that can each be repeated (imports). The caller reserves a range of
 * item numbers once, so the i-th new item always has the same id; each step writes the next items
 * from a given position in one transaction with their history entries, the company's counters and
 * the facet counts, plus the caller's checkpoint, whose condition makes a repeated step a no-op.
 * The membership sets follow through the outbox, settled for many steps at once (settleItemSets).
 */

export { reserveItemNumbers as reserveItemRange };

export const itemIdInRange = (first: number, index: number): string => itemIdOf(first + index);

const maxWrites = 100;
/** Company counter, caller's checkpoint and the membership sets' outbox entry. */
const fixedWrites = 3;

export interface BulkStep {
  /** How many of the given items went into this step's transaction (a prefix of them). */
  written: number;
  /** False when the checkpoint's condition failed (this step had been written before) or another writer held it. */
  committed: boolean;
  /** The membership sets' outbox entry of a committed step, for settleItemSets. */
  setsJobId: string | null;
}

/**
 * Writes as many of `items` (the items at positions `from`, `from + 1`, ... of the range) as fit in
 * one transaction. Which prefix fits depends only on the items, so a repeated step writes the same
 * ones. `checkpoint(count)` is the caller's record update whose condition holds only if this step
 * has not been written yet; `itemLimit` is the plan's item limit, the company counter's condition.
 */
export async function createItemsStep(
  tenant: Tenant,
  range: { first: number; from: number },
  items: readonly NewItemFields[],
  options: { itemLimit: number; at: Date; checkpoint: (count: number) => GuardedItem },
): Promise<BulkStep> {
  const deltas = new Map<string, FacetDelta>();
  const totals = { cents: 0, items: 0 };
  const writes: GuardedItem['item'][] = [];
  const ids: string[] = [];
  for (const [offset, fields] of items.entries()) {
    const id = itemIdInRange(range.first, range.from + offset);
    const record = newItemRecord(tenant, id, fields, { responsibleId: null, responsibleName: null }, options.at);
    const trial = new Map(deltas);
    accumulate(trial, { cents: 0, items: 0 }, null, record);
    if (writes.length + 2 + trial.size + fixedWrites > maxWrites) break;
    accumulate(deltas, totals, null, record);
    writes.push({ Put: { TableName: tableName(), Item: record, ConditionExpression: 'attribute_not_exists(pk)' } });
    writes.push(creationEntry(tenant, record, options.at).item);
    ids.push(id);
  }
  if (ids.length === 0) throw new Error('An item of the import needs more writes than one transaction takes');

  const counter: GuardedItem['item'] = {
    Update: {
      TableName: tableName(),
      Key: keys.company(tenant.companyId),
      UpdateExpression: 'ADD itemsCount :count, totalItemPriceCents :sum',
      ConditionExpression: 'itemsCount <= :max',
      ExpressionAttributeValues: { ':count': totals.items, ':sum': totals.cents, ':max': options.itemLimit - totals.items },
    },
  };
  const checkpoint = options.checkpoint(ids.length).item;
  const job = setsJob(tenant.companyId, ids, options.at);
  const all = [checkpoint, counter, ...writes, ...facetWrites(tenant.companyId, deltas).map((write) => write.item), job.write.item];
  try {
    await db().send(new TransactWriteCommand({ TransactItems: all }));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    if (reasons[0]?.Code === 'ConditionalCheckFailed') return { written: ids.length, committed: false, setsJobId: null };
    // Another delivery of the same job is writing this step right now: the caller reads where it got.
    if (reasons.some((reason) => reason.Code === 'TransactionConflict')) {
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      return { written: 0, committed: false, setsJobId: null };
    }
    if (reasons[1]?.Code === 'ConditionalCheckFailed') throw new AppError('ItemLimitExceeded');
    throw error;
  }
  return { written: ids.length, committed: true, setsJobId: job.jobId };
}

/** Items whose membership sets one sync reads and writes together: the more, the fewer writes per item. */
const settleBatch = 1_000;

/**
 * Brings the membership sets (search, filter combinations) of the range's items from `from` to `to`
 * up to date, many items at once, and drops the steps' outbox entries. Steps leave this to the
 * caller, which settles every thousand items or so: syncing a thousand items together writes each
 * shared set chunk once instead of once a step. Entries a stopped caller never dropped are finished
 * by the next item change in the company, like any other.
 */
export async function settleItemSets(companyId: string, range: { first: number; from: number; to: number }, setsJobIds: readonly string[]): Promise<void> {
  for (let start = range.from; start < range.to; start += settleBatch) {
    const ids = Array.from({ length: Math.min(settleBatch, range.to - start) }, (_, offset) => itemIdInRange(range.first, start + offset));
    await syncNewItemSets(companyId, ids);
  }
  await dropSetsJobs(companyId, setsJobIds);
}
