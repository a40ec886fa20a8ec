import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { isApiError } from '../../../../lib/api-client';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { scannedCode } from '../../../scan/scan-payload';
import { refetchMs } from '../../stocktaking-view';
import { fetchStocktaking } from '../count-api';
import { idbScanStore, keepStocktaking, keptStocktaking, lineByCode, pruneOldCounts, type CountSession, type KeptStocktaking } from '../count-db';
import { downloadLines } from '../expected-lines';
import { useWedgeScans } from '../../../scan/use-scan-sources';
import { repeatFilter } from '../repeat-filter';
import { askUndo, markRefused, newScan, releaseHeld, tally, type LocalLine, type ScanOwner, type ScanSource, type StoredScan } from '../scan-queue';
import { useNfc } from '../use-nfc';
import { useOnline, useScanSync, useStoredScans } from '../use-count';
import { CountHeader } from './count-header';
import { CountInputs } from './count-inputs';
import { CountScans, type QuantityFor } from './count-scans';
import { CountStatus, type StopReason } from './count-status';
import { QuantityDialog, type QuantityRequest } from './quantity-dialog';
import '../../i18n';

/** An NFC tag held to the phone is read again and again: one scan until it has been away this long. */
const sameTagQuietMs = 1_500;

function freshKept(id: string, companyId: string, now: string): KeptStocktaking {
  return {
    id,
    companyId,
    title: '',
    status: 'pending',
    ready: false,
    counts: null,
    countsAt: null,
    deleted: false,
    linesNext: null,
    linesComplete: false,
    linesKept: 0,
    openedAt: now,
  };
}


/**
 * /stocktaking/$id/count: counting from a phone (or a desktop with a hand scanner), online or not.
 * Every input at once: the camera, a hand scanner typing anywhere on the screen, a typed code and,
 * on Android Chrome, NFC tags. Each scan is stored on the device first (IndexedDB) and sent in
 * batches whenever there is a network; the list shows each scan's answer (docs/stocktaking.md,
 * "Counting from the web").
 */
