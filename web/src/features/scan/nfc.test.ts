import { describe, expect, it } from 'vitest';
import { codeFromScan, labelUrl } from '../../../../shared/label-formats';
import { ndefReaderClass, readTags, recordText, tagText, writeFailure, writeTagUrl, type NdefReaderLike, type NdefReadingLike, type NdefRecordInitLike, type NfcState } from './nfc';

const bytes = (text: string, encoding: 'utf-8' | 'utf-16le' = 'utf-8'): DataView => {
  if (encoding === 'utf-8') return new DataView(new TextEncoder().encode(text).buffer);
  const view = new DataView(new ArrayBuffer(text.length * 2));
  for (let index = 0; index < text.length; index += 1) view.setUint16(index * 2, text.charCodeAt(index), true);
  return view;
};

/**
 * A stand-in for Chrome's NDEFReader (Node and desktop Chromium have no Web NFC): it records the
 * scan and write calls and lets the test tap tags (`tap`), refuse (`refuse`) or fail a write.
 */
class StandInReader implements NdefReaderLike {
  static last: StandInReader | null = null;
  static refuse: string | null = null;
  scanned: { signal?: AbortSignal } | undefined;
  written: { records: NdefRecordInitLike[] } | undefined;
  writeOptions: { signal?: AbortSignal } | undefined;
  private readonly listeners: Record<string, ((event: NdefReadingLike) => void)[]> = {};

  constructor() {
    StandInReader.last = this;
  }

  async scan(options?: { signal?: AbortSignal }): Promise<void> {
    this.scanned = options;
    if (StandInReader.refuse) throw new DOMException('NFC permission request denied.', StandInReader.refuse);
  }

  async write(message: { records: NdefRecordInitLike[] }, options?: { signal?: AbortSignal }): Promise<void> {
    this.written = message;
    this.writeOptions = options;
    if (StandInReader.refuse) throw new DOMException('refused', StandInReader.refuse);
  }

  addEventListener(type: string, listener: ((event: NdefReadingLike) => void) | (() => void)): void {
    (this.listeners[type] ??= []).push(listener as (event: NdefReadingLike) => void);
  }

  tap(reading: NdefReadingLike): void {
    for (const listener of this.listeners.reading ?? []) listener(reading);
  }
}

