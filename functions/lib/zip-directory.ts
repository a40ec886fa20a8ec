/**
 * The central directory of a zip held in memory: what each entry says it is (name, method, sizes,
 * where its data lies), read without inflating anything. The directory is at the end of the file:
 * the end-of-central-directory record (EOCD) gives its offset and length, with ZIP64 records for
 * counts and sizes too large for the classic fields (APPNOTE.TXT 4.3.14 to 4.3.16, 4.5.3).
 *
 * What a reader then does with the sizes is its own business: a streaming unzipper inflates what
 * the local headers and the deflate stream say, whatever the directory claims, so a caller that
 * trusts these sizes must also hold the inflated bytes to them.
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (anything else is for the caller to refuse). */
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's local header starts. */
  localHeaderOffset: number;
}

/** The bytes are not a zip this reader understands (truncated, split over disks, inconsistent). */
export class ZipFormatError extends Error {
  override name = 'ZipFormatError';
}

const signatures = {
  endOfDirectory: 0x06054b50,
  zip64EndOfDirectory: 0x06064b50,
  zip64Locator: 0x07064b50,
  directoryHeader: 0x02014b50,
  localHeader: 0x04034b50,
} as const;

const eocdLength = 22;
const zip64LocatorLength = 20;
const directoryHeaderLength = 46;
const localHeaderLength = 30;
const zip64ExtraId = 0x0001;
const marker16 = 0xffff;
const marker32 = 0xffffffff;

function fail(message: string): never {
  throw new ZipFormatError(message);
}

/** A 64-bit little-endian count or size as a number; one past 2^53 could only be a lie, and is refused. */
function uint64(file: Buffer, offset: number): number {
  const value = file.readBigUInt64LE(offset);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) fail('a ZIP64 size beyond any real file');
  return Number(value);
}

/** The EOCD's offset: the last signature from which the record and its comment end the file exactly. */
function findEndOfDirectory(file: Buffer): number {
  const lowest = Math.max(0, file.length - eocdLength - marker16);
  for (let at = file.length - eocdLength; at >= lowest; at--) {
    if (file.readUInt32LE(at) === signatures.endOfDirectory && at + eocdLength + file.readUInt16LE(at + 20) === file.length) return at;
  }
  fail('no end of central directory record');
}

interface Directory {
  entries: number;
  size: number;
  offset: number;
  /** Where the directory must end: the ZIP64 records or the EOCD that follow it. */
  end: number;
}

function directoryOf(file: Buffer): Directory {
  const eocd = findEndOfDirectory(file);
  const disk = file.readUInt16LE(eocd + 4);
  const directoryDisk = file.readUInt16LE(eocd + 6);
  const entriesOnDisk = file.readUInt16LE(eocd + 8);
  const directory = { entries: file.readUInt16LE(eocd + 10), size: file.readUInt32LE(eocd + 12), offset: file.readUInt32LE(eocd + 16), end: eocd };
  const zip64 = directory.entries === marker16 || entriesOnDisk === marker16 || directory.size === marker32 || directory.offset === marker32;
  if (!zip64) {
    if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== directory.entries) fail('a zip split over several disks');
    return directory;
  }
  const locator = eocd - zip64LocatorLength;
  if (locator < 0 || file.readUInt32LE(locator) !== signatures.zip64Locator) fail('ZIP64 markers without a ZIP64 locator');
  if (file.readUInt32LE(locator + 4) !== 0 || file.readUInt32LE(locator + 16) !== 1) fail('a zip split over several disks');
  const record = uint64(file, locator + 8);
  if (record + 56 > locator || file.readUInt32LE(record) !== signatures.zip64EndOfDirectory) fail('no ZIP64 end of central directory record');
  if (file.readUInt32LE(record + 16) !== 0 || file.readUInt32LE(record + 20) !== 0) fail('a zip split over several disks');
  const entries = uint64(file, record + 32);
  if (uint64(file, record + 24) !== entries) fail('a zip split over several disks');
  return { entries, size: uint64(file, record + 40), offset: uint64(file, record + 48), end: record };
}

