import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Stocktaking, StocktakingLine } from '../../shared/schemas/stocktaking';
import type { Language } from '../../shared/i18n/languages';
import { textCell, textCells } from '../lib/spreadsheet-cell';
import { spreadsheetDateFormat, unitWords } from '../lib/spreadsheet-words';
import { drained } from '../lib/xlsx-stream';
import { stocktakingReportTexts, type StocktakingColumnName, type StocktakingReportTexts } from './report-texts';

/**
 * The stocktaking results as xlsx: a summary (title, scope, who started and finished it and when,
 * the counts) above one row per line. Streamed with exceljs's writer like the item list report,
 * so memory holds about one page of lines whatever their number. Dates are UTC, as the API's.
 */

type Cell = string | number | Date | null;

interface Column {
  name: StocktakingColumnName;
  width: number;
  numFmt?: string;
  value: (line: StocktakingLine, texts: StocktakingReportTexts, units: Record<string, string>) => Cell;
}

const columns: readonly Column[] = [
  { name: 'code', width: 16, value: (line) => line.code },
  { name: 'title', width: 36, value: (line, texts) => (line.item === null && !line.title ? texts.unknownCode : line.title) },
  { name: 'brand', width: 16, value: (line) => line.brand },
  { name: 'model', width: 16, value: (line) => line.model },
  { name: 'serial', width: 18, value: (line) => line.serial },
  { name: 'object', width: 20, value: (line) => line.object?.title ?? null },
  { name: 'location', width: 20, value: (line) => line.location?.title ?? null },
  { name: 'responsible', width: 24, value: (line) => line.responsible?.name ?? null },
  { name: 'accountingQuantity', width: 12, value: (line) => line.accountingQuantity },
  { name: 'actualQuantity', width: 12, value: (line) => line.actualQuantity },
  { name: 'units', width: 10, value: (line, _texts, units) => (line.units ? (units[line.units] ?? line.units) : null) },
  { name: 'result', width: 14, value: (line, texts) => texts.results[line.result] },
  { name: 'presence', width: 14, value: (line, texts) => texts.presences[line.presence] },
  { name: 'lastScanBy', width: 24, value: (line) => line.lastScan?.by.name ?? null },
  { name: 'lastScanAt', width: 17, numFmt: spreadsheetDateFormat, value: (line) => (line.lastScan ? new Date(line.lastScan.at) : null) },
];

/** The scope in words: the whole company, the objects and locations it names, or the person. */
export function scopeText(stocktaking: Pick<Stocktaking, 'scope' | 'target'>, texts: StocktakingReportTexts): string {
  const { scope, target } = stocktaking;
  if (scope.kind === 'company') return texts.scope.company;
  if (scope.kind === 'responsible') return `${texts.scope.responsible}: ${target.responsible?.name ?? ''}`;
  const parts: string[] = [];
  if (target.objects.length) parts.push(`${texts.scope.objects}: ${target.objects.map((place) => place.title).join(', ')}`);
  if (target.locations.length) parts.push(`${texts.scope.locations}: ${target.locations.map((place) => place.title).join(', ')}`);
  return parts.join('; ');
}

/** Rows of the summary above the table (label, value, and a date where there is one). */
function summaryRows(stocktaking: Stocktaking, texts: StocktakingReportTexts): Cell[][] {
  const { summary } = texts;
  return [
    [summary.scope, scopeText(stocktaking, texts)],
    [summary.status, texts.statuses[stocktaking.status]],
    [summary.startedBy, stocktaking.startedBy.name, new Date(stocktaking.startDate)],
    [summary.finishedBy, stocktaking.finishedBy?.name ?? null, stocktaking.endDate ? new Date(stocktaking.endDate) : null],
    [summary.expected, stocktaking.counts.expected],
    [summary.found, stocktaking.counts.found],
    [summary.missing, stocktaking.counts.missing],
    [summary.unexpected, stocktaking.counts.unexpected],
  ];
}

/** The first row of the lines (the column headers sit just above it): the title, the summary and a blank row come first. */
export const firstLineRow = 1 + 8 + 1 + 1 + 1;

/**
 * Streams the workbook into `out`: each row is committed as it is written and the writer waits for
 * the compressor and `out` between pages. Answers how many lines it wrote.
 */
export async function writeStocktakingXlsx(
  stocktaking: Stocktaking,
  pages: AsyncIterable<readonly StocktakingLine[]>,
  out: Writable,
  language: Language,
): Promise<number> {
  const texts = stocktakingReportTexts[language];
  const units: Record<string, string> = unitWords[language];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const headerRow = firstLineRow - 1;
  const sheet = workbook.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: headerRow }] });
  // Keys and widths only: the headers row is written below the summary, not as row 1.
  sheet.columns = columns.map((column) => ({ key: column.name, width: column.width, ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}) }));

  const title = sheet.addRow([textCell(`${texts.heading}: ${stocktaking.title}`)]);
  title.font = { bold: true, size: 14 };
  title.commit();
  for (const cells of summaryRows(stocktaking, texts)) {
    const row = sheet.addRow(textCells(cells));
    row.getCell(1).font = { bold: true };
    row.getCell(3).numFmt = spreadsheetDateFormat;
    row.commit();
  }
  sheet.addRow([]).commit();
  const header = sheet.addRow(columns.map((column) => texts.headers[column.name]));
  header.font = { bold: true };
  header.commit();

  let lines = 0;
  for await (const page of pages) {
    for (const line of page) {
      sheet.addRow(textCells(columns.map((column) => column.value(line, texts, units)))).commit();
      lines += 1;
    }
    await drained(sheet, out);
  }
  sheet.commit();
  await workbook.commit();
  return lines;
}
