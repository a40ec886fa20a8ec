import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { listenForWedgeScans } from './keyboard-wedge';
import { ndefReaderClass, readTags, type NfcState } from './nfc';

/** The browser's Web NFC reader, or null (every browser but Chrome on Android). */
export const browserNdefReader = () => ndefReaderClass(typeof window === 'undefined' ? {} : window);

/**
 * Web NFC while the dialog that calls it is open: reading starts when it mounts (right after the
 * user's tap that opened it, so the browser may ask for permission) and stops, through its
 * AbortController, when it unmounts. 'unsupported' where the browser has no NDEFReader; `retry`
 * starts again from a tap after a refusal (the user turned NFC on, or allowed it).
 */
export function useNfcScan(onText: (text: string) => void) {
  const Reader = browserNdefReader();
  const [state, setState] = useState<NfcState>(Reader ? 'idle' : 'unsupported');
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!Reader) return;
    const controller = new AbortController();
    void readTags(Reader, (text) => onTextRef.current(text), (next) => {
      if (!controller.signal.aborted) setState(next);
    }, controller.signal);
    return () => controller.abort();
  }, [Reader, attempt]);

  return { state, retry: () => setAttempt((value) => value + 1) };
}

/**
 * A hardware scanner acting as a keyboard, with the focus anywhere (a field included: what the
 * scanner typed into it is taken out again): each burst ending with Enter is one `onScan`. Listening
 * starts in the same task as the screen is put on the page (a layout effect): a passive effect runs
 * after the paint, so a scan started the moment the dialog showed could lose its first characters.
 */
export function useWedgeScans(onScan: (code: string) => void, enabled = true) {
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;
  useLayoutEffect(() => {
    if (!enabled) return;
    return listenForWedgeScans(document, (code) => onScanRef.current(code));
  }, [enabled]);
}
