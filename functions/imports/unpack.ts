import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { AppError } from '../lib/http/errors';
import { entryData, readZipDirectory, ZipFormatError, type ZipEntry } from '../lib/zip-directory';

/**
 * An uploaded xlsx made safe to read: its central directory checked against the caps before a byte
 * is inflated, then the parts the reader needs handed to it as a new zip of stored entries, each
 * inflated here and held to the size the directory declared (docs/security.md, "Import caps").
 *
 * A zip is compressed up to about 1,000:1, and a streaming unzipper inflates whatever the local
 * headers and the deflate stream hold, whatever the directory says: so the sizes are checked
 * first and enforced while reading, and the shared strings, which the reader keeps in memory, are
 * counted as they pass. Only the workbook's relationships, the workbook, the shared strings and
 * the worksheets are handed on (in that order), so nothing else is ever inflated.
 */

const mb = 1024 * 1024;

export const unpackLimits = {
  /** Entries in the central directory (a workbook exceljs or Excel saves has 9 to 20). */
  maxEntries: 1_000,
  /** All entries together, uncompressed, as the directory declares them. */
  maxUnpackedBytes: 200 * mb,
  /** Uncompressed to compressed, per entry of at least `ratioFromBytes` uncompressed. */
  maxRatio: 100,
  ratioFromBytes: 1 * mb,
  /** xl/sharedStrings.xml, uncompressed: the reader keeps every shared string in memory. */
  maxSharedStringsBytes: 32 * mb,
  /** Shared strings (<si> elements), counted as they are read. */
  maxSharedStrings: 1_000_000,
  /**
   * The longest text between two tags, in any part read: a cell holds at most 32,767 characters,
   * each at most 6 bytes written (`&quot;`), under 192 KB.
   */
  maxTextRunBytes: 256 * 1024,
  /**
   * One worksheet row, from its `<row` to the next (the reader holds a row whole): 16,384 cells of
   * short text take about 600 KB.
   */
  maxRowBytes: 8 * mb,
} as const;

/** Which cap a refused file is over (logged, and in the error's details). */
export type UnpackCap = 'entries' | 'unpacked_bytes' | 'ratio' | 'shared_strings_bytes' | 'shared_strings' | 'text_run' | 'row_bytes' | 'declared_size';

function refuse(cap: UnpackCap, details: Record<string, unknown>): never {
  throw new AppError('ImportFileUnpackedTooLarge', { cap, ...details });
}

const sharedStringsName = 'xl/sharedStrings.xml';
const workbookRelsName = 'xl/_rels/workbook.xml.rels';
const workbookName = 'xl/workbook.xml';
const worksheetName = /^xl\/worksheets\/sheet\d+\.xml$/;

interface Part {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  data: Buffer;
  /** The uncompressed size the directory declared: exactly what the part must inflate to. */
  size: number;
}

/** A checked upload: the parts to read, their sizes within the caps. */
export interface CheckedWorkbook {
  parts: Part[];
}

/** The caps every entry and the directory as a whole must keep. */
function checkDirectory(entries: ZipEntry[]): void {
  if (entries.length > unpackLimits.maxEntries) refuse('entries', { entries: entries.length, max: unpackLimits.maxEntries });
  let total = 0;
  const names = new Set<string>();
  for (const entry of entries) {
    if (names.has(entry.name)) throw new ZipFormatError(`${entry.name} twice in the central directory`);
    names.add(entry.name);
    total += entry.uncompressedSize;
    if (total > unpackLimits.maxUnpackedBytes) refuse('unpacked_bytes', { max: unpackLimits.maxUnpackedBytes });
    if (entry.uncompressedSize >= unpackLimits.ratioFromBytes && entry.uncompressedSize > unpackLimits.maxRatio * entry.compressedSize) {
      refuse('ratio', { entry: entry.name, uncompressed: entry.uncompressedSize, compressed: entry.compressedSize, max: unpackLimits.maxRatio });
    }
    if (entry.name === sharedStringsName && entry.uncompressedSize > unpackLimits.maxSharedStringsBytes) {
      refuse('shared_strings_bytes', { bytes: entry.uncompressedSize, max: unpackLimits.maxSharedStringsBytes });
    }
  }
}

/**
 * Checks an uploaded file before anything is parsed: a zip whose directory the reader vouches for
 * (else ZipFormatError), within every cap of the directory (else ImportFileUnpackedTooLarge).
 */
export function checkWorkbook(file: Buffer): CheckedWorkbook {
  const directory = readZipDirectory(file);
  checkDirectory(directory.entries);
  const part = (entry: ZipEntry): Part => {
    if (entry.flags & 0x1) throw new ZipFormatError(`${entry.name} is encrypted`);
    if (entry.method !== 0 && entry.method !== 8) throw new ZipFormatError(`${entry.name} uses compression method ${entry.method}`);
    const { start, end } = entryData(file, directory, entry);
    return { name: entry.name, method: entry.method, data: file.subarray(start, end), size: entry.uncompressedSize };
  };
  const named = (name: string) => directory.entries.find((entry) => entry.name === name);
  // The reader streams a worksheet only once it has the relationships and the shared strings; a
  // worksheet before them goes to a temporary file first. Parts the file lacks are given empty, so
  // the reader never writes to disk (a Lambda's /tmp outlives the invocation).
  const given = (name: string, empty: string): Part => {
    const entry = named(name);
    return entry ? part(entry) : { name, method: 0, data: Buffer.from(empty), size: Buffer.byteLength(empty) };
  };
  const workbook = named(workbookName);
  // A zip with no workbook (a renamed .docx) is no xlsx, whatever its name.
  if (!workbook) throw new ZipFormatError(`no ${workbookName}`);
  return {
    parts: [
      given(workbookRelsName, '<Relationships/>'),
      part(workbook),
      given(sharedStringsName, '<sst/>'),
      ...directory.entries.filter((entry) => worksheetName.test(entry.name)).map(part),
    ],
  };
}

