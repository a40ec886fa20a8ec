import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/i18n/languages';
import type { Stocktaking, StocktakingLine } from '../../shared/schemas/stocktaking';
import { isCurrent, stocktakingMark } from './report';
import type { StocktakingReportRecord } from './report-store';
import { stocktakingReportTexts } from './report-texts';
import { firstLineRow, scopeText, writeStocktakingXlsx } from './report-xlsx';

const stocktaking = (patch: Partial<Stocktaking> = {}): Stocktaking => ({
  _id: 'st1',
  title: 'Warehouse, November',
  status: 'completed',
  finished: '0',
  ready: true,
  scope: { kind: 'places', objects: ['o1'], locations: ['l1'] },
  target: { objects: [{ _id: 'o1', title: 'Warehouse' }], locations: [{ _id: 'l1', title: 'Shelf 2' }], responsible: null },
  counts: { expected: 3, found: 2, missing: 1, unexpected: 1, scans: 4 },
  startedBy: { _id: 'u1', name: 'Olena Koval' },
  finishedBy: { _id: 'u2', name: 'Petro Shevchuk' },
  startDate: '2026-11-20T08:00:00.000Z',
  endDate: '2026-11-21T17:30:00.000Z',
  ...patch,
});

const line = (n: number, patch: Partial<StocktakingLine> = {}): StocktakingLine => ({
  item: `i${n}`,
  code: `QR${n}`,
  title: `Drill ${n}`,
  brand: 'Bosch',
  model: 'GSR',
  serial: `SN${n}`,
  accountingType: 'batch',
  units: 'pieces',
  object: { _id: 'o1', title: 'Warehouse' },
  location: { _id: 'l1', title: 'Shelf 2' },
  responsible: { _id: 'u1', name: 'Olena Koval' },
  accountingQuantity: 5,
  actualQuantity: 3,
  result: 'lack',
  presence: 'found',
  lastScan: { by: { _id: 'u2', name: 'Petro Shevchuk' }, at: '2026-11-21T10:00:00.000Z' },
  ...patch,
});

async function* pagesOf(lines: StocktakingLine[], size: number) {
  for (let start = 0; start < lines.length; start += size) yield lines.slice(start, start + size);
}

async function workbookOf(lines: StocktakingLine[], language: Language, of = stocktaking()) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const rows = await writeStocktakingXlsx(of, pagesOf(lines, 2), out, language);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return { rows, sheet: workbook.worksheets[0]! };
}

describe('writeStocktakingXlsx', () => {
  it('writes the summary, the localized headers and one row per line', async () => {
    const missing = line(2, { actualQuantity: 0, presence: 'missing', lastScan: null });
    const unknown = line(3, { item: null, code: 'ZZ-9', title: '', brand: null, accountingQuantity: 0, actualQuantity: 1, result: 'surplus', presence: 'unexpected' });
    const { rows, sheet } = await workbookOf([line(1), missing, unknown], 'pl');
    expect(rows).toBe(3);
    expect(sheet.name).toBe('Inwentaryzacja');
    expect(sheet.getRow(1).getCell(1).value).toBe('Inwentaryzacja: Warehouse, November');
    expect(sheet.getRow(2).getCell(2).value).toBe('Obiekty: Warehouse; Lokalizacje: Shelf 2');
    expect(sheet.getRow(4).getCell(2).value).toBe('Olena Koval');
    expect(sheet.getRow(5).getCell(3).value).toEqual(new Date('2026-11-21T17:30:00.000Z'));
    expect(sheet.getRow(6).getCell(2).value).toBe(3);
    expect(sheet.getRow(firstLineRow - 1).getCell(9).value).toBe('Ilość ewidencyjna');
    expect(sheet.rowCount).toBe(firstLineRow + 2);
    const first = sheet.getRow(firstLineRow);
    expect(first.getCell(1).value).toBe('QR1');
    expect(first.getCell(10).value).toBe(3);
    expect(first.getCell(11).value).toBe('szt.');
    expect(first.getCell(12).value).toBe('Niedobór');
    expect(first.getCell(14).value).toBe('Petro Shevchuk');
    expect(first.getCell(15).value).toEqual(new Date('2026-11-21T10:00:00.000Z'));
    expect(sheet.getRow(firstLineRow + 1).getCell(13).value).toBe('Brakujący');
    expect(sheet.getRow(firstLineRow + 2).getCell(2).value).toBe('Nieznany kod');
  });

  it('writes the headers of an empty stocktaking', async () => {
    const { rows, sheet } = await workbookOf([], 'en', stocktaking({ status: 'pending', finished: null, finishedBy: null, endDate: null }));
    expect(rows).toBe(0);
    expect(sheet.getRow(3).getCell(2).value).toBe('In progress');
    expect(sheet.getRow(firstLineRow - 1).getCell(1).value).toBe('Code');
  });

  it('names the scope in every language', () => {
    for (const texts of Object.values(stocktakingReportTexts)) {
      expect(scopeText(stocktaking({ scope: { kind: 'company' } }), texts)).toBe(texts.scope.company);
      const person = stocktaking({ scope: { kind: 'responsible', responsible: 'u1' }, target: { objects: [], locations: [], responsible: { _id: 'u1', name: 'Olena' } } });
      expect(scopeText(person, texts)).toBe(`${texts.scope.responsible}: Olena`);
    }
  });
});

describe('the current file', () => {
  const record = (patch: Partial<StocktakingReportRecord>): StocktakingReportRecord =>
    ({ fileKey: 'k', fileMark: 'completed', fileUntil: Date.now() + 60_000, ...patch }) as StocktakingReportRecord;

  it('of a completed stocktaking stays current; a pending one changes with its counts', () => {
    expect(stocktakingMark(stocktaking())).toBe('completed');
    const pending = stocktaking({ status: 'pending' });
    const scanned = stocktaking({ status: 'pending', counts: { ...pending.counts, found: 3, missing: 0, scans: 5 } });
    expect(stocktakingMark(pending)).not.toBe(stocktakingMark(scanned));
    expect(isCurrent(record({ fileMark: stocktakingMark(pending) }), stocktakingMark(pending))).toBe(true);
    expect(isCurrent(record({ fileMark: stocktakingMark(pending) }), stocktakingMark(scanned))).toBe(false);
  });

  it('is not answered once the bucket is about to expire it, or when there is none', () => {
    expect(isCurrent(record({ fileUntil: Date.now() - 1 }), 'completed')).toBe(false);
    expect(isCurrent(null, 'completed')).toBe(false);
  });
});

describe('writeStocktakingXlsx and formula injection', () => {
  it('escapes text that starts like a formula in the summary and the lines, and keeps numbers', async () => {
    const hostile = stocktaking({ title: '=cmd', startedBy: { _id: 'u1', name: '@SUM(1)' } });
    const { sheet } = await workbookOf([line(1, { title: '+Drill', serial: '-5', code: '=HYPERLINK("x")' })], 'en', hostile);
    expect(sheet.getRow(1).getCell(1).value).toBe(`${stocktakingReportTexts.en.heading}: =cmd`);
    expect(sheet.getRow(4).getCell(2).value).toBe("'@SUM(1)");
    const first = sheet.getRow(firstLineRow);
    expect([1, 2, 5].map((cell) => first.getCell(cell).value)).toEqual(["'=HYPERLINK(\"x\")", "'+Drill", "'-5"]);
    expect(first.getCell(10).value).toBe(3);
  });
});
