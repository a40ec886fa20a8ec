import { errorColumnHeader, importHeaders, rowErrorMessages, type FileErrorKind, type ImportColumn } from '../../shared/import-columns';
import type { RowError } from '../../shared/schemas/imports';
import { isAppError } from '../lib/http/errors';
import { ZipFormatError } from '../lib/zip-directory';
import { matchHeaders, type HeaderMatch } from './columns';
import { isEmptyRow, type CellValue } from './rows';
import { errorFileKey, putFile, readUpload } from './storage';
import type { DataFileRecord } from './store';
import { checkWorkbook, unpackedWorkbook } from './unpack';
import { sheetRows, withErrorColumn, type SheetRow } from './workbook';

/** An uploaded file as the import reads it: its data rows, why it is refused whole, and its error file. */

export interface DataRow {
  number: number;
  cells: Partial<Record<ImportColumn, CellValue>>;
}

/** The uploaded file as the xlsx reader reads it: its zip checked against the caps first, held to them while read (unpack.ts). */
export async function uploadedWorkbook(record: DataFileRecord) {
  return unpackedWorkbook(checkWorkbook(await readUpload(record.fileKey)));
}

/**
 * Why a file read no further is refused as a whole, or null for any other failure: larger than
 * the limit now, not a zip the reader can vouch for, or over a cap of what it unpacks to.
 */
export function refusalOf(error: unknown): FileErrorKind | null {
  if (error instanceof ZipFormatError) return 'type';
  if (!isAppError(error)) return null;
  if (error.errorName === 'ImportFileUnpackedTooLarge') return 'unpacked';
  if (error.errorName === 'ImportFileTooLarge') return 'size';
  return null;
}

/** The data rows of the file (the first non-empty row is the header row), empty rows skipped. */
export async function* dataRows(record: DataFileRecord, onHeader: (match: HeaderMatch, row: SheetRow) => boolean): AsyncGenerator<DataRow> {
  let match: HeaderMatch | null = null;
  for await (const row of sheetRows(await uploadedWorkbook(record))) {
    if (!match) {
      if (row.cells.size === 0) continue;
      match = matchHeaders(new Map([...row.cells].map(([position, value]) => [position, String(value)])));
      if (!onHeader(match, row)) return;
      continue;
    }
    const cells: Partial<Record<ImportColumn, CellValue>> = {};
    for (const [position, column] of match.columns) cells[column] = row.cells.get(position) ?? null;
    if (isEmptyRow(cells)) continue;
    yield { number: row.number, cells };
  }
}

export function rowMessages(record: DataFileRecord, errors: RowError[]): string {
  const language = record.language;
  return errors
    .map((error) => (error.column ? `${importHeaders[language][error.column]}: ` : '') + rowErrorMessages[language][error.code])
    .join('; ');
}

export async function writeErrorFile(record: DataFileRecord, headerMessage: string | null, messages: ReadonlyMap<number, string>, headerRow: number): Promise<string> {
  const header = headerMessage ? `${errorColumnHeader[record.language]}: ${headerMessage}` : errorColumnHeader[record.language];
  const file = await withErrorColumn(await uploadedWorkbook(record), header, headerRow, (row) => messages.get(row));
  const key = errorFileKey(record.companyId, record._id);
  await putFile(key, file);
  return key;
}
