import { depreciationTypeKey, type DepreciationMethod } from '../../../../shared/depreciation';
import { depreciationDefaultsMax, depreciationDefaultsSchema, type DepreciationDefault } from '../../../../shared/schemas/company';
import { lifeMonthsOf, percentOf } from './depreciation-form';

export type { DepreciationDefault };
/** The most types the company's defaults hold (the PUT refuses more). */
export const maxDefaultTypes = depreciationDefaultsMax;

/** A row of the defaults table as typed; `key` keeps a row's inputs while rows are added and removed. */
export interface DefaultRow {
  key: string;
  type: string;
  usefulLifeMonths: string;
  salvagePercent: string;
  method: DepreciationMethod;
  ratePercent: string;
}

export const defaultRowFields = ['type', 'usefulLifeMonths', 'salvagePercent', 'method', 'ratePercent'] as const;
export type DefaultRowField = (typeof defaultRowFields)[number];
/** Field error codes by row index. */
export type DefaultRowsErrors = Record<number, Partial<Record<DefaultRowField, string>>>;

let nextKey = 0;
const newKey = () => `row-${(nextKey += 1)}`;

export function rowsOf(defaults: readonly DepreciationDefault[]): DefaultRow[] {
  return defaults.map((entry) => ({
    key: newKey(),
    type: entry.type,
    usefulLifeMonths: String(entry.usefulLifeMonths),
    salvagePercent: String(entry.salvagePercent),
    method: entry.method,
    ratePercent: entry.ratePercent == null ? '' : String(entry.ratePercent),
  }));
}

/** A new row: straight-line, no salvage, the life still to be typed. */
export function newRow(type = ''): DefaultRow {
  return { key: newKey(), type, usefulLifeMonths: '', salvagePercent: '0', method: 'straight-line', ratePercent: '' };
}

/** Whether the rows say something else than the saved defaults (the keys aside). */
export function rowsChanged(rows: readonly DefaultRow[], saved: readonly DepreciationDefault[]): boolean {
  const plain = (list: readonly DefaultRow[]) => JSON.stringify(list.map(({ key: _key, ...row }) => row));
  return plain(rows) !== plain(rowsOf(saved));
}

/** The PUT body: trimmed types, numbers where they read as such (else as typed, for the schema to name), a rate only for declining balance. */
export function defaultsRequestOf(rows: readonly DefaultRow[]) {
  return {
    defaults: rows.map((row) => {
      const life = row.usefulLifeMonths.trim();
      const salvage = row.salvagePercent.trim() || '0';
      const rate = row.ratePercent.trim();
      return {
        type: row.type.trim(),
        usefulLifeMonths: lifeMonthsOf(life) ?? life,
        salvagePercent: percentOf(salvage) ?? salvage,
        method: row.method,
        ratePercent: row.method === 'declining-balance' && rate ? (percentOf(rate) ?? rate) : null,
      };
    }),
  };
}

/** Field error codes by row from error paths `defaults.<index>.<field>` (the server's) or `[defaults, index, field]` (the schema's). */
function byRow(entries: Iterable<[path: readonly PropertyKey[], code: string]>): DefaultRowsErrors {
  const errors: DefaultRowsErrors = {};
  for (const [path, code] of entries) {
    const [list, index, field] = path;
    if (list !== 'defaults' || typeof index !== 'number' || !(defaultRowFields as readonly unknown[]).includes(field)) continue;
    const name = field as DefaultRowField;
    if (!errors[index]?.[name]) errors[index] = { ...errors[index], [name]: code };
  }
  return errors;
}

/**
 * The PUT's own checks (shared/schemas/company.ts), made before sending so each row shows its own:
 * a type, unique regardless of case; a life of 1..1200 months; salvage 0..100 %; a rate above 0 and
 * up to 100 % or none.
 */
export function rowsErrorsOf(rows: readonly DefaultRow[]): DefaultRowsErrors {
  const parsed = depreciationDefaultsSchema.safeParse(defaultsRequestOf(rows));
  return parsed.success ? {} : byRow(parsed.error.issues.map((issue) => [issue.path, issue.message]));
}

/** A refused save's field errors by row (the server names them `defaults.<index>.<field>`). */
export function rowsErrorsOfAnswer(fields: Record<string, string>): DefaultRowsErrors {
  return byRow(
    Object.entries(fields).map(([path, code]) => [path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), code]),
  );
}

/** The company's existing types not yet in the table, for the type field's suggestions. */
export function typeSuggestions(known: readonly string[], rows: readonly DefaultRow[]): string[] {
  const taken = new Set(rows.map((row) => depreciationTypeKey(row.type)));
  const out = new Map<string, string>();
  for (const type of known) {
    const key = depreciationTypeKey(type);
    if (key && !taken.has(key) && !out.has(key)) out.set(key, type.trim());
  }
  return [...out.values()].sort((a, b) => a.localeCompare(b));
}
