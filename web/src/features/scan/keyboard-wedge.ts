/**
 * A hardware scanner that acts as a keyboard (a "keyboard wedge": USB or Bluetooth HID) types the
 * code it read faster than any person, then Enter. The scan dialog, the scan-to-bind loop and the
 * count screen listen on the whole document, so a scan lands wherever the focus is; a person typing
 * into a field (the typed code, a counted quantity) is never taken for a scanner, because people
 * type each key tens of milliseconds apart at the very least and a scanner a few milliseconds apart.
 */
export interface WedgeOptions {
  /** A pause longer than this between two characters starts a new burst. */
  maxGapMs: number;
  /** The burst's average pause between characters may be at most this (people: 100 ms and more). */
  maxMeanGapMs: number;
  /** Shorter bursts are a person's keys (a quantity such as "12" and Enter). */
  minLength: number;
}

export const defaultWedgeOptions: WedgeOptions = { maxGapMs: 150, maxMeanGapMs: 45, minLength: 3 };

/** What a key press means: part of a burst (or a person's key), or the Enter that ended a scanner's burst. */
export type WedgeVerdict<T> = { scan: null } | { scan: string; origin: T | undefined };

/**
 * The timing rule, without the DOM: feed each key with its time; Enter after a quick enough burst
 * of at least `minLength` characters is a scan. `origin` is whatever the caller attaches to the
 * burst's first key (the field the characters went into and its value before them).
 */
export class WedgeDetector<T = undefined> {
  private chars: string[] = [];
  private firstAt = 0;
  private lastAt = 0;
  private origin: T | undefined;

  constructor(private readonly options: WedgeOptions = defaultWedgeOptions) {}

  /**
   * `key` is KeyboardEvent.key: one character for a printable key; 'Enter' ends a burst; other
   * named keys (Shift, which scanners press for capitals) are neither. A held key's auto-repeat is
   * a person's, and so ends any burst.
   */
  key(key: string, time: number, origin?: () => T, repeat = false): WedgeVerdict<T> {
    if (repeat) {
      this.reset();
      return { scan: null };
    }
    if (key === 'Enter') {
      const verdict = this.verdict(time);
      this.reset();
      return verdict;
    }
    if (key.length !== 1) return { scan: null };
    if (this.chars.length === 0 || time - this.lastAt > this.options.maxGapMs) {
      this.reset();
      this.firstAt = time;
      this.origin = origin?.();
    }
    this.chars.push(key);
    this.lastAt = time;
    return { scan: null };
  }

  reset(): void {
    this.chars = [];
    this.origin = undefined;
  }

  private verdict(enterAt: number): WedgeVerdict<T> {
    const length = this.chars.length;
    if (length < this.options.minLength || enterAt - this.lastAt > this.options.maxGapMs) return { scan: null };
    const meanGap = (this.lastAt - this.firstAt) / (length - 1);
    if (meanGap > this.options.maxMeanGapMs) return { scan: null };
    const scan = this.chars.join('').trim();
    return scan ? { scan, origin: this.origin } : { scan: null };
  }
}

/** The field a burst typed into, and its value before the burst, to put back once it turns out to be a scan. */
interface TypedInto {
  field: HTMLInputElement | HTMLTextAreaElement;
  value: string;
}

function editableTarget(target: EventTarget | null): HTMLInputElement | HTMLTextAreaElement | null {
  if (typeof HTMLInputElement !== 'undefined' && target instanceof HTMLInputElement) return target;
  if (typeof HTMLTextAreaElement !== 'undefined' && target instanceof HTMLTextAreaElement) return target;
  return null;
}

/** Sets a field's value the way typing does, so that React's onChange sees it. */
function restoreValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Listens to the document's keys (capture phase: before any field or form sees the Enter) and calls
 * `onScan` with each scanner burst. The Enter that ends a scan does not submit the focused form,
 * and characters the burst typed into a field are taken out of it again. Returns the unsubscribe.
 */
export function listenForWedgeScans(target: Document, onScan: (code: string) => void, options: WedgeOptions = defaultWedgeOptions): () => void {
  const detector = new WedgeDetector<TypedInto | null>(options);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) {
      detector.reset();
      return;
    }
    const verdict = detector.key(
      event.key,
      event.timeStamp,
      () => {
        const field = editableTarget(event.target);
        return field ? { field, value: field.value } : null;
      },
      event.repeat,
    );
    if (verdict.scan === null) return;
    event.preventDefault();
    event.stopPropagation();
    if (verdict.origin && verdict.origin.field.value !== verdict.origin.value) restoreValue(verdict.origin.field, verdict.origin.value);
    onScan(verdict.scan);
  };
  target.addEventListener('keydown', onKeyDown, true);
  return () => target.removeEventListener('keydown', onKeyDown, true);
}
