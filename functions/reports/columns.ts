import { canonicalCurrency, type CurrencyInput, type StoredCurrency } from '../../shared/limits';
import type { Item } from '../../shared/schemas/items';
import { spreadsheetDateFormat } from '../lib/spreadsheet-words';
import type { ReportColumnName, ReportTexts } from './texts';

/**
 * The item list report's columns: what each cell holds and how Excel shows it. Money is a number
 * (sums and filters work) shown in the company currency; dates are dates (Excel keeps no time zone:
 * they are UTC, as the API's timestamps).
 */

export type CellValue = string | number | Date | null;

export interface ReportColumn {
  name: ReportColumnName;
  width: number;
  numFmt?: string;
  /** Written after the header (the day book values are for). */
  headerNote?: string;
  value: (item: Item, texts: ReportTexts) => CellValue;
}

/**
 * Excel number formats of the company currencies (shared/limits.ts), the symbol where the currency
 * has a common one. A company that stored 'EU' reads as 'EUR' (functions/company/store.ts); 'DNN',
 * no ISO currency, shows its code.
 */
export const currencyFormats: Record<StoredCurrency, string> = {
  UAH: '#,##0.00 "₴"',
  RUB: '#,##0.00 "₽"',
  KZT: '#,##0.00 "₸"',
  USD: '"$"#,##0.00',
  EUR: '#,##0.00 "€"',
  PLN: '#,##0.00 "zł"',
  IDR: '"Rp" #,##0.00',
  MDL: '#,##0.00 "L"',
  UZS: '#,##0.00 "soʻm"',
  KGS: '#,##0.00 "сом"',
  DNN: '#,##0.00 "DNN"',
  GBP: '"£"#,##0.00',
};


/** Exact decimal strings of the API ("1234.50") as numbers. */
const money = (value: string): number => Number(value);

/** Plain two decimals, for a code the table does not know (none is stored: the API accepts only known codes). */
const plainMoneyFormat = '#,##0.00';

/**
 * Book value and accumulated depreciation of the item's total as of the report's day (the items
 * carry them: walkItems computes them for that day). An item without a useful life keeps its cost
 * (docs/depreciation.md): book value = total price, nothing accumulated.
 */
const bookValue = (item: Item) => money(item.depreciation?.bookValue ?? item.totalPrice);
const accumulated = (item: Item) => money(item.depreciation?.accumulated ?? '0');

/** The columns of a report in `currency`; `asOf` (YYYY-MM-DD) is the day of its book values, noted in their headers. */
export function reportColumns(currency: CurrencyInput, asOf?: string): ReportColumn[] {
  const moneyFormat = currencyFormats[canonicalCurrency(currency)] ?? plainMoneyFormat;
  const note = asOf ? { headerNote: asOf } : {};
  return [
    { name: 'code', width: 16, value: (item) => item.code },
    { name: 'title', width: 36, value: (item) => item.title },
    { name: 'brand', width: 16, value: (item) => item.brand },
    { name: 'model', width: 16, value: (item) => item.model },
    { name: 'type', width: 16, value: (item) => item.type },
    { name: 'serial', width: 18, value: (item) => item.serial },
    { name: 'capacity', width: 12, value: (item) => item.capacity },
    { name: 'status', width: 20, value: (item, texts) => texts.statuses[item.status] },
    { name: 'quantity', width: 10, numFmt: '0', value: (item) => item.quantity },
    { name: 'units', width: 10, value: (item, texts) => (item.units ? (texts.units[item.units as keyof ReportTexts['units']] ?? item.units) : null) },
    { name: 'price', width: 16, numFmt: moneyFormat, value: (item) => money(item.price) },
    { name: 'totalPrice', width: 16, numFmt: moneyFormat, value: (item) => money(item.totalPrice) },
    { name: 'bookValue', width: 18, numFmt: moneyFormat, ...note, value: bookValue },
    { name: 'accumulatedDepreciation', width: 18, numFmt: moneyFormat, ...note, value: accumulated },
    { name: 'responsible', width: 24, value: (item) => item.responsible?.name ?? null },
    { name: 'object', width: 20, value: (item) => item.object?.title ?? null },
    { name: 'location', width: 20, value: (item) => item.location?.title ?? null },
    { name: 'created', width: 17, numFmt: spreadsheetDateFormat, value: (item) => new Date(item.createdAt) },
  ];
}

/** One item's cells, in column order. */
export function rowOf(columns: readonly ReportColumn[], item: Item, texts: ReportTexts): CellValue[] {
  return columns.map((column) => column.value(item, texts));
}
