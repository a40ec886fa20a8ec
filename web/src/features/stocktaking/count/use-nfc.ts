import { useCallback, useEffect, useRef, useState } from 'react';
import { ndefReaderClass, readTags, type NfcState } from '../../scan/nfc';

/**
 * Web NFC on the count screen: 'unsupported' where the browser has none; otherwise reading starts
 * on the user's tap (the browser asks for permission then) or by itself where permission was
 * granted before, and stops when the screen closes.
 */
export function useNfc(onText: (text: string) => void, enabled: boolean) {
  const Reader = ndefReaderClass(typeof window === 'undefined' ? {} : window);
  const [state, setState] = useState<NfcState>(Reader ? 'idle' : 'unsupported');
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const abort = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    if (!Reader || abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    void readTags(Reader, (text) => onTextRef.current(text), (next) => {
      if (next === 'denied') abort.current = null;
      setState(next);
    }, controller.signal);
  }, [Reader]);

  useEffect(() => {
    if (!Reader || !enabled) return;
    let cancelled = false;
    // Granted before: read at once, with no tap needed.
    navigator.permissions
      ?.query({ name: 'nfc' as PermissionName })
      .then((status) => {
        if (!cancelled && status.state === 'granted') start();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      abort.current?.abort();
      abort.current = null;
    };
  }, [Reader, enabled, start]);

  return { state, start };
}