describe('reading NFC tags (the scan dialog, the scan-to-bind loop, the count screen)', () => {
  it('finds the reader only where the browser has Web NFC', () => {
    expect(ndefReaderClass({})).toBeNull();
    expect(ndefReaderClass({ NDEFReader: StandInReader })).toBe(StandInReader);
  });

  it('reads text, URL and text/* records, in their encodings', () => {
    expect(recordText({ recordType: 'text', encoding: 'utf-8', data: bytes('AB-000123') })).toBe('AB-000123');
    expect(recordText({ recordType: 'text', encoding: 'utf-16le', data: bytes('ЖК-7', 'utf-16le') })).toBe('ЖК-7');
    expect(recordText({ recordType: 'url', data: bytes('https://app.example/q/AB-000123') })).toBe('https://app.example/q/AB-000123');
    expect(recordText({ recordType: 'mime', mediaType: 'text/plain', data: bytes('CODE-1') })).toBe('CODE-1');
    expect(recordText({ recordType: 'mime', mediaType: 'image/png', data: bytes('x') })).toBeNull();
    expect(recordText({ recordType: 'empty', data: null })).toBeNull();
  });

  it('takes the first record with a text, else the serial number of a blank tag', () => {
    const written: NdefReadingLike = {
      serialNumber: '04:a2:3b:11',
      message: { records: [{ recordType: 'empty', data: null }, { recordType: 'url', data: bytes(' https://app.example/q/T-1 ') }, { recordType: 'text', data: bytes('T-2') }] },
    };
    expect(tagText(written)).toBe('https://app.example/q/T-1');
    expect(tagText({ serialNumber: '04:a2:3b:11', message: { records: [] } })).toBe('04:a2:3b:11');
    expect(tagText({ serialNumber: '', message: { records: [] } })).toBeNull();
  });

  it('reads a text record holding the code and a URL record holding the label URL', () => {
    const text = tagText({ message: { records: [{ recordType: 'text', encoding: 'utf-8', data: bytes('AB-000123') }] } });
    const url = tagText({ message: { records: [{ recordType: 'url', data: bytes('https://app.example/q/AB-000124') }] } });
    expect([text, url].map((read) => codeFromScan(read!))).toEqual(['AB-000123', 'AB-000124']);
  });

  it('ignores empty and unknown records', () => {
    expect(recordText({ recordType: 'empty', data: null })).toBeNull();
    expect(recordText({ recordType: 'smart-poster', data: bytes('x') })).toBeNull();
    expect(recordText({ recordType: 'mime', mediaType: 'image/png', data: bytes('x') })).toBeNull();
    expect(recordText({ recordType: 'text', data: bytes('   ') })).toBe('   ');
    const tag: NdefReadingLike = {
      message: { records: [{ recordType: 'empty', data: null }, { recordType: 'unknown', data: bytes('junk') }, { recordType: 'text', data: bytes('   ') }, { recordType: 'text', data: bytes('T-2') }] },
    };
    expect(tagText(tag)).toBe('T-2');
    expect(tagText({ serialNumber: null, message: { records: [{ recordType: 'empty', data: null }] } })).toBeNull();
  });

  it('hands each tap on and stops when the dialog closes (its AbortController)', async () => {
    StandInReader.refuse = null;
    const texts: string[] = [];
    const states: NfcState[] = [];
    const controller = new AbortController();
    await readTags(StandInReader, (text) => texts.push(text), (state) => states.push(state), controller.signal);
    const reader = StandInReader.last!;
    expect(reader.scanned?.signal).toBe(controller.signal);
    expect(states).toEqual(['starting', 'reading']);

    reader.tap({ message: { records: [{ recordType: 'url', data: bytes('https://app.example/q/AB-7') }] } });
    reader.tap({ message: { records: [{ recordType: 'empty', data: null }] } });
    controller.abort();
    reader.tap({ message: { records: [{ recordType: 'text', data: bytes('AFTER-CLOSE') }] } });
    expect(texts).toEqual(['https://app.example/q/AB-7']);
  });

  it('says denied when NFC is refused, and nothing when the dialog closed first', async () => {
    StandInReader.refuse = 'NotAllowedError';
    const states: NfcState[] = [];
    await readTags(StandInReader, () => undefined, (state) => states.push(state), new AbortController().signal);
    expect(states).toEqual(['starting', 'denied']);

    StandInReader.refuse = 'AbortError';
    const closed: NfcState[] = [];
    await readTags(StandInReader, () => undefined, (state) => closed.push(state), new AbortController().signal);
    expect(closed).toEqual(['starting']);
    StandInReader.refuse = null;
  });
});

describe('writing an NFC tag from the item card', () => {
  it('writes the label URL as one URL record, with the signal that stops waiting for a tag', async () => {
    StandInReader.refuse = null;
    const controller = new AbortController();
    const url = labelUrl('https://app.example', 'AB 7/1');
    expect(await writeTagUrl(StandInReader, url, controller.signal)).toEqual({ written: true });
    const reader = StandInReader.last!;
    expect(reader.written).toEqual({ records: [{ recordType: 'url', data: 'https://app.example/q/AB%207%2F1' }] });
    expect(reader.writeOptions?.signal).toBe(controller.signal);
    // What the scan dialog reads back from that tag is the code.
    expect(codeFromScan(reader.written!.records[0]!.data)).toBe('AB 7/1');
  });

  it('tells a refusal, a missing Web NFC and other failures apart', async () => {
    const signal = new AbortController().signal;
    StandInReader.refuse = 'NotAllowedError';
    expect(await writeTagUrl(StandInReader, 'https://app.example/q/A', signal)).toEqual({ written: false, failure: 'denied' });
    StandInReader.refuse = 'NotSupportedError';
    expect(await writeTagUrl(StandInReader, 'https://app.example/q/A', signal)).toEqual({ written: false, failure: 'unsupported' });
    StandInReader.refuse = 'NetworkError';
    expect(await writeTagUrl(StandInReader, 'https://app.example/q/A', signal)).toEqual({ written: false, failure: 'error' });
    StandInReader.refuse = 'AbortError';
    expect(await writeTagUrl(StandInReader, 'https://app.example/q/A', signal)).toEqual({ written: false, aborted: true });
    StandInReader.refuse = null;
    expect(writeFailure(new Error('boom'))).toBe('error');

    class ReadOnlyReader implements NdefReaderLike {
      async scan(): Promise<void> {}
      addEventListener(): void {}
    }
    expect(await writeTagUrl(ReadOnlyReader, 'https://app.example/q/A', signal)).toEqual({ written: false, failure: 'unsupported' });
  });
});
