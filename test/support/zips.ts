import { once } from 'node:events';
import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

/**
 * Zips written by hand for the import caps' tests (functions/imports/unpack.ts): real workbooks'
 * parts, spreadsheet bombs, and central directories that lie about their sizes.
 */

export interface ZipPart {
  name: string;
  /** The entry's bytes, or what they are compressed from when `compressed` is given. */
  data?: Buffer | string;
  /** Deflate data made elsewhere (a bomb compressed as a stream), with its uncompressed size and CRC. */
  compressed?: { data: Buffer; size: number; crc: number };
  stored?: boolean;
  /** What the central directory says the entry unpacks to, when it lies. */
  declaredSize?: number;
}

/** ZIP64: sizes and offsets in the ZIP64 extra field and end records, the classic fields set to their markers. */
export interface ZipOptions {
  zip64?: boolean;
}

function dosHeader(signature: number, length: number): Buffer {
  const header = Buffer.alloc(length);
  header.writeUInt32LE(signature, 0);
  return header;
}

export function buildZip(parts: readonly ZipPart[], options: ZipOptions = {}): Buffer {
  const files: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const raw = part.compressed ? null : Buffer.from(part.data ?? '');
    const data = part.compressed?.data ?? (part.stored ? raw! : deflateRawSync(raw!));
    const size = part.declaredSize ?? part.compressed?.size ?? raw!.length;
    const crc = part.compressed?.crc ?? crc32(raw!);
    const method = part.stored ? 0 : 8;

    const local = dosHeader(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(Math.min(size, 0xffffffff), 22);
    local.writeUInt16LE(name.length, 26);
    files.push(local, name, data);

    const extra = options.zip64 ? Buffer.alloc(4 + 24) : Buffer.alloc(0);
    if (options.zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(24, 2);
      extra.writeBigUInt64LE(BigInt(size), 4);
      extra.writeBigUInt64LE(BigInt(data.length), 12);
      extra.writeBigUInt64LE(BigInt(offset), 20);
    }
    const central = dosHeader(0x02014b50, 46);
    central.writeUInt16LE(45, 4);
    central.writeUInt16LE(options.zip64 ? 45 : 20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(options.zip64 ? 0xffffffff : data.length, 20);
    central.writeUInt32LE(options.zip64 ? 0xffffffff : size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(options.zip64 ? 0xffffffff : offset, 42);
    directory.push(central, name, extra);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end: Buffer[] = [];
  if (options.zip64) {
    const record = dosHeader(0x06064b50, 56);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(parts.length), 24);
    record.writeBigUInt64LE(BigInt(parts.length), 32);
    record.writeBigUInt64LE(BigInt(directoryBytes.length), 40);
    record.writeBigUInt64LE(BigInt(offset), 48);
    const locator = dosHeader(0x07064b50, 20);
    locator.writeBigUInt64LE(BigInt(offset + directoryBytes.length), 8);
    locator.writeUInt32LE(1, 16);
    end.push(record, locator);
  }
  const eocd = dosHeader(0x06054b50, 22);
  eocd.writeUInt16LE(options.zip64 ? 0xffff : parts.length, 8);
  eocd.writeUInt16LE(options.zip64 ? 0xffff : parts.length, 10);
  eocd.writeUInt32LE(options.zip64 ? 0xffffffff : directoryBytes.length, 12);
  eocd.writeUInt32LE(options.zip64 ? 0xffffffff : offset, 16);
  end.push(eocd);
  return Buffer.concat([...files, directoryBytes, ...end]);
}

/**
 * `unit` repeated `times` times, deflated as a stream: a bomb of hundreds of megabytes made without
 * ever holding them (`head` and `tail` around the repeats, as an XML part needs). Level 1: five
 * times faster than 9 on repeats, for a file about four times larger (still a bomb).
 */
export async function deflatedRepeats(unit: string | ((index: number) => string), times: number, head = '', tail = ''): Promise<NonNullable<ZipPart['compressed']>> {
  const deflater = createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => out.push(chunk));
  let size = 0;
  let crc = 0;
  const write = async (text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    size += bytes.length;
    crc = crc32(bytes, crc);
    if (!deflater.write(bytes)) await once(deflater, 'drain');
  };
  await write(head);
  // Repeats written in batches of about a megabyte: one write per unit would be slow.
  if (typeof unit === 'string') {
    const perBatch = Math.max(1, Math.floor((1024 * 1024) / unit.length));
    const batch = unit.repeat(perBatch);
    for (let done = 0; done + perBatch <= times; done += perBatch) await write(batch);
    await write(unit.repeat(times % perBatch) + tail);
  } else {
    let batch = '';
    for (let index = 0; index < times; index++) {
      batch += unit(index);
      if (batch.length >= 1024 * 1024) {
        await write(batch);
        batch = '';
      }
    }
    await write(batch + tail);
  }
  deflater.end();
  await once(deflater, 'end');
  return { data: Buffer.concat(out), size, crc };
}

/** The parts around a first worksheet every workbook has, for a hand-made xlsx the reader opens. */
export const workbookParts: readonly ZipPart[] = [
  {
    name: '[Content_Types].xml',
    data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
  },
  {
    name: 'xl/workbook.xml',
    data: '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Items" sheetId="1" r:id="rId1"/></sheets></workbook>',
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  },
];

/** A, B, ... Z, AA, AB, ...: the letters of the column at `index` (0-based). */
function columnName(index: number): string {
  return (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));
}

/** A worksheet of rows of inline text cells. */
export function worksheet(rows: readonly (readonly string[])[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const cells = (row: readonly string[], number: number) =>
    row.map((text, index) => `<c r="${columnName(index)}${number}" t="inlineStr"><is><t>${escape(text)}</t></is></c>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
    .map((row, index) => `<row r="${index + 1}">${cells(row, index + 1)}</row>`)
    .join('')}</sheetData></worksheet>`;
}
