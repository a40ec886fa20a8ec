/**
 * NFC tags through Web NFC (`NDEFReader`, Android Chrome only): the code a tag holds is the text of
 * its first record that has one, as the label's QR code would be read; a blank tag (no records, or
 * none with a text) stands for its serial number, the value the phone apps store for NFC marks.
 * Writing puts a label's URL on a blank tag. Nothing here touches the DOM, so it is tested against
 * a stand-in reader. Shared by the scan dialog, the scan-to-bind loop, the item card's "Write NFC
 * tag" and the count screen.
 */

/** The parts of Web NFC's NDEFRecord this code reads (https://w3c.github.io/web-nfc/#dom-ndefrecord). */
export interface NdefRecordLike {
  recordType: string;
  mediaType?: string | null;
  encoding?: string | null;
  data?: DataView | null;
}

export interface NdefReadingLike {
  serialNumber?: string | null;
  message: { records: readonly NdefRecordLike[] };
}

/** A record to write (https://w3c.github.io/web-nfc/#dom-ndefrecordinit), as this code writes them. */
export interface NdefRecordInitLike {
  recordType: 'url' | 'text';
  data: string;
}

/** The parts of Web NFC's NDEFReader this code uses. */
export interface NdefReaderLike {
  scan(options?: { signal?: AbortSignal }): Promise<void>;
  write?(message: { records: NdefRecordInitLike[] }, options?: { signal?: AbortSignal; overwrite?: boolean }): Promise<void>;
  addEventListener(type: 'reading', listener: (event: NdefReadingLike) => void): void;
  addEventListener(type: 'readingerror', listener: () => void): void;
}

export type NdefReaderClass = new () => NdefReaderLike;

/** The browser's NDEFReader, or null where there is no Web NFC (every browser but Chrome on Android). */
export function ndefReaderClass(scope: object = globalThis): NdefReaderClass | null {
  const Reader = (scope as { NDEFReader?: unknown }).NDEFReader;
  return typeof Reader === 'function' ? (Reader as NdefReaderClass) : null;
}

function decode(data: DataView, encoding?: string | null): string {
  try {
    return new TextDecoder(encoding || 'utf-8').decode(data);
  } catch {
    return new TextDecoder().decode(data);
  }
}

/** A record's text: text and URL records, and text-typed media (text/plain and the like). */
export function recordText(record: NdefRecordLike): string | null {
  if (!record.data) return null;
  switch (record.recordType) {
    case 'text':
      return decode(record.data, record.encoding);
    case 'url':
    case 'absolute-url':
      return decode(record.data);
    case 'mime':
      return record.mediaType?.startsWith('text/') ? decode(record.data) : null;
    default:
      return null;
  }
}

/**
 * The text to read as a code from one tap: the first record with a non-empty text (a label's URL
 * or the code itself; the caller turns it into a code as it does a QR text), else the tag's serial
 * number, else null.
 */
export function tagText(reading: NdefReadingLike): string | null {
  for (const record of reading.message.records) {
    const text = recordText(record)?.trim();
    if (text) return text;
  }
  const serial = reading.serialNumber?.trim();
  return serial ? serial : null;
}

export type NfcState = 'unsupported' | 'idle' | 'starting' | 'reading' | 'denied';

/**
 * Starts reading tags: `onText` gets each tap's text, `onState` the reader's state ('denied' when
 * the user or the system refused, or NFC is off). Must first be called from a user's tap (the
 * browser asks for permission then). Stops when `signal` aborts.
 */
export async function readTags(
  Reader: NdefReaderClass,
  onText: (text: string) => void,
  onState: (state: NfcState) => void,
  signal: AbortSignal,
): Promise<void> {
  const reader = new Reader();
  reader.addEventListener('reading', (event) => {
    if (signal.aborted) return;
    const text = tagText(event);
    if (text) onText(text);
  });
  // A tap the phone could not read (moved away too soon): nothing to count, the user taps again.
  reader.addEventListener('readingerror', () => undefined);
  onState('starting');
  try {
    await reader.scan({ signal });
    if (!signal.aborted) onState('reading');
  } catch (error) {
    if (signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return;
    onState('denied');
  }
}

/** Why a tag was not written: refused (the user, the site setting, NFC off), no Web NFC, or any other failure (the tag moved away, read-only, too small). */
export type NfcWriteFailure = 'denied' | 'unsupported' | 'error';

export type NfcWriteResult = { written: true } | { written: false; failure: NfcWriteFailure } | { written: false; aborted: true };

/** The failure a Web NFC DOMException stands for. */
export function writeFailure(error: unknown): NfcWriteFailure {
  const name = error instanceof DOMException || (error instanceof Error && error.name) ? (error as Error).name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotSupportedError') return 'unsupported';
  return 'error';
}

/**
 * Writes `url` (a label's address, `<app>/q/<code>`) as the one URL record of the next tag held to
 * the phone, so that tapping the tag with any phone opens the item and the scan dialog reads its
 * code. Resolves once written, refused or failed; `signal` (the dialog closing) stops waiting for a tag.
 */
export async function writeTagUrl(Reader: NdefReaderClass, url: string, signal: AbortSignal): Promise<NfcWriteResult> {
  const reader = new Reader();
  if (typeof reader.write !== 'function') return { written: false, failure: 'unsupported' };
  try {
    await reader.write({ records: [{ recordType: 'url', data: url }] }, { signal });
    return signal.aborted ? { written: false, aborted: true } : { written: true };
  } catch (error) {
    if (signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return { written: false, aborted: true };
    return { written: false, failure: writeFailure(error) };
  }
}
