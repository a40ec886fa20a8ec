import type { DepreciationDefault, DepreciationDefaults } from '../../shared/schemas/company';
import { depreciationDefaultsOf, requireCompany, saveDepreciationDefaults } from './store';

/**
 * The company's depreciation terms per item type (docs/depreciation.md): an item without its own
 * useful life, salvage value, method or rate takes its type's, field by field. Kept as one record
 * beside the company, so an item list, card or report reads it once.
 */

/** How long a function keeps a company's defaults it read: every item list and card needs them, and they rarely change. */
const keptForMs = 60_000;
/** Companies a function keeps the defaults of at most (the oldest read is dropped first). */
const keptCompanies = 500;
const kept = new Map<string, { defaults: DepreciationDefault[]; until: number }>();

/**
 * The defaults for the items' book values, kept by this function for a minute after it read them: an
 * item list or card reads nothing for them while they are kept (0.5-1 RCU a call otherwise). A change
 * made through this process is seen at once (the local stack, the tests); another function (in AWS,
 * the company function saves, the items function lists) sees it within the minute.
 */
export async function keptDepreciationDefaults(companyId: string): Promise<DepreciationDefault[]> {
  const now = Date.now();
  const found = kept.get(companyId);
  if (found && found.until > now) return found.defaults;
  const defaults = await depreciationDefaultsOf(companyId);
  kept.delete(companyId);
  kept.set(companyId, { defaults, until: now + keptForMs });
  if (kept.size > keptCompanies) kept.delete(kept.keys().next().value!);
  return defaults;
}

export async function depreciationDefaults(companyId: string): Promise<DepreciationDefaults> {
  await requireCompany(companyId);
  return { defaults: await depreciationDefaultsOf(companyId) };
}

/** Replaces the whole list (the body was checked at the edge: at most 200, types unique case-insensitively). */
export async function setDepreciationDefaults(companyId: string, input: DepreciationDefaults): Promise<DepreciationDefaults> {
  await requireCompany(companyId);
  const defaults = input.defaults.map(({ type, usefulLifeMonths, salvagePercent, method, ratePercent }) => ({ type, usefulLifeMonths, salvagePercent, method, ratePercent }));
  await saveDepreciationDefaults(companyId, defaults, new Date().toISOString());
  kept.delete(companyId);
  return { defaults };
}