export function CountScreen({ session, stocktakingId }: { session: CountSession; stocktakingId: string }) {
  const { t } = useTranslation('stocktaking');
  const online = useOnline();
  const owner: ScanOwner = useMemo(
    () => ({ userId: session.userId, companyId: session.companyId, stocktakingId }),
    [session.userId, session.companyId, stocktakingId],
  );
  const scans = useStoredScans(owner);
  const [kept, setKept] = useState<KeptStocktaking | null>(null);
  const [syncStop, setSyncStop] = useState<StopReason | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const [quantityFor, setQuantityFor] = useState<QuantityFor | null>(null);
  const [clearing, setClearing] = useState(false);

  const stop: StopReason | null = kept?.deleted ? 'deleted' : kept?.status === 'completed' ? 'finished' : syncStop;
  const stopRef = useRef(stop);
  stopRef.current = stop;

  // What this phone knew of the stocktaking, and that it was opened now (old ones are pruned).
  useEffect(() => {
    let current = true;
    void keepStocktaking(stocktakingId, (previous) => ({ ...(previous ?? freshKept(stocktakingId, session.companyId, '')), openedAt: new Date().toISOString() }))
      .then((next) => {
        if (current) setKept(next);
      })
      .then(() => pruneOldCounts())
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [stocktakingId, session.companyId]);

  const keep = useCallback(
    async (change: (previous: KeptStocktaking) => KeptStocktaking) => {
      const next = await keepStocktaking(stocktakingId, (previous) => change(previous ?? freshKept(stocktakingId, session.companyId, new Date().toISOString())));
      setKept(next);
    },
    [stocktakingId, session.companyId],
  );

  // The live state: title, status and counts every few seconds while online.
  const detail = useQuery({
    queryKey: ['stocktaking', 'count', session.companyId, stocktakingId],
    queryFn: ({ signal }) => fetchStocktaking(session.companyId, stocktakingId, signal),
    enabled: online && stop === null,
    refetchInterval: online && stop === null ? refetchMs.live : false,
    retry: false,
  });
  useEffect(() => {
    const data = detail.data;
    if (!data) return;
    void keep((previous) => ({ ...previous, title: data.title, status: data.status, ready: data.ready, counts: data.counts, countsAt: new Date().toISOString() }));
  }, [detail.data, keep]);
  useEffect(() => {
    if (isApiError(detail.error, 'NotFound')) void keep((previous) => ({ ...previous, deleted: true }));
  }, [detail.error, keep]);

  // Stopped: what is still stored is not counted, and says so.
  useEffect(() => {
    if (stop) void markRefused(idbScanStore, owner, stop);
  }, [stop, owner]);

  const counts = tally(scans ?? []);
  const sync = useScanSync(owner, stop === null, counts.pending > 0);

  // The browser may say online on a network that reaches nothing (a Wi-Fi with no way out): the
  // last call's fate says better whether the API answers.
  const [reached, setReached] = useState(true);
  useEffect(() => {
    if (detail.isSuccess) setReached(true);
    else if (isApiError(detail.error, 'NetworkError')) setReached(false);
  }, [detail.isSuccess, detail.error, detail.dataUpdatedAt, detail.errorUpdatedAt]);
  useEffect(() => {
    if (sync.outcome) setReached(sync.outcome.state !== 'offline');
  }, [sync.outcome]);
  const connected = online && reached;
  useEffect(() => {
    const outcome = sync.outcome;
    if (!outcome) return;
    if (outcome.state === 'stopped') {
      setSyncStop(outcome.reason);
      void keep((previous) => (outcome.reason === 'deleted' ? { ...previous, deleted: true } : { ...previous, status: 'completed' }));
    } else if (outcome.counts) {
      const answered = outcome.counts;
      void keep((previous) => ({ ...previous, counts: answered, countsAt: new Date().toISOString() }));
    }
  }, [sync.outcome, keep]);

  // The lines, once per opening while online (all pages the first time, then the unexpected ones);
  // a download cut by a lost connection resumes when the API answers again.
  const [linesBusy, setLinesBusy] = useState(false);
  const ready = kept?.ready ?? false;
  useEffect(() => {
    if (!connected || !ready || stop) return;
    const controller = new AbortController();
    setLinesBusy(true);
    void downloadLines(session.companyId, stocktakingId, setKept, controller.signal)
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setLinesBusy(false);
      });
    return () => controller.abort();
  }, [connected, ready, stop, session.companyId, stocktakingId]);

  const take = useCallback(
    async (text: string, source: ScanSource) => {
      if (stopRef.current) return;
      const code = scannedCode(text);
      if (!code) {
        setRejected(text.slice(0, 120));
        return;
      }
      setRejected(null);
      const line = await lineByCode(stocktakingId, code).catch(() => undefined);
      const known = await keptStocktaking(stocktakingId).catch(() => undefined);
      const local: LocalLine | null = line
        ? { title: line.title, accountingType: line.accountingType, units: line.units, accountingQuantity: line.accountingQuantity, expected: line.presence !== 'unexpected' }
        : null;
      const scan = newScan(owner, { code, source, local, localChecked: known?.linesComplete ?? false, held: line?.accountingType === 'batch' });
      await idbScanStore.put(scan);
      navigator.vibrate?.(40);
      if (scan.state === 'pending') void sync.syncNow();
    },
    [owner, stocktakingId, sync],
  );
  const takeRef = useRef(take);
  takeRef.current = take;

  // A hand scanner: a quick burst and Enter, wherever the focus is.
  useWedgeScans((code) => void takeRef.current(code, 'keyboard'));

  const nfcFresh = useRef(repeatFilter(sameTagQuietMs));
  const nfc = useNfc((text) => {
    if (nfcFresh.current(text, Date.now())) void takeRef.current(text, 'nfc');
  }, stop === null);

  const undo = (scan: StoredScan) => {
    void askUndo(idbScanStore, scan.id).then(() => sync.syncNow());
  };

  // A batch scan waiting for its quantity: the oldest first.
  const held = scans?.find((scan) => scan.state === 'held' && !scan.undo) ?? null;
  const heldRequest: QuantityRequest | null = held
    ? { key: held.id, title: held.local?.title || held.code || '', accountingQuantity: held.local?.accountingQuantity ?? null, units: held.local?.units ?? null }
    : null;

  const saveQuantityFor = async (quantity: number) => {
    if (!quantityFor) return;
    const scan = newScan(owner, { item: quantityFor.item, quantity, source: 'quantity', local: quantityFor.local, localChecked: true });
    setQuantityFor(null);
    await idbScanStore.put(scan);
    void sync.syncNow();
  };

  const refused = (scans ?? []).filter((scan) => scan.state === 'refused');
  const title = kept?.title || detail.data?.title || t('count.title');
  useDocumentTitle(kept?.title ? `${t('count.title')}: ${kept.title}` : t('count.title'));
  const outcome = sync.outcome;
  const queueText =
    counts.pending + counts.held === 0
      ? counts.sent > 0
        ? t('count.all_sent')
        : null
      : !connected
        ? null
        : outcome?.state === 'waiting'
          ? t('count.waiting_ready')
          : outcome?.state === 'failed' || outcome?.state === 'offline'
            ? t('count.send_failed')
            : t('count.sending');

  return (
    <Box minH="100dvh" bg="bg.subtle" data-testid="count-screen">
      <CountHeader stocktakingId={stocktakingId} title={title} connected={connected} />
      <Stack gap="3" p="3" maxW="xl" mx="auto">
        <CountStatus stop={stop} connected={connected} counts={counts} queueText={queueText} refusedCount={refused.length} kept={kept} />
        {stop ? null : <CountInputs nfc={nfc} onScan={(text, source) => void take(text, source)} kept={kept} linesBusy={linesBusy} rejected={rejected} />}
        <CountScans scans={scans ?? []} userId={session.userId} stopped={stop !== null} onUndo={undo} onQuantity={setQuantityFor} onClearRefused={() => setClearing(true)} />
      </Stack>

      {heldRequest && held ? (
        <QuantityDialog
          key={heldRequest.key}
          request={heldRequest}
          onSave={(quantity) => void releaseHeld(idbScanStore, held.id, quantity).then(() => sync.syncNow())}
          onCancel={() => void releaseHeld(idbScanStore, held.id, null)}
        />
      ) : quantityFor ? (
        <QuantityDialog key={quantityFor.key} request={quantityFor} onSave={(quantity) => void saveQuantityFor(quantity)} onCancel={() => setQuantityFor(null)} />
      ) : null}
      <ConfirmDialog
        open={clearing}
        title={t('count.clear_refused_title')}
        confirmLabel={t('count.clear_refused_confirm')}
        danger
        onConfirm={() => {
          setClearing(false);
          void Promise.all(refused.map((scan) => idbScanStore.update(scan.id, (current) => (current.state === 'refused' ? null : current))));
        }}
        onCancel={() => setClearing(false)}
        confirmTestId="count-clear-refused-confirm"
      >
        <Text>{t('count.clear_refused_text')}</Text>
      </ConfirmDialog>
    </Box>
  );
}
