/**
 * Depreciation and book value of an item (issue 28, section 3), in whole cents, as of any date.
 * docs/depreciation.md gives the rules; in short, as the accounting 1C keeps for Ukraine and Poland
 * does it:
 * - Depreciation is charged by whole months, from the month after the item was put in service, for
 *   its useful life; a month counts once it has ended on the date asked about.
 * - Decommissioning ends it: the month of decommissioning is the last one charged.
 * - Straight-line: (cost - salvage value) spread evenly over the useful life.
 * - Declining balance: each year of service charges the rate on the book value at its start, a
 *   twelfth a month; the book value never falls below the salvage value, and the last month of the
 *   useful life brings it down to the salvage value.
 */

export const depreciationMethods = ['straight-line', 'declining-balance'] as const;
export type DepreciationMethod = (typeof depreciationMethods)[number];

/** Whether a YYYY-MM-DD string names a day that exists (2026-02-30 and 2026-13-01 do not). */
export function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** How an item's type meets its company default: case- and space-insensitively, as the type filter compares. */
export function depreciationTypeKey(type: string): string {
  return type.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export interface DepreciationTerms {
  /** The day the item was put in service (YYYY-MM-DD). */
  inServiceDate: string;
  costCents: number;
  salvageCents: number;
  lifeMonths: number;
  method: DepreciationMethod;
  /** Declining balance: the yearly rate in percent; without it, twice the straight-line rate (double declining balance). */
  ratePercent?: number;
  /** The day the item was decommissioned (YYYY-MM-DD): no month after this one is charged. */
  endDate?: string;
}

export interface Depreciation {
  /** Months charged so far. */
  months: number;
  accumulatedCents: number;
  bookValueCents: number;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Months since year 0 of a YYYY-MM-DD date, and whether the date is its month's last day. */
function monthOf(date: string): { index: number; lastDay: boolean } {
  const match = isoDate.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { index: year * 12 + month - 1, lastDay: day === daysInMonth };
}

/** Rounds half away from zero to a whole cent. */
function roundCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** The yearly rate of the declining-balance method, in percent. */
export function decliningRatePercent(terms: Pick<DepreciationTerms, 'lifeMonths' | 'ratePercent'>): number {
  return terms.ratePercent ?? 200 / (terms.lifeMonths / 12);
}

/** The months charged by `asOf`: ended months from the one after the in-service month, within the useful life and up to decommissioning. */
export function monthsCharged(terms: Pick<DepreciationTerms, 'inServiceDate' | 'lifeMonths' | 'endDate'>, asOf: string): number {
  const first = monthOf(terms.inServiceDate).index + 1;
  const today = monthOf(asOf);
  let last = today.lastDay ? today.index : today.index - 1;
  if (terms.endDate) last = Math.min(last, monthOf(terms.endDate).index);
  last = Math.min(last, first + terms.lifeMonths - 1);
  return Math.max(0, last - first + 1);
}

/** Accumulated depreciation and book value of an item as of a date. */
export function depreciationAsOf(terms: DepreciationTerms, asOf: string): Depreciation {
  const depreciable = Math.max(0, terms.costCents - terms.salvageCents);
  const months = terms.lifeMonths > 0 ? monthsCharged(terms, asOf) : 0;
  let accumulated = 0;
  if (depreciable > 0 && months > 0) {
    accumulated = terms.method === 'straight-line' ? roundCents((depreciable * months) / terms.lifeMonths) : decliningAccumulated(terms, months);
  }
  return { months, accumulatedCents: accumulated, bookValueCents: terms.costCents - accumulated };
}

function decliningAccumulated(terms: DepreciationTerms, months: number): number {
  const rate = decliningRatePercent(terms) / 100;
  let book = terms.costCents;
  for (let start = 0; start < months; start += 12) {
    const monthsThisYear = Math.min(12, months - start);
    const yearly = roundCents(book * rate);
    book = Math.max(terms.salvageCents, book - roundCents((yearly * monthsThisYear) / 12));
    if (start + monthsThisYear >= terms.lifeMonths) book = Math.min(book, terms.salvageCents);
  }
  return terms.costCents - book;
}
