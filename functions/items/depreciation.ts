import { decliningRatePercent, depreciationAsOf, depreciationTypeKey, type DepreciationTerms } from '../../shared/depreciation';
import { formatCents } from '../../shared/money';
import type { DepreciationDefault } from '../../shared/schemas/company';
import type { ItemDepreciation } from '../../shared/schemas/depreciation';
import type { Item } from '../../shared/schemas/items';
import { keptDepreciationDefaults } from '../company/public';
import { toItem, type ItemRecord } from './store/record';

/**
 * An item's depreciation (docs/depreciation.md): its terms are its own fields where it has them,
 * else its type's company default, field by field; the calculation is shared/depreciation.ts. A
 * list, card or report reads the company's defaults once (depreciationContext) and computes every
 * item from its record, with no read per item.
 */

/** The company's defaults by type, keyed as items' types meet them (depreciationTypeKey). */
export type TypeDefaults = ReadonlyMap<string, DepreciationDefault>;

export function typeDefaultsOf(defaults: readonly DepreciationDefault[]): TypeDefaults {
  return new Map(defaults.map((entry) => [depreciationTypeKey(entry.type), entry]));
}

/** What the computation reads of an item record. */
export type DepreciationFields = Pick<
  ItemRecord,
  | 'type'
  | 'priceCents'
  | 'quantity'
  | 'status'
  | 'statusBeforeInactive'
  | 'createdAt'
  | 'updatedAt'
  | 'inServiceDate'
  | 'usefulLifeMonths'
  | 'salvageCents'
  | 'depreciationMethod'
  | 'depreciationRate'
  | 'decommissionedOn'
>;

export interface ResolvedTerms {
  terms: DepreciationTerms;
  /** Where the useful life came from. */
  source: 'item' | 'type';
}

const dayOf = (timestamp: string) => timestamp.slice(0, 10);

/** Today (UTC) as YYYY-MM-DD: the day the card and the list compute for. */
export function todayUtc(now = new Date()): string {
  return dayOf(now.toISOString());
}

/**
 * The day depreciation ends: the decommissioning day kept with the item; an item decommissioned
 * before that day was kept has its last change instead (a decommissioned item takes no edits, so
 * that is when it was decommissioned, unless an object rename touched it since: docs/depreciation.md).
 */
function endDateOf(record: DepreciationFields): string | undefined {
  const decommissioned = record.status === 'decommissioned' || (record.status === 'inactive' && record.statusBeforeInactive === 'decommissioned');
  if (!decommissioned) return undefined;
  return record.decommissionedOn ?? dayOf(record.updatedAt ?? record.createdAt);
}

/**
 * The item's terms: its own useful life, salvage value, method and rate where set, else its type's
 * default for each; no useful life from either: null (nothing to depreciate). Money is for the item's
 * total: cost = unit price x quantity, salvage = its own (per unit) x quantity or the type's percent of the cost.
 */
export function resolveTerms(record: DepreciationFields, defaults: TypeDefaults): ResolvedTerms | null {
  const typeDefault = record.type ? defaults.get(depreciationTypeKey(record.type)) : undefined;
  const own = record.usefulLifeMonths ?? null;
  const lifeMonths = own ?? typeDefault?.usefulLifeMonths;
  if (!lifeMonths) return null;
  const costCents = record.priceCents * record.quantity;
  const ownSalvage = record.salvageCents ?? null;
  const salvageCents = ownSalvage !== null ? ownSalvage * record.quantity : typeDefault ? Math.round((costCents * typeDefault.salvagePercent) / 100) : 0;
  const ratePercent = record.depreciationRate ?? typeDefault?.ratePercent ?? undefined;
  const endDate = endDateOf(record);
  return {
    source: own !== null ? 'item' : 'type',
    terms: {
      inServiceDate: record.inServiceDate ?? dayOf(record.createdAt),
      costCents,
      salvageCents,
      lifeMonths,
      method: record.depreciationMethod ?? typeDefault?.method ?? 'straight-line',
      ...(ratePercent === undefined ? {} : { ratePercent }),
      ...(endDate ? { endDate } : {}),
    },
  };
}

/** Book value and accumulated depreciation of the item's total as of `asOf`, or null without a useful life. */
export function itemDepreciation(record: DepreciationFields, defaults: TypeDefaults, asOf: string): ItemDepreciation | null {
  const resolved = resolveTerms(record, defaults);
  if (!resolved) return null;
  const { months, accumulatedCents, bookValueCents } = depreciationAsOf(resolved.terms, asOf);
  return {
    bookValue: formatCents(bookValueCents),
    accumulated: formatCents(accumulatedCents),
    months,
    asOf,
    method: resolved.terms.method,
    usefulLifeMonths: resolved.terms.lifeMonths,
    source: resolved.source,
  };
}

/**
 * An item's book value in cents as of `asOf`: the card's, and without a useful life its cost (the
 * item's total price), as the xlsx report shows it.
 */
export function bookValueCents(record: DepreciationFields & { totalCents: number }, defaults: TypeDefaults, asOf: string): number {
  const resolved = resolveTerms(record, defaults);
  return resolved ? depreciationAsOf(resolved.terms, asOf).bookValueCents : record.totalCents;
}

/** An item's book value as the company's writes compute it today: what the list's book value order keeps (docs/depreciation.md "List order"). */
export type BookValueOf = (record: DepreciationFields & { totalCents: number }) => number;

/** The company's BookValueOf: its defaults (kept by the function for a minute) as of today (UTC). */
export async function companyBookValues(companyId: string, now = new Date()): Promise<BookValueOf> {
  const defaults = typeDefaultsOf(await keptDepreciationDefaults(companyId));
  const asOf = todayUtc(now);
  return (record) => bookValueCents(record, defaults, asOf);
}

/** The company's defaults and the day to compute for, read once per request. */
export interface DepreciationContext {
  defaults: TypeDefaults;
  asOf: string;
}

export async function depreciationContext(companyId: string, asOf = todayUtc()): Promise<DepreciationContext> {
  return { defaults: typeDefaultsOf(await keptDepreciationDefaults(companyId)), asOf };
}

/** The item as the API answers it, with its depreciation. */
export function withDepreciation(record: ItemRecord, context: DepreciationContext): Item {
  return { ...toItem(record), depreciation: itemDepreciation(record, context.defaults, context.asOf) };
}

/** The depreciation the integration API answers: the computed values with the resolved terms, so 1C can reconcile them with its own. */
export interface ExternalDepreciation extends ItemDepreciation {
  inServiceDate: string;
  cost: string;
  salvageValue: string;
  ratePercent: number | null;
  endDate: string | null;
}

export function externalDepreciation(record: DepreciationFields, context: DepreciationContext): ExternalDepreciation | null {
  const resolved = resolveTerms(record, context.defaults);
  const computed = itemDepreciation(record, context.defaults, context.asOf);
  if (!resolved || !computed) return null;
  const { terms } = resolved;
  return {
    ...computed,
    inServiceDate: terms.inServiceDate,
    cost: formatCents(terms.costCents),
    salvageValue: formatCents(terms.salvageCents),
    ratePercent: terms.method === 'declining-balance' ? decliningRatePercent(terms) : null,
    endDate: terms.endDate ?? null,
  };
}