/**
 * Watches the XML of one part go by, before the reader gets it: the longest run of text between
 * tags, and the openings of one element (`<si` in the shared strings, which are counted; `<row` in
 * a worksheet, whose bytes up to the next row's are counted). An opening may straddle two chunks,
 * so the last bytes seen (as many as the opening has) are looked at again with the next chunk.
 */
export class XmlWatch {
  private run = 0;
  private tail = Buffer.alloc(0);
  /** Bytes of the part before the current chunk. */
  private seen = 0;
  /** Where the last opening (or the part) started. */
  private lastOpening = 0;
  private readonly opening: Buffer | null;
  openings = 0;

  constructor(
    private readonly part: string,
    private readonly element: 'si' | 'row' | null,
  ) {
    this.opening = element ? Buffer.from(`<${element}`) : null;
  }

  add(chunk: Buffer): void {
    let from = 0;
    for (let at = chunk.indexOf(0x3c); at !== -1; at = chunk.indexOf(0x3c, at + 1)) {
      this.checkRun(this.run + at - from);
      this.run = 0;
      from = at + 1;
    }
    this.run += chunk.length - from;
    this.checkRun(this.run);
    if (this.opening) this.findOpenings(chunk);
    this.seen += chunk.length;
  }

  private checkRun(length: number): void {
    if (length > unpackLimits.maxTextRunBytes) refuse('text_run', { part: this.part, max: unpackLimits.maxTextRunBytes });
  }

  /** Openings whose name and the byte after it end in this window; one in its last bytes waits for the next. */
  private findOpenings(chunk: Buffer): void {
    const opening = this.opening!;
    const window = this.tail.length ? Buffer.concat([this.tail, chunk]) : chunk;
    const windowStart = this.seen - this.tail.length;
    for (let at = window.indexOf(opening); at !== -1 && at + opening.length < window.length; at = window.indexOf(opening, at + opening.length)) {
      if (!isNameEnd(window[at + opening.length]!)) continue;
      this.checkElement(windowStart + at);
      this.openings += 1;
      this.lastOpening = windowStart + at;
    }
    this.checkElement(this.seen + chunk.length);
    this.tail = Buffer.from(window.subarray(Math.max(0, window.length - opening.length)));
    if (this.element === 'si' && this.openings > unpackLimits.maxSharedStrings) refuse('shared_strings', { max: unpackLimits.maxSharedStrings });
  }

  /** A row's bytes so far, from its opening to `at` (what precedes the first row counts as one too). */
  private checkElement(at: number): void {
    if (this.element === 'row' && at - this.lastOpening > unpackLimits.maxRowBytes) refuse('row_bytes', { part: this.part, max: unpackLimits.maxRowBytes });
  }
}

/** What may follow an element's name: the tag's end, its self-closing slash, or whitespace before attributes. */
const isNameEnd = (byte: number) => byte === 0x3e || byte === 0x2f || byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

const chunkBytes = 16 * 1024;

async function* inflated(part: Part): AsyncGenerator<Buffer> {
  if (part.method === 0) {
    for (let at = 0; at < part.data.length; at += chunkBytes) yield part.data.subarray(at, at + chunkBytes);
    return;
  }
  const inflater = createInflateRaw({ chunkSize: chunkBytes });
  inflater.end(part.data);
  try {
    for await (const chunk of inflater) yield chunk as Buffer;
  } catch (error) {
    // Not deflate data after all: a damaged file, as the reader would have found it.
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_')) throw new ZipFormatError(`${part.name}: ${(error as Error).message}`);
    throw error;
  }
}

function localHeader(name: Buffer, size: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  // UTF-8 name, sizes in this header (no data descriptor), stored; no date, the CRC unchecked by the reader.
  header.writeUInt16LE(0x0800, 6);
  header.writeUInt32LE(size, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

/** An end of central directory record with an empty directory: where the reader stops. */
const endRecord = (() => {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  return record;
})();

async function* storedZip(workbook: CheckedWorkbook): AsyncGenerator<Buffer> {
  for (const part of workbook.parts) {
    yield localHeader(Buffer.from(part.name, 'utf8'), part.size);
    const watch = new XmlWatch(part.name, part.name === sharedStringsName ? 'si' : worksheetName.test(part.name) ? 'row' : null);
    let produced = 0;
    for await (const chunk of inflated(part)) {
      produced += chunk.length;
      // A directory that declared less than the data inflates to is lying about the sizes it was checked by.
      if (produced > part.size) refuse('declared_size', { part: part.name, declared: part.size });
      watch.add(chunk);
      yield chunk;
    }
    if (produced !== part.size) throw new ZipFormatError(`${part.name} inflates to ${produced} bytes, not the ${part.size} declared`);
  }
  yield endRecord;
}

/**
 * The checked workbook as the xlsx reader reads it: a zip of the parts it needs, stored, produced
 * as it is read. It fails (ImportFileUnpackedTooLarge, ZipFormatError) as soon as a part inflates
 * past its declared size, a text run is too long or the shared strings are too many.
 */
export function unpackedWorkbook(workbook: CheckedWorkbook): Readable {
  return Readable.from(storedZip(workbook), { objectMode: false });
}
