import type { DepreciationDefaults } from '../../shared/schemas/company';
import { depreciationDefaultsOf, requireCompany, saveDepreciationDefaults } from './store';

/**
 * The company's depreciation terms per item type (docs/depreciation.md): an item without its own
 * useful life, salvage value, method or rate takes its type's, field by field. Kept as one record
 * beside the company, so an item list, card or report reads it once.
 */

export async function depreciationDefaults(companyId: string): Promise<DepreciationDefaults> {
  await requireCompany(companyId);
  return { defaults: await depreciationDefaultsOf(companyId) };
}

/** Replaces the whole list (the body was checked at the edge: at most 200, types unique case-insensitively). */
export async function setDepreciationDefaults(companyId: string, input: DepreciationDefaults): Promise<DepreciationDefaults> {
  await requireCompany(companyId);
  const defaults = input.defaults.map(({ type, usefulLifeMonths, salvagePercent, method, ratePercent }) => ({ type, usefulLifeMonths, salvagePercent, method, ratePercent }));
  await saveDepreciationDefaults(companyId, defaults, new Date().toISOString());
  return { defaults };
}
