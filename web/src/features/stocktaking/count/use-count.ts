import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { countApi } from './count-api';
import { idbScanStore, onScansChanged } from './count-db';
import { syncScans, type ScanOwner, type StoredScan, type SyncOutcome } from './scan-queue';

/** Whether the browser says it has a network (false is sure; true may still be a dead connection). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('online', changed);
      window.addEventListener('offline', changed);
      return () => {
        window.removeEventListener('online', changed);
        window.removeEventListener('offline', changed);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/** The owner's scans as stored on the device, re-read after every change; null until first read. */
export function useStoredScans(owner: ScanOwner): StoredScan[] | null {
  const [scans, setScans] = useState<StoredScan[] | null>(null);
  const { userId, companyId, stocktakingId } = owner;
  useEffect(() => {
    let current = true;
    let reading = false;
    let again = false;
    const read = async () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      do {
        again = false;
        const list = await idbScanStore.list({ userId, companyId, stocktakingId });
        if (current) setScans(list);
      } while (again && current);
      reading = false;
    };
    void read();
    const unsubscribe = onScansChanged(() => void read());
    return () => {
      current = false;
      unsubscribe();
    };
  }, [userId, companyId, stocktakingId]);
  return scans;
}

/** Pauses between attempts while something waits: doubling after failures, from 5 s up to 30 s. */
const retryMs = { first: 5_000, max: 30_000 } as const;

/**
 * Sends the stored scans whenever it can: at once when started, on each new scan (`syncNow`), when
 * the browser comes back online, and every few seconds while anything waits. One run at a time; a
 * call during a run makes one more run after it.
 */
export function useScanSync(owner: ScanOwner, active: boolean, hasWork: boolean) {
  const [outcome, setOutcome] = useState<SyncOutcome | null>(null);
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);
  const againRef = useRef(false);
  const delayRef = useRef<number>(retryMs.first);
  const { userId, companyId, stocktakingId } = owner;
  const stableOwner = useMemo(() => ({ userId, companyId, stocktakingId }), [userId, companyId, stocktakingId]);
  const activeRef = useRef(active);
  activeRef.current = active;

  const syncNow = useCallback(async () => {
    if (!activeRef.current || navigator.onLine === false) return;
    if (runningRef.current) {
      againRef.current = true;
      return;
    }
    runningRef.current = true;
    setRunning(true);
    try {
      do {
        againRef.current = false;
        const result = await syncScans(idbScanStore, countApi, stableOwner);
        setOutcome(result);
        delayRef.current = result.state === 'done' ? retryMs.first : Math.min(retryMs.max, delayRef.current * 2);
        if (result.state !== 'done') break;
      } while (againRef.current);
    } finally {
      runningRef.current = false;
      setRunning(false);
    }
  }, [stableOwner]);

  useEffect(() => {
    if (!active) return;
    void syncNow();
    const online = () => {
      delayRef.current = retryMs.first;
      void syncNow();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [active, syncNow]);

  // While something waits: try again after a pause (a server error, a connection that is up but dead).
  useEffect(() => {
    if (!active || !hasWork) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      void syncNow().finally(() => {
        timer = setTimeout(tick, delayRef.current);
      });
    };
    timer = setTimeout(tick, delayRef.current);
    return () => clearTimeout(timer);
  }, [active, hasWork, syncNow]);

  return { outcome, running, syncNow };
}
