import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { buildZip, deflatedRepeats, workbookParts, worksheet, type ZipPart } from '../../test/support/zips';
import { AppError } from '../lib/http/errors';
import { ZipFormatError } from '../lib/zip-directory';
import { checkWorkbook, unpackedWorkbook, unpackLimits, XmlWatch } from './unpack';
import { sheetRows, writeSheet } from './workbook';

const mb = 1024 * 1024;

async function rowsOf(input: Readable): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  for await (const row of sheetRows(input)) rows.push(row.raw.slice(1));
  return rows;
}

/** The rows as the import reads an upload: checked, then read through the caps. */
const checkedRows = (file: Buffer) => rowsOf(unpackedWorkbook(checkWorkbook(file)));

/** The error an upload is refused with, checked first or while read (a file that passes fails the test). */
async function refusalOf(file: Buffer): Promise<unknown> {
  try {
    await checkedRows(file);
  } catch (error) {
    return error;
  }
  throw new Error('the file was read to its end');
}

const cap = (error: unknown) => {
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).errorName).toBe('ImportFileUnpackedTooLarge');
  return ((error as AppError).details as { cap: string }).cap;
};

const sheetPart = (rows: readonly (readonly string[])[]): ZipPart => ({ name: 'xl/worksheets/sheet1.xml', data: worksheet(rows) });
const sstHead = '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

