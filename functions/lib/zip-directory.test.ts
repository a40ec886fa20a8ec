import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { buildZip } from '../../test/support/zips';
import { entryData, readZipDirectory, ZipFormatError } from './zip-directory';

const parts = [
  { name: 'a.xml', data: '<a>' + 'x'.repeat(5_000) + '</a>' },
  { name: 'dir/b.txt', data: 'stored text', stored: true },
  { name: 'ünïcode.xml', data: '<u/>' },
];

describe('readZipDirectory', () => {
  it('lists every entry with its method, sizes and data, as written', () => {
    const file = buildZip(parts);
    const directory = readZipDirectory(file);
    expect(directory.entries.map((entry) => [entry.name, entry.method, entry.uncompressedSize])).toEqual([
      ['a.xml', 8, 5_007],
      ['dir/b.txt', 0, 11],
      ['ünïcode.xml', 8, 4],
    ]);
    expect(directory.entries[0]!.compressedSize).toBeLessThan(100);
    const stored = directory.entries[1]!;
    const { start, end } = entryData(file, directory, stored);
    expect(file.toString('utf8', start, end)).toBe('stored text');
  });

  it('reads the directories of workbooks exceljs writes, in memory and as a stream (sizes only after the data)', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Items').addRow(['Title', 'Brand']);
    const inMemory = readZipDirectory(Buffer.from(await workbook.xlsx.writeBuffer())).entries;
    expect(inMemory.map((entry) => entry.name)).toEqual(expect.arrayContaining(['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml']));
    for (const entry of inMemory.filter((entry) => !entry.name.endsWith('/'))) expect(entry.uncompressedSize).toBeGreaterThan(0);

    const output = new PassThrough();
    const parts: Buffer[] = [];
    output.on('data', (part: Buffer) => parts.push(part));
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output });
    writer.addWorksheet('Items').addRow(['Title']).commit();
    await writer.commit();
    const streamed = readZipDirectory(Buffer.concat(parts)).entries;
    const sheet = streamed.find((entry) => entry.name === 'xl/worksheets/sheet1.xml')!;
    // Bit 3: the local header has no sizes, a data descriptor after the data has them.
    expect(sheet.flags & 0x8).toBe(0x8);
    expect(sheet.uncompressedSize).toBeGreaterThan(sheet.compressedSize);
  });

  it('reads ZIP64: the end records and each entry sizes and offset from its extra field', () => {
    const file = buildZip([...parts, { name: 'huge.xml', data: '<h/>', declaredSize: 5 * 2 ** 30 }], { zip64: true });
    const directory = readZipDirectory(file);
    expect(directory.entries.map((entry) => [entry.name, entry.uncompressedSize])).toEqual([
      ['a.xml', 5_007],
      ['dir/b.txt', 11],
      ['ünïcode.xml', 4],
      ['huge.xml', 5 * 2 ** 30],
    ]);
    const { start, end } = entryData(file, directory, directory.entries[1]!);
    expect(file.toString('utf8', start, end)).toBe('stored text');
  });

  it('refuses ZIP64 markers with no ZIP64 extra field to read them from', () => {
    const file = buildZip(parts, { zip64: true });
    // The first entry's extra field becomes one of another kind: its header keeps the markers.
    const directory = file.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    file.writeUInt16LE(0x9999, directory + 46 + 'a.xml'.length);
    expect(() => readZipDirectory(file)).toThrow(ZipFormatError);
  });

  it('accepts a comment after the end record', () => {
    const file = buildZip(parts);
    const comment = Buffer.from('a comment');
    file.writeUInt16LE(comment.length, file.length - 2);
    expect(readZipDirectory(Buffer.concat([file, comment])).entries).toHaveLength(3);
  });

  it('refuses what it cannot vouch for: not a zip, cut short, a directory outside the file or holding fewer entries than counted', () => {
    const file = buildZip(parts);
    const refused = (bytes: Buffer) => expect(() => readZipDirectory(bytes)).toThrow(ZipFormatError);
    refused(Buffer.from('%PDF-1.4 not a zip at all, but long enough to have an end record'));
    refused(file.subarray(0, file.length - 5));
    refused(file.subarray(0, 10));

    const outside = Buffer.from(file);
    outside.writeUInt32LE(file.length, file.length - 6);
    refused(outside);

    const overcounted = Buffer.from(file);
    overcounted.writeUInt16LE(4, file.length - 12);
    overcounted.writeUInt16LE(4, file.length - 14);
    refused(overcounted);

    const split = Buffer.from(file);
    split.writeUInt16LE(1, file.length - 18);
    refused(split);
  });

  it('refuses an entry whose data runs into the central directory', () => {
    const file = buildZip(parts);
    const directory = readZipDirectory(file);
    const entry = { ...directory.entries[0]!, compressedSize: directory.offset };
    expect(() => entryData(file, directory, entry)).toThrow(ZipFormatError);
    expect(() => entryData(file, directory, { ...entry, localHeaderOffset: 3 })).toThrow(ZipFormatError);
  });
});
