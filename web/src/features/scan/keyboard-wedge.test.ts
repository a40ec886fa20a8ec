import { describe, expect, it } from 'vitest';
import { listenForWedgeScans, WedgeDetector } from './keyboard-wedge';

/** Feeds `text` one key every `gapMs` from `start`, then Enter `enterGapMs` after the last key; returns the verdict of the Enter. */
function type(detector: WedgeDetector<string>, text: string, gapMs: number, start = 1_000, enterGapMs = gapMs) {
  let time = start;
  for (const key of text) {
    expect(detector.key(key, time, () => 'field').scan).toBeNull();
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
  it('takes quick characters then Enter for one scan', () => {
    expect(type(new WedgeDetector<string>(), 'https://app.example/q/AB-1', 6)).toEqual({ scan: 'https://app.example/q/AB-1', origin: 'field' });
  });

  it('does not take a person typing slowly into the code field for a scanner', () => {
    expect(type(new WedgeDetector<string>(), 'AB-000123', 120).scan).toBeNull();
    // Quick but short (a person's "12" and Enter), and an Enter long after a quick burst.
    expect(type(new WedgeDetector<string>(), '12', 5).scan).toBeNull();
    expect(type(new WedgeDetector<string>(), 'AB-000123', 6, 1_000, 500).scan).toBeNull();
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