/** The values the ZIP64 extra field holds for the fields set to their marker, in the order APPNOTE 4.5.3 gives. */
function withZip64Extra(file: Buffer, extraStart: number, extraEnd: number, entry: ZipEntry, diskMarked: boolean): void {
  const fields = ['uncompressedSize', 'compressedSize', 'localHeaderOffset'] as const;
  const wanted = fields.filter((field) => entry[field] === marker32);
  if (wanted.length === 0 && !diskMarked) return;
  for (let at = extraStart; at + 4 <= extraEnd; ) {
    const id = file.readUInt16LE(at);
    const length = file.readUInt16LE(at + 2);
    const data = at + 4;
    if (data + length > extraEnd) break;
    if (id === zip64ExtraId) {
      if (length < wanted.length * 8 + (diskMarked ? 4 : 0)) fail(`a short ZIP64 extra field in ${entry.name}`);
      wanted.forEach((field, index) => (entry[field] = uint64(file, data + index * 8)));
      if (diskMarked && file.readUInt32LE(data + wanted.length * 8) !== 0) fail('a zip split over several disks');
      return;
    }
    at = data + length;
  }
  fail(`ZIP64 markers without a ZIP64 extra field in ${entry.name}`);
}

export interface ZipDirectory {
  /** Every entry the central directory lists, in its order. */
  entries: ZipEntry[];
  /** Where the central directory starts: every entry's data ends before it. */
  offset: number;
}

/** The central directory of `file`. Throws ZipFormatError for anything it cannot vouch for. */
export function readZipDirectory(file: Buffer): ZipDirectory {
  if (file.length < eocdLength) fail('too short for a zip');
  const directory = directoryOf(file);
  if (directory.offset + directory.size > directory.end) fail('the central directory lies outside the file');
  // Each header takes at least 46 bytes: a count the directory cannot hold is refused before any is read.
  if (directory.entries * directoryHeaderLength > directory.size) fail('more entries than the central directory holds');
  const entries: ZipEntry[] = [];
  const end = directory.offset + directory.size;
  let at = directory.offset;
  for (let index = 0; index < directory.entries; index++) {
    if (at + directoryHeaderLength > end || file.readUInt32LE(at) !== signatures.directoryHeader) fail(`central directory header ${index} is missing`);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const next = at + directoryHeaderLength + nameLength + extraLength + commentLength;
    if (next > end) fail(`central directory header ${index} runs past the directory`);
    const nameStart = at + directoryHeaderLength;
    const entry: ZipEntry = {
      name: file.toString('utf8', nameStart, nameStart + nameLength),
      method: file.readUInt16LE(at + 10),
      flags: file.readUInt16LE(at + 8),
      crc32: file.readUInt32LE(at + 16),
      compressedSize: file.readUInt32LE(at + 20),
      uncompressedSize: file.readUInt32LE(at + 24),
      localHeaderOffset: file.readUInt32LE(at + 42),
    };
    const disk = file.readUInt16LE(at + 34);
    if (disk !== 0 && disk !== marker16) fail('a zip split over several disks');
    withZip64Extra(file, nameStart + nameLength, nameStart + nameLength + extraLength, entry, disk === marker16);
    entries.push(entry);
    at = next;
  }
  return { entries, offset: directory.offset };
}

/**
 * Where an entry's data lies: after its local header, whose name and extra field may differ in
 * length from the directory's; the length is the directory's compressed size.
 */
export function entryData(file: Buffer, directory: ZipDirectory, entry: ZipEntry): { start: number; end: number } {
  const at = entry.localHeaderOffset;
  if (at + localHeaderLength > directory.offset || file.readUInt32LE(at) !== signatures.localHeader) fail(`no local header for ${entry.name}`);
  const start = at + localHeaderLength + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > directory.offset) fail(`the data of ${entry.name} runs into the central directory`);
  return { start, end };
}
