import { formatCents } from '../../shared/money';
import { itemStatuses, type ItemStatus } from '../../shared/schemas/items';
import {
  analyticsDimensions,
  analyticsEntriesMax,
  type Analytics,
  type AnalyticsDimension,
  type AnalyticsDimensionName,
} from '../../shared/schemas/analytics';
import { itemsCheckedOut, type ItemOut } from '../bookings/public';
import { requireCompany } from '../company/public';
import { keys } from '../lib/db/keys';
import { bookValueState, withBookValues } from './book-values-job';
import { companyPlaces } from '../locations/public';
import { facetRowsOf, type FacetRow } from './store/reads';

/**
 * The company's analytics, read from the facet rows item changes keep in their transactions
 * (functions/items/store/changes.ts): one row per value of a dimension with the exact number of items
 * under it and the sum of their total prices. One query per dimension reads that dimension's rows
 * only (serial numbers and responsible people, which have a row per value too, are never read),
 * so the cost follows the number of distinct values, not the number of items (docs/analytics.md).
 * Items out under bookings are one more read, of the bookings' rows of items out. Book values come
 * from the company's daily snapshot (one GetItem) and its depreciation defaults (one GetItem), never
 * from the items (functions/items/book-values-job.ts, docs/depreciation.md).
 */

/** Rows one dimension may read; a dimension with more distinct values is answered in part. */
const rowsPerDimension = 2_000;
/** Rows of every custom field together (names and values). */
const customRows = 4_000;

interface Tally {
  key: string;
  label: string;
  count: number;
  cents: number;
}

async function facetRows(companyId: string, dimension: string, limit: number): Promise<{ rows: FacetRow[]; complete: boolean }> {
  // One row more than allowed tells a complete read from a cut one.
  const rows = await facetRowsOf(companyId, dimension, limit + 1);
  return { rows: rows.slice(0, limit), complete: rows.length <= limit };
}

const valueOf = (row: FacetRow, prefix: string) => row.sk.slice(prefix.length);

/** Largest first, the listed part and the rest summed; `unset` is what the total leaves over. */
function summarise(tallies: Tally[], total: { count: number; cents: number }, complete: boolean): AnalyticsDimension {
  const present = tallies.filter((tally) => tally.count > 0);
  present.sort((a, b) => b.count - a.count || b.cents - a.cents || a.label.localeCompare(b.label));
  const listed = present.slice(0, analyticsEntriesMax);
  const rest = present.slice(analyticsEntriesMax);
  const sum = (part: Tally[]) => part.reduce((acc, tally) => ({ count: acc.count + tally.count, cents: acc.cents + tally.cents }), { count: 0, cents: 0 });
  const [all, others] = [sum(present), sum(rest)];
  const left = { count: Math.max(0, total.count - all.count), cents: total.cents - all.cents };
  return {
    entries: listed.map((tally) => ({ key: tally.key, label: tally.label, count: tally.count, value: formatCents(tally.cents), bookValue: null })),
    // A part read: what was not read (values or none) cannot be told apart, so it all goes to others.
    others: complete
      ? { entries: rest.length, count: others.count, value: formatCents(others.cents), bookValue: null }
      : { entries: rest.length, count: others.count + left.count, value: formatCents(others.cents + left.cents), bookValue: null },
    unset: complete ? { count: left.count, value: formatCents(left.cents), bookValue: null } : { count: 0, value: formatCents(0), bookValue: null },
    complete,
  };
}

const tallyOf = (row: FacetRow, key: string, label: string): Tally => ({ key, label, count: Number(row.count ?? 0), cents: Number(row.valueCents ?? 0) });