describe('an upload read through the import caps', () => {
  it('reads the rows exceljs reads from the file itself, inline or shared strings, in any part order', async () => {
    const rows = [['Title', 'Brand', 'Price per unit'], ['Desk & chair', 'Ikea', '12.5'], ['Лампа', '', '3']];
    const inline = await writeSheet(rows[0]!, rows.slice(1));
    expect(await checkedRows(inline)).toEqual(await rowsOf(Readable.from([inline])));

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Items');
    for (const row of rows) sheet.addRow(row);
    workbook.addWorksheet('Second').addRow(['not read']);
    const shared = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await checkedRows(shared)).toEqual(await rowsOf(Readable.from([shared])));
    expect((await checkedRows(shared))[1]).toEqual(['Desk & chair', 'Ikea', '12.5']);

    // The worksheet first in the zip, no shared strings part at all.
    const handMade = buildZip([sheetPart([['Title'], ['Crate']]), ...workbookParts]);
    expect(await checkedRows(handMade)).toEqual([['Title'], ['Crate']]);
  });

  it('never has the reader write a worksheet to a temporary file (a Lambda keeps /tmp between invocations)', async () => {
    // exceljs's own temporary files (the `tmp` package it requires): a worksheet met before the shared strings goes to one.
    const tmp = createRequire(import.meta.url)('tmp') as { file: (...args: unknown[]) => void };
    const made = vi.spyOn(tmp, 'file');
    try {
      const file = await writeSheet(['Title'], [['Desk']]);
      await rowsOf(Readable.from([file]));
      expect(made).toHaveBeenCalled();
      made.mockClear();
      expect(await checkedRows(file)).toEqual([['Title'], ['Desk']]);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('refuses before inflating anything a directory over a cap: unpacked bytes, ratio, entries, shared strings bytes', { timeout: 30_000 }, async () => {
    // A real bomb: 250 MB of rows deflated to a few hundred kilobytes.
    const rows = await deflatedRepeats('<row><c t="inlineStr"><is><t>Chair</t></is></c></row>', 5_000_000, '<worksheet><sheetData>', '</sheetData></worksheet>');
    expect(rows.size).toBeGreaterThan(unpackLimits.maxUnpackedBytes);
    expect(() => checkWorkbook(buildZip([...workbookParts, { name: 'xl/worksheets/sheet1.xml', compressed: rows }]))).toThrow(AppError);
    expect(cap(await refusalOf(buildZip([...workbookParts, { name: 'xl/worksheets/sheet1.xml', compressed: rows }])))).toBe('unpacked_bytes');

    const zeros = { name: 'xl/media/image1.png', data: Buffer.alloc(2 * mb) };
    expect(cap(await refusalOf(buildZip([...workbookParts, zeros, sheetPart([['Title']])])))).toBe('ratio');
    // Small parts compress as they like: a few kilobytes of one byte are no bomb.
    expect(await checkedRows(buildZip([...workbookParts, { name: 'xl/media/a.bin', data: Buffer.alloc(64 * 1024) }, sheetPart([['Title']])]))).toEqual([['Title']]);

    const many = Array.from({ length: unpackLimits.maxEntries }, (_, index) => ({ name: `xl/media/${index}.txt`, data: 'x', stored: true }));
    expect(cap(await refusalOf(buildZip([...workbookParts, ...many])))).toBe('entries');

    // What the directory says is enough: the data is not even deflate.
    const sharedStrings = { name: 'xl/sharedStrings.xml', data: 'x'.repeat(unpackLimits.maxSharedStringsBytes / 50), stored: true, declaredSize: unpackLimits.maxSharedStringsBytes + 1 };
    expect(cap(await refusalOf(buildZip([...workbookParts, sharedStrings, sheetPart([['Title']])])))).toBe('shared_strings_bytes');
  });

  it('holds every part read to the size its directory declared: a lying directory is refused as it inflates', async () => {
    const sharedStrings = await deflatedRepeats('<si><t>' + 'A'.repeat(10_000) + '</t></si>', 5_000, sstHead, '</sst>');
    const lying = buildZip([...workbookParts, { name: 'xl/sharedStrings.xml', compressed: sharedStrings, declaredSize: 1_000 }, sheetPart([['Title']])]);
    expect(checkWorkbook(lying).parts.map((part) => part.name)).toContain('xl/sharedStrings.xml');
    expect(await refusalOf(lying)).toMatchObject({ errorName: 'ImportFileUnpackedTooLarge', details: { cap: 'declared_size', part: 'xl/sharedStrings.xml', declared: 1_000 } });

    // One that declared more than its data holds is damaged, not a bomb.
    const short = buildZip([...workbookParts, { ...sheetPart([['Title']]), declaredSize: 100_000 }]);
    expect(await refusalOf(short)).toBeInstanceOf(ZipFormatError);
  });

  it('counts the shared strings as they are read, and refuses past the cap', () => {
    const watch = new XmlWatch('xl/sharedStrings.xml', 'si');
    const strings = Buffer.from('<si><t>a</t></si>'.repeat(100_000));
    for (let round = 0; round < unpackLimits.maxSharedStrings / 100_000; round++) watch.add(strings);
    expect(watch.openings).toBe(unpackLimits.maxSharedStrings);
    expect(() => watch.add(Buffer.from('<si/>'))).toThrow(expect.objectContaining({ errorName: 'ImportFileUnpackedTooLarge', details: { cap: 'shared_strings', max: unpackLimits.maxSharedStrings } }));
  });

  it('finds an opening wherever the chunks split it, and no element whose name only starts the same', () => {
    const xml = Buffer.from('<sst><si><t>a</t></si><si\n/><sign/><si x="1"><t>b</t></si><s/><si/></sst>');
    for (let size = 1; size <= 6; size++) {
      const watch = new XmlWatch('xl/sharedStrings.xml', 'si');
      for (let at = 0; at < xml.length; at += size) watch.add(xml.subarray(at, at + size));
      expect(watch.openings, `chunks of ${size}`).toBe(4);
    }
  });

  it('refuses a text run or a row longer than any real cell or row', async () => {
    const longCell = 'y'.repeat(unpackLimits.maxTextRunBytes + 1);
    const wide = buildZip([...workbookParts, sheetPart([['Title'], [longCell]])]);
    expect(cap(await refusalOf(wide))).toBe('text_run');
    // A cell as long as a cell may be is read.
    expect((await checkedRows(buildZip([...workbookParts, sheetPart([['Title'], ['z'.repeat(32_767)]])])))[1]![0]).toHaveLength(32_767);

    // Text that hardly compresses, so no other cap is over: 70 cells of 128 KB in one row.
    const cells = Array.from({ length: 70 }, () => randomBytes(96 * 1024).toString('base64'));
    expect(cap(await refusalOf(buildZip([...workbookParts, sheetPart([['Title'], cells])])))).toBe('row_bytes');
  });

  it('refuses as not an xlsx what the reader could not read either: bad deflate data, an unknown method, encryption, no workbook', async () => {
    const damaged = buildZip([...workbookParts, { name: 'xl/worksheets/sheet1.xml', compressed: { data: Buffer.from('not deflate data at all'), size: 10, crc: 0 } }]);
    expect(await refusalOf(damaged)).toBeInstanceOf(ZipFormatError);

    const file = buildZip([...workbookParts, sheetPart([['Title']])]);
    const sheetHeader = file.lastIndexOf(Buffer.from('PK\x01\x02', 'latin1'));
    const lzma = Buffer.from(file);
    lzma.writeUInt16LE(14, sheetHeader + 10);
    expect(() => checkWorkbook(lzma)).toThrow(ZipFormatError);
    const encrypted = Buffer.from(file);
    encrypted.writeUInt16LE(0x0801, sheetHeader + 8);
    expect(() => checkWorkbook(encrypted)).toThrow(ZipFormatError);
    expect(() => checkWorkbook(Buffer.from('PK\x03\x04 and nothing a zip has after it'))).toThrow(ZipFormatError);
    // A zip, but no workbook in it (a renamed .docx).
    expect(() => checkWorkbook(buildZip([{ name: 'word/document.xml', data: '<w:document/>' }]))).toThrow(ZipFormatError);
  });
});
