import { describe, expect, it } from 'vitest';
import { ndefReaderClass, readTags, recordText, tagText, type NdefReaderLike, type NdefReadingLike, type NfcState } from './nfc';

const bytes = (text: string, encoding: 'utf-8' | 'utf-16le' = 'utf-8'): DataView => {
  if (encoding === 'utf-8') return new DataView(new TextEncoder().encode(text).buffer);
  const view = new DataView(new ArrayBuffer(text.length * 2));
  for (let index = 0; index < text.length; index += 1) view.setUint16(index * 2, text.charCodeAt(index), true);
  return view;
};

/**
 * A stand-in for Chrome's NDEFReader (this Chromium and Node have no Web NFC): it records the scan
 * call and lets the test tap tags (`tap`) or refuse permission (`refuse`), as the phone would.
 */
class StandInReader implements NdefReaderLike {
  static last: StandInReader | null = null;
  static refuse: string | null = null;
  scanned: { signal?: AbortSignal } | undefined;
  private readonly listeners: Record<string, ((event: NdefReadingLike) => void)[]> = {};

  constructor() {
    StandInReader.last = this;
  }

  async scan(options?: { signal?: AbortSignal }): Promise<void> {
    this.scanned = options;
    if (StandInReader.refuse) throw new DOMException('NFC permission request denied.', StandInReader.refuse);
  }

  addEventListener(type: string, listener: ((event: NdefReadingLike) => void) | (() => void)): void {
    (this.listeners[type] ??= []).push(listener as (event: NdefReadingLike) => void);
  }

  tap(reading: NdefReadingLike): void {
    for (const listener of this.listeners.reading ?? []) listener(reading);
  }
}

describe('reading NFC tags', () => {
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

  it('starts the reader, hands each tap on and stops with its signal', async () => {
    StandInReader.refuse = null;
    const texts: string[] = [];
    const states: NfcState[] = [];
    const controller = new AbortController();
    await readTags(StandInReader, (text) => texts.push(text), (state) => states.push(state), controller.signal);
    const reader = StandInReader.last!;
    expect(reader.scanned?.signal).toBe(controller.signal);
    expect(states).toEqual(['starting', 'reading']);

    reader.tap({ serialNumber: '04:01', message: { records: [{ recordType: 'text', encoding: 'utf-8', data: bytes('AB-7') }] } });
    reader.tap({ serialNumber: '04:02', message: { records: [] } });
    controller.abort();
    reader.tap({ serialNumber: '04:03', message: { records: [] } });
    expect(texts).toEqual(['AB-7', '04:02']);
  });

  it('says denied when the user or the system refuses NFC', async () => {
    StandInReader.refuse = 'NotAllowedError';
    const states: NfcState[] = [];
    await readTags(StandInReader, () => undefined, (state) => states.push(state), new AbortController().signal);
    expect(states).toEqual(['starting', 'denied']);
    StandInReader.refuse = null;
  });
});
