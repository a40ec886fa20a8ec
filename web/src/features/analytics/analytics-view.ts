import type { AnalyticsDimensionName } from '../../../../shared/schemas/analytics';
import type { ItemStatus } from '../../../../shared/schemas/items';
import type { ItemsSearch } from '../items/items-search';

/**
 * What the analytics page shows, apart from how: bar rows of a dimension, the items-list filter a
 * bar opens, and amounts in the company currency grouped the interface language's way.
 */

/** One bar: `id` is unique within its chart (labels may repeat, e.g. two objects' "Room 1"). */
export interface Bar {
  id: string;
  kind: 'entry' | 'others' | 'unset';
  /** The entry's label; others and unset are named by the page. */
  label: string;
  count: number;
  /** Value in the company currency (a number for the chart; the API's decimal string is exact). */
  value: number;
  /** Book value in the company currency, from the day's snapshot (0 before there is one). */
  bookValue: number;
  /** How many values "others" sums. */
  hidden?: number;
  /** The items list's search this bar opens; none for others and unset (the list has no such filter). */
  search?: ItemsSearch;
}

/** What the bars measure: items, their cost, or their book value (docs/depreciation.md, "Analytics: book value"). */
export type Measure = 'count' | 'value' | 'bookValue';

export const measures: readonly Measure[] = ['count', 'value', 'bookValue'];

interface Entry {
  key: string;
  label: string;
  count: number;
  value: string;
  /** Null before the first snapshot, or for a value the snapshot does not hold (new since). */
  bookValue: string | null;
}

interface Dimension {
  entries: Entry[];
  others: { entries: number; count: number; value: string; bookValue: string | null };
  unset: { count: number; value: string; bookValue: string | null };
}

const amount = (value: string | null) => Number(value ?? 0);

/** The filter of the items list that shows a dimension's entry (the list's own search parameters). */
export function searchOf(dimension: AnalyticsDimensionName, entry: Entry): ItemsSearch {
  switch (dimension) {
    case 'brand':
      return { brand: entry.label };
    case 'model':
      return { model: entry.label };
    case 'type':
      return { type: entry.label };
    case 'object':
      return { object: entry.key };
    case 'location':
      return { location: entry.key };
  }
}

export const statusSearch = (status: ItemStatus): ItemsSearch => ({ status });

export const customSearch = (field: string, entry?: Entry): ItemsSearch => (entry ? { customs: field, customsValue: entry.label } : { customs: field });

/** Entry bars a chart shows before the rest fold into "others" (the API lists up to 50). */
export const barsShown = 10;

/**
 * The bars of a dimension: the largest `barsShown` entries by the chosen measure, then "others"
 * (the remaining entries and the values the API did not list) and "not set", when they hold items.
 * By book value, an entry the snapshot does not hold (a value new since it was computed) is folded
 * into "others", whose book value already counts what the snapshot saw of it.
 */
export function barsOf(dimension: Dimension, searchFor: (entry: Entry) => ItemsSearch, measure: Measure): Bar[] {
  const all: Bar[] = dimension.entries.map((entry) => ({
    id: `e:${entry.key}`,
    kind: 'entry',
    label: entry.label,
    count: entry.count,
    value: Number(entry.value),
    bookValue: amount(entry.bookValue),
    search: searchFor(entry),
  }));
  const valued = new Set(dimension.entries.filter((entry) => entry.bookValue !== null).map((entry) => `e:${entry.key}`));
  const entries = measure === 'bookValue' ? all.filter((bar) => valued.has(bar.id)) : all;
  const unvalued = all.filter((bar) => !entries.includes(bar));
  entries.sort((a, b) => b[measure] - a[measure]);
  const folded = [...entries.slice(barsShown), ...unvalued];
  const others: Bar = {
    id: 'others',
    kind: 'others',
    label: '',
    hidden: folded.length + dimension.others.entries,
    count: folded.reduce((sum, bar) => sum + bar.count, dimension.others.count),
    value: folded.reduce((sum, bar) => sum + bar.value, Number(dimension.others.value)),
    bookValue: folded.reduce((sum, bar) => sum + bar.bookValue, amount(dimension.others.bookValue)),
  };
  const unset: Bar = {
    id: 'unset', kind: 'unset', label: '', count: dimension.unset.count, value: Number(dimension.unset.value), bookValue: amount(dimension.unset.bookValue),
  };
  return [...entries.slice(0, barsShown), ...[others, unset].filter((bar) => bar.count > 0)];
}

/** An amount with two decimals grouped the language's way, then the company currency's code. */
export function formatAmount(value: number, currency: string, tag: string): string {
  return `${new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} ${currency}`;
}
