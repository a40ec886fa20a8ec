import { formatCents } from '../../shared/money';
import type { Analytics, AnalyticsDimension } from '../../shared/schemas/analytics';
import { depreciationDefaultsOf, keptDepreciationDefaults } from '../company/public';
import { sendJob } from '../lib/adapters/queues';
import { inParallel } from '../lib/db/batches';
import { createLogger, describeError } from '../lib/http/logger';
import { BookValueTally, defaultsDigest } from './book-values';
import { todayUtc, typeDefaultsOf } from './depreciation';
import { bookValueKept, bookValueSnapshotOf, claimBookValueJob, reviseBookValue, saveBookValueSnapshot, type BookValueSnapshot, type BookValueSplit } from './store/book-values';
import { itemsInCreationOrder } from './store/reads';
import { buildItemOrder } from './orders/builds';
import { readOrderHead } from './orders/store';

/**
 * Book value in analytics (docs/depreciation.md, "Analytics: book value"): the `items.bookValues` job
 * (itemChanges worker) walks every item of the company and writes the day's snapshot; the analytics
 * answer reads it (one GetItem) beside the defaults, and queues the job, once per day and defaults,
 * when the snapshot is missing, of another day or computed with other defaults.
 */

/** Items read per Query of the walk (DynamoDB stops a page at 1 MB anyway). */
const walkPage = 1_000;
/** A claimed job that has not written its snapshot after this long (lost, or failing) is queued again. */
export const claimRetryMs = 15 * 60_000;

/** Revaluations written side by side. */
const revisionsInFlight = 8;

/**
 * Walks every item of the company (inactive ones too: analytics counts them) in creation order and
 * writes its book value snapshot as of today (UTC). On the way it moves every item whose book value
 * changed since it was written (a month ended, a type's default changed) to its place in the list's
 * book value order (docs/depreciation.md, "List order"), and then builds that order's packed order
 * again (orders/builds.ts). A redelivery writes the same day's snapshot again and finds nothing left to move.
 */
export async function computeBookValues(companyId: string, now = new Date()): Promise<BookValueSnapshot> {
  const computedAt = now.toISOString();
  // Read afresh: the snapshot names the defaults it was computed with.
  const defaults = await depreciationDefaultsOf(companyId);
  const tally = new BookValueTally(typeDefaultsOf(defaults), todayUtc(now));
  let after: string | undefined;
  let revised = 0;
  for (;;) {
    const records = await itemsInCreationOrder(companyId, { descending: false, limit: walkPage, afterSortKey: after });
    const moved = records.map((record) => ({ record, cents: tally.add(record) })).filter(({ record, cents }) => !bookValueKept(companyId, record, cents));
    revised += moved.length;
    await inParallel(moved, revisionsInFlight, async ({ record, cents }) => void (await reviseBookValue(companyId, record, cents)));
    if (records.length < walkPage) break;
    after = records[records.length - 1]!._id;
  }
  const snapshot = tally.snapshot({ computedAt, defaultsHash: defaultsDigest(defaults) });
  await saveBookValueSnapshot(companyId, snapshot);
  // A revaluation moves items in the book value order without a change record: its packed order is built again.
  if (revised > 0 && (await readOrderHead(companyId, 'bookValue'))?.build !== undefined) await buildItemOrder(companyId, 'bookValue', { full: true });
  return snapshot;
}

/**
 * The snapshot analytics shows and whether a newer one is on its way. A snapshot of today computed
 * with today's defaults is current; otherwise the first caller of the day (and of these defaults)
 * claims and queues the job, later ones queue nothing. A queue that refuses leaves the claim, so the
 * job is tried again after `claimRetryMs`; the answer is given either way.
 */
export async function bookValueState(companyId: string, requestedBy: string, now = new Date()): Promise<{ snapshot: BookValueSnapshot | null; pending: boolean }> {
  const [{ snapshot, claim }, defaults] = await Promise.all([bookValueSnapshotOf(companyId), keptDepreciationDefaults(companyId)]);
  const asOf = todayUtc(now);
  const hash = defaultsDigest(defaults);
  if (snapshot && snapshot.asOf === asOf && snapshot.defaultsHash === hash) return { snapshot, pending: false };
  const claimKey = `${asOf}#${hash}`;
  const retryBefore = new Date(now.getTime() - claimRetryMs).toISOString();
  if (claim?.key === claimKey && claim.at >= retryBefore) return { snapshot, pending: true };
  if (await claimBookValueJob(companyId, claimKey, now.toISOString(), retryBefore)) {
    try {
      await sendJob('itemChanges', { kind: 'items.bookValues', companyId, requestedBy, jobId: `book-values-${asOf}` });
    } catch (error) {
      createLogger({ companyId }).error('book value job not queued', describeError(error));
    }
  }
  return { snapshot, pending: true };
}

const money = (cents: number | undefined) => (cents === undefined ? null : formatCents(cents));

/**
 * One dimension's book values: a listed value has its own (null when the snapshot does not hold it),
 * `others` sums every value the snapshot holds that is not listed plus what it summed itself, and
 * `unset` is the rest of the snapshot's total. A part answer (`complete: false`) puts unset into others, as for the cost.
 */
export function dimensionBookValues<D extends AnalyticsDimension>(dimension: D, split: BookValueSplit | undefined, totalCents: number): D {
  if (!split) return dimension;
  const listed = new Set(dimension.entries.map((entry) => entry.key));
  const kept = Object.entries(split.entries);
  const others = kept.filter(([key]) => !listed.has(key)).reduce((sum, [, cents]) => sum + cents, split.others);
  const unset = totalCents - kept.reduce((sum, [, cents]) => sum + cents, 0) - split.others;
  return {
    ...dimension,
    entries: dimension.entries.map((entry) => ({ ...entry, bookValue: money(split.entries[entry.key]) })),
    others: { ...dimension.others, bookValue: formatCents(dimension.complete ? others : others + unset) },
    unset: { ...dimension.unset, bookValue: formatCents(dimension.complete ? unset : 0) },
  };
}

/** The analytics answer (book values all null) with the snapshot's book values filled in. */
export function withBookValues(answer: Analytics, snapshot: BookValueSnapshot | null, pending: boolean): Analytics {
  const bookValue = snapshot
    ? { asOf: snapshot.asOf, computedAt: snapshot.computedAt, total: formatCents(snapshot.total), pending }
    : { asOf: null, computedAt: null, total: null, pending };
  if (!snapshot) return { ...answer, bookValue };
  const status = snapshot.dimensions.status;
  return {
    ...answer,
    bookValue,
    statuses: answer.statuses.map((entry) => ({ ...entry, bookValue: formatCents(status?.entries[entry.status] ?? 0) })),
    dimensions: Object.fromEntries(
      Object.entries(answer.dimensions).map(([name, dimension]) => [name, dimensionBookValues(dimension, snapshot.dimensions[name], snapshot.total)]),
    ) as Analytics['dimensions'],
    custom: answer.custom.map((field) => {
      const split = snapshot.custom[field.field];
      return split ? { ...dimensionBookValues(field, split, snapshot.total), bookValue: formatCents(split.cents) } : field;
    }),
  };
}
