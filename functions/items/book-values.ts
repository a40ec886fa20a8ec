import { createHash } from 'node:crypto';
import type { DepreciationDefault } from '../../shared/schemas/company';
import { analyticsDimensions } from '../../shared/schemas/analytics';
import { bookValueCents, type DepreciationFields, type TypeDefaults } from './depreciation';
import { customFacets, facetsOf, type IndexedFields } from './store/indexes';
import type { BookValueSnapshot, BookValueSplit, CustomBookValues } from './store/book-values';

/**
 * The book value snapshot's sums (docs/depreciation.md, "Analytics: book value"): every item's book
 * value as of one day, computed as the card computes it (exact cents per item), added to each
 * analytics dimension value the item counts under, keyed exactly as the facet rows the analytics
 * answer lists (functions/items/store/indexes.ts facetsOf, customFacets). Pure: the job walks the
 * items and feeds them in.
 */

/** The dimensions the snapshot sums: the analytics answer's, and the statuses. */
export const snapshotDimensions = [...analyticsDimensions, 'status'] as const;

/**
 * How many values of a dimension the snapshot keeps (the most items first, as the answer lists
 * them): the answer lists 50, twice that leaves room for counts that move during the day. The rest
 * is summed in `others`. Custom fields: the 50 with most items, each with its 50 largest values,
 * 500 values at most together. So the record stays about 10 to 60 KB, 2 to 8 RCU to read.
 */
export const snapshotLimits = { entries: 100, customFields: 50, customValues: 50, customValuesTotal: 500 };

/** The fields of an item the snapshot reads: its facets and its terms. */
export type BookValueFields = DepreciationFields & IndexedFields & { customs: Record<string, string> };

/** A digest of the company's defaults: the snapshot keeps the one it used, and differs from today's once they change. */
export function defaultsDigest(defaults: readonly DepreciationDefault[]): string {
  return createHash('sha256').update(JSON.stringify(defaults)).digest('hex').slice(0, 24);
}

interface Sum {
  count: number;
  cents: number;
}

const addTo = (sums: Map<string, Sum>, key: string, cents: number) => {
  const sum = sums.get(key) ?? sums.set(key, { count: 0, cents: 0 }).get(key)!;
  sum.count += 1;
  sum.cents += cents;
};

/** Largest first (by items, then value, then key), as the answer orders its entries. */
const largestFirst = <T extends Sum>(sums: Map<string, T>) =>
  [...sums].sort(([a, first], [b, second]) => second.count - first.count || second.cents - first.cents || (a < b ? -1 : a > b ? 1 : 0));

function splitOf(sums: Map<string, Sum>, kept: number): BookValueSplit {
  // An empty key cannot be a DynamoDB map key: such a value (none is written today) goes to others.
  const sorted = largestFirst(sums).filter(([key]) => key !== '');
  const listed = sorted.slice(0, kept);
  const total = [...sums.values()].reduce((acc, sum) => acc + sum.cents, 0);
  const entries = Object.fromEntries(listed.map(([key, sum]) => [key, sum.cents]));
  return { entries, others: total - listed.reduce((acc, [, sum]) => acc + sum.cents, 0) };
}

/** The sums of a walk: add every item once, then take the snapshot. */
export class BookValueTally {
  private items = 0;
  private total = 0;
  private readonly dimensions = new Map<string, Map<string, Sum>>(snapshotDimensions.map((dimension) => [dimension, new Map()]));
  private readonly fields = new Map<string, Sum & { values: Map<string, Sum> }>();

  constructor(
    private readonly defaults: TypeDefaults,
    private readonly asOf: string,
  ) {}

  /** Adds the item's book value to the sums; answers it. */
  add(record: BookValueFields): number {
    const cents = bookValueCents(record, this.defaults, this.asOf);
    this.items += 1;
    this.total += cents;
    const facets = facetsOf(record) as Record<string, string | undefined>;
    for (const [dimension, sums] of this.dimensions) {
      const value = facets[dimension];
      if (value !== undefined) addTo(sums, value, cents);
    }
    for (const { field, value } of customFacets(record.customs ?? {})) {
      const sum = this.fields.get(field) ?? this.fields.set(field, { count: 0, cents: 0, values: new Map() }).get(field)!;
      if (value === null) {
        sum.count += 1;
        sum.cents += cents;
      } else addTo(sum.values, value, cents);
    }
    return cents;
  }

  snapshot(meta: { computedAt: string; defaultsHash: string }): BookValueSnapshot {
    const dimensions = Object.fromEntries([...this.dimensions].map(([dimension, sums]) => [dimension, splitOf(sums, snapshotLimits.entries)]));
    const custom: Record<string, CustomBookValues> = {};
    let budget = snapshotLimits.customValuesTotal;
    for (const [field, sum] of largestFirst(this.fields).slice(0, snapshotLimits.customFields)) {
      if (field === '') continue;
      const split = splitOf(sum.values, Math.min(snapshotLimits.customValues, budget));
      budget -= Object.keys(split.entries).length;
      custom[field] = { cents: sum.cents, ...split };
    }
    return { asOf: this.asOf, ...meta, items: this.items, total: this.total, dimensions, custom };
  }
}