/** `requestedBy`: who asked (the user, or the caller's name outside a request): it names the book value job it may queue. */
export async function companyAnalytics(companyId: string, requestedBy = 'system'): Promise<Analytics> {
  const now = new Date();
  const [books, company, places, out, statusRows, custom, ...dimensionRows] = await Promise.all([
    bookValueState(companyId, requestedBy, now),
    requireCompany(companyId),
    companyPlaces(companyId),
    itemsCheckedOut(companyId),
    facetRows(companyId, 'status', itemStatuses.length),
    facetRows(companyId, 'custom', customRows),
    ...analyticsDimensions.map((dimension) => facetRows(companyId, dimension, rowsPerDimension)),
  ]);
  const total = { count: Number(company.itemsCount ?? 0), cents: Number(company.totalItemPriceCents ?? 0) };
  const titles = new Map<string, string>();
  for (const place of places) {
    titles.set(`object\u0000${place._id}`, place.title);
    for (const location of place.locations) titles.set(`location\u0000${location._id}`, location.title);
  }

  const dimensions = {} as Record<AnalyticsDimensionName, AnalyticsDimension>;
  analyticsDimensions.forEach((dimension, index) => {
    const { rows, complete } = dimensionRows[index]!;
    const prefix = keys.itemFacet(companyId, dimension, '').sk;
    const tallies = rows.map((row) => {
      const key = valueOf(row, prefix);
      // Objects and locations show their current title (a rename does not touch the facet rows).
      return tallyOf(row, key, titles.get(`${dimension}\u0000${key}`) ?? row.label ?? key);
    });
    dimensions[dimension] = summarise(tallies, total, complete);
  });

  const statusPrefix = keys.itemFacet(companyId, 'status', '').sk;
  const byStatus = new Map(statusRows.rows.map((row) => [valueOf(row, statusPrefix), row]));
  const statuses = itemStatuses.map((status: ItemStatus) => {
    const row = byStatus.get(status);
    return { status, count: Number(row?.count ?? 0), value: formatCents(Number(row?.valueCents ?? 0)), bookValue: null };
  });

  const answer: Analytics = {
    currency: company.settings.currency,
    total: { count: total.count, value: formatCents(total.cents) },
    statuses,
    dimensions,
    bookings: bookingCounts(out, now),
    custom: customFields(companyId, custom, total),
    bookValue: { asOf: null, computedAt: null, total: null, pending: books.pending },
  };
  return withBookValues(answer, books.snapshot, books.pending);
}

/** Items out and overdue, from the bookings' thin rows of items out (one read of a few bytes per booking out). */
function bookingCounts(out: readonly ItemOut[], now: Date): Analytics['bookings'] {
  const at = now.toISOString();
  return { checkedOut: new Set(out.map((row) => row.itemId)).size, overdue: new Set(out.filter((row) => row.end < at).map((row) => row.itemId)).size };
}

/**
 * Custom facets are `name` (every item with the field) and `name=value` (normalised value), the
 * ones the item list filters by as `customs` and `customsValue`. Rows written since values were
 * counted name their field; older rows are told apart by the first `=`.
 */
function customFields(companyId: string, custom: { rows: FacetRow[]; complete: boolean }, total: { count: number; cents: number }): Analytics['custom'] {
  const prefix = keys.itemFacet(companyId, 'custom', '').sk;
  const fields = new Map<string, { count: number; cents: number; values: Tally[] }>();
  const fieldOf = (name: string) => fields.get(name) ?? fields.set(name, { count: 0, cents: 0, values: [] }).get(name)!;
  for (const row of custom.rows) {
    const facet = valueOf(row, prefix);
    const name = row.field ?? (facet.includes('=') ? facet.slice(0, facet.indexOf('=')) : facet);
    if (facet === name) {
      const field = fieldOf(name);
      field.count = Number(row.count ?? 0);
      field.cents = Number(row.valueCents ?? 0);
    } else {
      const value = facet.slice(name.length + 1);
      fieldOf(name).values.push(tallyOf(row, value, row.label ?? value));
    }
  }
  return [...fields]
    .filter(([, field]) => field.count > 0)
    .sort(([a, first], [b, second]) => second.count - first.count || a.localeCompare(b))
    .map(([name, field]) => ({
      field: name,
      count: field.count,
      value: formatCents(field.cents),
      bookValue: null,
      ...summarise(field.values, total, custom.complete),
    }));
}
