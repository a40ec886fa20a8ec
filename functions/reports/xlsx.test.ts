import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../shared/schemas/items';
import { spreadsheetDateFormat } from '../lib/spreadsheet-words';
import { currencyFormats, reportColumns } from './columns';
import { reportTexts } from './texts';
import { writeItemsXlsx } from './xlsx';

const item = (n: number, patch: Partial<Item> = {}): Item => ({
  _id: String(n).padStart(8, '0'),
  code: `QR${n}`,
  title: `Drill ${n}`,
  brand: 'Bosch',
  model: null,
  type: null,
  serial: null,
  capacity: null,
  accountingType: 'batch',
  quantity: 3,
  units: 'pieces',
  price: '1234.50',
  totalPrice: '3703.50',
  object: { _id: 'o1', title: 'Warehouse' },
  location: null,
  responsible: { _id: 'u1', name: 'Olena Koval' },
  customs: {},
  photos: [],
  marked: true,
  distributed: true,
  status: 'marked',
  mountedOn: null,
  equipment: [],
  service: null,
  parent: null,
  inServiceDate: null,
  usefulLifeMonths: null,
  salvageValue: null,
  depreciationMethod: null,
  depreciationRate: null,
  depreciation: null,
  version: 1,
  createdAt: '2026-03-04T05:06:00.000Z',
  updatedAt: '2026-03-04T05:06:00.000Z',
  ...patch,
});

async function* batchesOf(items: Item[], size: number) {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

async function workbookOf(items: Item[], language: keyof typeof reportTexts, currency: keyof typeof currencyFormats) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const rows = await writeItemsXlsx(batchesOf(items, 2), out, { columns: reportColumns(currency), texts: reportTexts[language] });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return { rows, sheet: workbook.worksheets[0]! };
}

describe('report columns', () => {
  it('has a header for every column in every language', () => {
    for (const texts of Object.values(reportTexts)) {
      for (const column of reportColumns('UAH')) expect(texts.headers[column.name]).toMatch(/\S/);
    }
  });

  it('formats money in every company currency', () => {
    expect(reportColumns('USD').find((column) => column.name === 'totalPrice')?.numFmt).toBe('"$"#,##0.00');
    expect(reportColumns('UAH').find((column) => column.name === 'price')?.numFmt).toBe('#,##0.00 "₴"');
    expect(reportColumns('EUR').find((column) => column.name === 'price')?.numFmt).toBe('#,##0.00 "€"');
    expect(reportColumns('DNN').find((column) => column.name === 'price')?.numFmt).toBe('#,##0.00 "DNN"');
  });

  it('formats the old alias EU as the euro, EUR', () => {
    expect(Object.keys(currencyFormats)).not.toContain('EU');
    expect(reportColumns('EU').find((column) => column.name === 'totalPrice')?.numFmt).toBe(currencyFormats.EUR);
  });

  it('gives money as numbers, status and units in words, dates as dates', () => {
    const texts = reportTexts.pl;
    const cells = Object.fromEntries(reportColumns('PLN').map((column) => [column.name, column.value(item(1), texts)]));
    expect(cells.price).toBe(1234.5);
    expect(cells.totalPrice).toBe(3703.5);
    expect(cells.status).toBe('Oznaczony');
    expect(cells.units).toBe('szt.');
    expect(cells.created).toEqual(new Date('2026-03-04T05:06:00.000Z'));
    expect(cells.location).toBeNull();
  });
});

describe('book value columns', () => {
  const depreciated = item(4, {
    depreciation: { bookValue: '2469.00', accumulated: '1234.50', months: 12, asOf: '2026-03-31', method: 'straight-line', usefulLifeMonths: 36, source: 'item' },
  });

  it('gives the book value and accumulated depreciation as numbers; an item without a useful life keeps its cost', () => {
    const texts = reportTexts.en;
    const cells = (one: Item) => Object.fromEntries(reportColumns('USD').map((column) => [column.name, column.value(one, texts)]));
    expect(cells(depreciated)).toMatchObject({ bookValue: 2469, accumulatedDepreciation: 1234.5 });
    expect(cells(item(5))).toMatchObject({ bookValue: 3703.5, accumulatedDepreciation: 0 });
  });

  it('names the day of the book values in their headers, in the report language', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeItemsXlsx(batchesOf([depreciated], 1), out, { columns: reportColumns('UAH', '2026-03-31'), texts: reportTexts.ru });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(13).value).toBe('Остаточная стоимость, 2026-03-31');
    expect(sheet.getRow(1).getCell(14).value).toBe('Накопленная амортизация, 2026-03-31');
    expect(sheet.getRow(2).getCell(13).value).toBe(2469);
    expect(sheet.getRow(2).getCell(14).numFmt).toBe(currencyFormats.UAH);
  });
});

describe('writeItemsXlsx', () => {
  it('writes localized headers, one row per item, numeric money in the currency format and real dates', async () => {
    const { rows, sheet } = await workbookOf([item(1), item(2, { price: '0.10', totalPrice: '0.30' }), item(3)], 'ua', 'UAH');
    expect(rows).toBe(3);
    expect(sheet.name).toBe('Предмети');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(2).value).toBe('Назва');
    expect(sheet.getRow(1).getCell(12).value).toBe('Загальна вартість');
    const second = sheet.getRow(3);
    expect(second.getCell(2).value).toBe('Drill 2');
    expect(second.getCell(11).value).toBe(0.1);
    expect(second.getCell(12).value).toBe(0.3);
    expect(second.getCell(12).numFmt).toBe(currencyFormats.UAH);
    expect(second.getCell(18).value).toEqual(new Date('2026-03-04T05:06:00.000Z'));
    expect(second.getCell(18).numFmt).toBe(spreadsheetDateFormat);
    expect(second.getCell(8).value).toBe('Марковано');
  });

  it('writes only the header for an empty list', async () => {
    const { rows, sheet } = await workbookOf([], 'en', 'USD');
    expect(rows).toBe(0);
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Code');
  });
});
