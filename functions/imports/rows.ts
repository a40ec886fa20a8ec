import { importLimits, uploadUnits, type ImportColumn, type RowErrorCode, type UploadUnit } from '../../shared/import-columns';
import type { RowError } from '../../shared/schemas/imports';
import type { NewItemFields } from '../items/public';

/** A cell as read from the sheet: text, a number, or nothing. */
export type CellValue = string | number | null;

export interface ValidRow {
  item: NewItemFields;
  copies: number;
}

const textLimits: Record<'title' | 'brand' | 'model' | 'type' | 'serial' | 'capacity', number> = {
  title: 200, brand: 120, model: 120, type: 120, serial: 120, capacity: 120,
};

const unitAliases = new Map<string, UploadUnit>([
  ...uploadUnits.map((unit) => [unit, unit] as const),
  ['pcs', 'pieces'], ['pc', 'pieces'], ['шт', 'pieces'], ['szt', 'pieces'],
]);

function text(value: CellValue): string | null {
  if (value === null) return null;
  const trimmed = String(value).trim();
  return trimmed ? trimmed : null;
}

/** A whole number as typed or as the sheet stored it; null when the cell is not one. */
function wholeNumber(value: string): number | null {
  if (!/^[+]?\d{1,13}(\.0+)?$/.test(value)) return null;
  return Number(value.split('.')[0]);
}

/** Whole cents of a price with at most two decimals (a comma counts as the decimal point); null otherwise. */
export function priceCents(value: CellValue): number | null {
  if (value === null) return 0;
  let written: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    // A numeric cell holds a binary float: 12.1 is stored as 12.0999..., so compare at cent precision.
    const cents = Math.round(value * 100);
    if (Math.abs(cents - value * 100) > 1e-6 * Math.max(1, Math.abs(value))) return null;
    return cents;
  }
  written = value.trim().replace(',', '.');
  if (!written) return 0;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(written);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Checks one data row and builds the item it stands for (assets.md section 5): the title is
 * required; a model needs a brand; quantity and copies are whole and positive; the price has at most
 * two decimals; the unit is one of the upload units and is required when a quantity is given. A row
 * with a unit is a batch of `quantity` (1 when empty) units.
 */
export function validateRow(row: number, cells: Partial<Record<ImportColumn, CellValue>>): { value: ValidRow; errors: [] } | { value: null; errors: RowError[] } {
  const errors: RowError[] = [];
  const fail = (column: ImportColumn | null, code: RowErrorCode) => errors.push({ row, column, code });
  const texts = {} as Record<keyof typeof textLimits, string | null>;
  for (const column of Object.keys(textLimits) as (keyof typeof textLimits)[]) {
    const value = text(cells[column] ?? null);
    if (value && value.length > textLimits[column]) fail(column, 'max_length');
    texts[column] = value;
  }
  if (!texts.title) fail('title', 'required');
  if (texts.model && !texts.brand) fail('brand', 'brand_before_model');

  const quantityText = text(cells.quantity ?? null);
  let quantity = 1;
  if (quantityText !== null) {
    const parsed = wholeNumber(quantityText);
    if (parsed === null) fail('quantity', 'integer');
    else if (parsed < 1 || parsed > 1_000_000_000) fail('quantity', 'positive');
    else quantity = parsed;
  }

  const unitText = text(cells.units ?? null);
  const unit = unitText === null ? null : unitAliases.get(unitText.toLowerCase()) ?? undefined;
  if (unit === undefined) fail('units', 'units');
  else if (unit === null && quantityText !== null) fail('units', 'unit_required');

  const price = priceCents(cells.price ?? null);
  if (price === null) fail('price', 'price');

  const copiesText = text(cells.copies ?? null);
  let copies = 1;
  if (copiesText !== null) {
    const parsed = wholeNumber(copiesText);
    if (parsed === null || parsed < 1 || parsed > importLimits.maxCopies) fail('copies', 'copies');
    else copies = parsed;
  }

  if (errors.length) return { value: null, errors };
  return {
    value: {
      copies,
      item: {
        title: texts.title!,
        brand: texts.brand,
        model: texts.model,
        type: texts.type,
        serial: texts.serial,
        capacity: texts.capacity,
        accountingType: unit ? 'batch' : 'single',
        quantity,
        units: unit ?? null,
        priceCents: price!,
        customs: {},
      },
    },
    errors: [],
  };
}

/** A row whose cells are all empty is skipped, as spreadsheets keep formatted empty rows. */
export function isEmptyRow(cells: Partial<Record<ImportColumn, CellValue>>): boolean {
  return Object.values(cells).every((value) => text(value ?? null) === null);
}
