import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Item } from '../../shared/schemas/items';
import { textCells } from '../lib/spreadsheet-cell';
import { drained } from '../lib/xlsx-stream';
import { rowOf, type ReportColumn } from './columns';
import type { ReportTexts } from './texts';

/**
 * Streams an xlsx of the items into `out` with exceljs's streaming writer: each row is committed as
 * it is written, and between batches the writer waits while `out` is full, so memory holds about one
 * batch and the zip's buffers whatever the number of rows. Answers how many rows it wrote.
 */
export async function writeItemsXlsx(
  batches: AsyncIterable<readonly Item[]>,
  out: Writable,
  { columns, texts }: { columns: readonly ReportColumn[]; texts: ReportTexts },
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(texts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.headerNote ? `${texts.headers[column.name]}, ${column.headerNote}` : texts.headers[column.name],
    key: column.name,
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  let rows = 0;
  for await (const batch of batches) {
    for (const item of batch) {
      sheet.addRow(textCells(rowOf(columns, item, texts))).commit();
      rows += 1;
    }
    await drained(sheet, out);
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}
