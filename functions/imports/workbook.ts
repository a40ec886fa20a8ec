import ExcelJS from 'exceljs';
import { PassThrough, type Readable } from 'node:stream';
import { textCell, textCells, unescapeTextCell } from '../lib/spreadsheet-cell';
import type { CellValue } from './rows';

/**
 * Reading and writing xlsx files as streams (exceljs lives only in the import worker): a file of
 * 100,000 rows is read row by row, never held whole in memory.
 */

export interface SheetRow {
  /** The row's number in the sheet (1-based): what the user sees in the spreadsheet. */
  number: number;
  /** Non-empty cells by their 1-based column position. */
  cells: Map<number, CellValue>;
  /** The row's values as read, for copying into the error file. */
  raw: unknown[];
}

function cellValue(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  // Text our error file escaped (functions/lib/spreadsheet-cell.ts) comes back as the user wrote it.
  if (typeof value === 'string') return unescapeTextCell(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return cellValue(cell.result);
    if (typeof cell.text === 'string') return cell.text;
  }
  return null;
}

function sheetRow(row: ExcelJS.Row): SheetRow {
  const raw = (row.values as unknown[]) ?? [];
  const cells = new Map<number, CellValue>();
  raw.forEach((value, position) => {
    const read = cellValue(value);
    if (read !== null && read !== '') cells.set(position, read);
  });
  return { number: row.number, cells, raw };
}

/**
 * What the reader answers next, or the input's failure: the reader pipes the input into its
 * unzipper, and a pipe passes no error on (the reader would wait for the rest forever). The failure
 * is listened for one step at a time: a race with one promise for the whole file would keep every
 * row it ever answered.
 */
function orInputFailure(input: Readable): <T>(step: Promise<T>) => Promise<T> {
  let failure: unknown = null;
  input.once('error', (error) => (failure = error));
  return (step) => {
    if (failure) return Promise.reject(failure);
    return new Promise((resolve, reject) => {
      input.once('error', reject);
      step.then(resolve, reject).finally(() => input.off('error', reject));
    });
  };
}

/** The rows of the file's first worksheet, in order; an input that fails (an upload refused while read, unpack.ts) throws its error here. */
export async function* sheetRows(input: Readable): AsyncGenerator<SheetRow> {
  const next = orInputFailure(input);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' });
  try {
    const worksheet = await next(reader[Symbol.asyncIterator]().next());
    if (worksheet.done) return;
    const rows = worksheet.value[Symbol.asyncIterator]();
    for (let row = await next(rows.next()); !row.done; row = await next(rows.next())) yield sheetRow(row.value);
  } finally {
    input.destroy();
  }
}

/** A one-sheet workbook written in memory (the files it makes are the size of the user's upload). */
function bufferedSheet() {
  const output = new PassThrough();
  const parts: Buffer[] = [];
  output.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: true });
  const sheet = writer.addWorksheet('Items');
  const finish = async (): Promise<Buffer> => {
    sheet.commit();
    await writer.commit();
    await done;
    return Buffer.concat(parts);
  };
  return { sheet, finish };
}

/** A cell of the user's file as the error file repeats it: a formula by its value, text escaped. */
function copiedCell(value: unknown): unknown {
  if (value && typeof value === 'object' && ('formula' in value || 'sharedFormula' in value)) return textCell((value as { result?: unknown }).result ?? null);
  // The user's text as the import reads it, escaped once (an error file uploaded again is not escaped twice).
  return textCell(typeof value === 'string' ? unescapeTextCell(value) : value);
}

/**
 * Copies the first worksheet of `input` with one more column: the messages of each row's errors
 * (`errorsOf(rowNumber)`), the header row (`headerRow`) getting `header`. Answers the new file's bytes.
 */
export async function withErrorColumn(input: Readable, header: string, headerRow: number, errorsOf: (row: number) => string | undefined): Promise<Buffer> {
  const { sheet, finish } = bufferedSheet();
  let headerColumn = 0;
  let next = 1;
  for await (const row of sheetRows(input)) {
    // Rows the reader skipped (entirely empty) stay empty, so row numbers match the user's file.
    while (next < row.number) sheet.addRow([]).commit(), next++;
    if (row.number === headerRow) headerColumn = Math.max(row.raw.length, 1);
    const values = row.raw.slice(1).map(copiedCell);
    const message = row.number === headerRow ? header : errorsOf(row.number);
    const written = sheet.addRow(values);
    if (message) {
      const cell = written.getCell(headerColumn);
      cell.value = message;
      cell.font = { color: { argb: 'FFC53030' }, bold: row.number === 1 };
    }
    written.commit();
    next = row.number + 1;
  }
  return finish();
}

/** A workbook of one sheet: the header row, then the rows (the template, test files, the bench). */
export async function writeSheet(header: readonly string[], rows: Iterable<readonly CellValue[]>): Promise<Buffer> {
  const { sheet, finish } = bufferedSheet();
  const head = sheet.addRow(textCells(header));
  head.font = { bold: true };
  head.commit();
  for (const row of rows) sheet.addRow(textCells(row)).commit();
  return finish();
}
