import { describe, expect, it } from 'vitest';
import { listenForWedgeScans, WedgeDetector } from './keyboard-wedge';

/** Feeds `text` one key every `gapMs` from `start`, then Enter `enterGapMs` after the last key; returns the verdict of the Enter. */
function type(detector: WedgeDetector<string>, text: string, gapMs: number, start = 1_000, enterGapMs = gapMs, origin = 'field') {
  let time = start;
  for (const key of text) {
    expect(detector.key(key, time, () => origin).scan).toBeNull();
    time += gapMs;
  }
  return detector.key('Enter', time - gapMs + enterGapMs);
}

/**
 * A stand-in for the document (Node has no DOM): it keeps the keydown listener the scan dialog adds
 * and lets the test press keys at given times, as a scanner or a person would.
 */
function standInDocument() {
  let listener: ((event: KeyboardEvent) => void) | null = null;
  let capture: unknown;
  const target = {
    addEventListener: (type: string, added: (event: KeyboardEvent) => void, options: unknown) => {
      if (type === 'keydown') [listener, capture] = [added, options];
    },
    removeEventListener: (type: string, removed: (event: KeyboardEvent) => void) => {
      if (type === 'keydown' && removed === listener) listener = null;
    },
  };
  const press = (key: string, timeStamp: number) => {
    const event = { key, timeStamp, target: null, repeat: false, ctrlKey: false, metaKey: false, altKey: false, isComposing: false, prevented: false, stopped: false } as unknown as KeyboardEvent & { prevented: boolean; stopped: boolean };
    Object.assign(event, {
      preventDefault: () => ((event as { prevented: boolean }).prevented = true),
      stopPropagation: () => ((event as { stopped: boolean }).stopped = true),
    });
    listener?.(event);
    return event;
  };
  const typeAll = (text: string, gapMs: number, start: number) => {
    let time = start;
    for (const key of text) {
      press(key, time);
      time += gapMs;
    }
    return press('Enter', time);
  };
  return { target: target as unknown as Document, typeAll, listening: () => listener !== null, capture: () => capture };
}

describe('keyboard wedge (a hand scanner typing as a keyboard)', () => {
  it('takes a quick burst ended by Enter for a scan, with where the burst began', () => {
    const verdict = type(new WedgeDetector<string>(), 'AB-000123', 8);
    expect(verdict).toEqual({ scan: 'AB-000123', origin: 'field' });
  });

  it('does not take a person typing for a scanner', () => {
    // A quick typist: 110 ms a key.
    expect(type(new WedgeDetector<string>(), 'AB-000123', 110).scan).toBeNull();
    // A quantity typed into its field and Enter: too short to be a scan, however quick.
    expect(type(new WedgeDetector<string>(), '12', 5).scan).toBeNull();
  });

  it('does not take an Enter long after a burst for the end of it', () => {
    expect(type(new WedgeDetector<string>(), 'AB-000123', 8, 1_000, 400).scan).toBeNull();
  });

  it('starts a new burst after a pause, so a person\'s keys before a scan are not part of the code', () => {
    const detector = new WedgeDetector<string>();
    expect(detector.key('7', 0, () => 'quantity').scan).toBeNull();
    expect(detector.key('5', 300, () => 'quantity').scan).toBeNull();
    // The scanner's burst begins 2 s later.
    expect(type(detector, 'CODE-9', 6, 2_300, 6, 'quantity')).toEqual({ scan: 'CODE-9', origin: 'quantity' });
  });

  it('tolerates one slow key inside a scanner burst (a busy phone), but not a slow average', () => {
    const detector = new WedgeDetector<string>();
    const keys = [0, 5, 10, 15, 120, 125, 130, 135, 140, 145];
    'SCAN-00042'.split('').forEach((key, index) => detector.key(key, 1_000 + keys[index]!, () => 'body'));
    expect(detector.key('Enter', 1_150).scan).toBe('SCAN-00042');

    const slow = new WedgeDetector<string>();
    expect(type(slow, 'SCAN-00042', 60).scan).toBeNull();
  });

  it('ignores Shift and other named keys between characters (a scanner types capitals with Shift)', () => {
    const detector = new WedgeDetector<string>();
    let time = 0;
    for (const key of 'AbC1') {
      detector.key('Shift', time);
      detector.key(key, time + 1);
      time += 6;
    }
    expect(detector.key('Enter', time).scan).toBe('AbC1');
  });

  it('treats a held key (auto-repeat) as a person', () => {
    const detector = new WedgeDetector<string>();
    detector.key('1', 0);
    for (let time = 30; time < 300; time += 30) detector.key('1', time, undefined, true);
    expect(detector.key('Enter', 310).scan).toBeNull();
  });

  it('reads two scans in a row, each once', () => {
    const detector = new WedgeDetector<string>();
    expect(type(detector, 'FIRST-1', 4, 0).scan).toBe('FIRST-1');
    expect(type(detector, 'FIRST-1', 4, 500).scan).toBe('FIRST-1');
    // An Enter of its own right after is nobody's scan.
    expect(detector.key('Enter', 560).scan).toBeNull();
  });

  it('listens on the whole document: a scan anywhere is one call, and its Enter submits nothing', () => {
    const doc = standInDocument();
    const scans: string[] = [];
    const stop = listenForWedgeScans(doc.target, (code) => scans.push(code));
    expect(doc.capture()).toBe(true);

    const enter = doc.typeAll('SCAN-E2E-1', 5, 1_000);
    expect(scans).toEqual(['SCAN-E2E-1']);
    expect(enter).toMatchObject({ prevented: true, stopped: true });

    // A person typing: their Enter goes on to the form.
    const slowEnter = doc.typeAll('SCAN-E2E-1', 150, 5_000);
    expect(scans).toEqual(['SCAN-E2E-1']);
    expect(slowEnter).toMatchObject({ prevented: false, stopped: false });

    stop();
    expect(doc.listening()).toBe(false);
    doc.typeAll('AFTER-CLOSE', 5, 20_000);
    expect(scans).toEqual(['SCAN-E2E-1']);
  });
});
