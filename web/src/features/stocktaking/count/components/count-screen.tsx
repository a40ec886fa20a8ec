import { Alert } from '@chakra-ui/react/alert';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ArrowBackIcon } from '../../../../components/icons';
import { useFormatDateTime } from '../../../../components/use-format-date';
import { currentLanguage, languageTag } from '../../../../i18n';
import { isLanguage } from '../../../../../../shared/i18n/languages';
import { isApiError } from '../../../../lib/api-client';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { scannedCode } from '../../../scan/scan-payload';
import { refetchMs } from '../../stocktaking-view';
import { useFormatNumber } from '../../use-format-number';
import { fetchStocktaking } from '../count-api';
import { idbScanStore, keepStocktaking, keptStocktaking, lineByCode, pruneOldCounts, type CountSession, type KeptStocktaking } from '../count-db';
import { downloadLines } from '../expected-lines';
import { listenForWedgeScans } from '../keyboard-wedge';
import { repeatFilter } from '../repeat-filter';
import { askUndo, markRefused, newScan, releaseHeld, tally, type LocalLine, type ScanOwner, type ScanSource, type StoredScan } from '../scan-queue';
import { useNfc } from '../use-nfc';
import { useOnline, useScanSync, useStoredScans } from '../use-count';
import { CountCamera } from './count-camera';
import { QuantityDialog, type QuantityRequest } from './quantity-dialog';
import { ScanRow } from './scan-row';
import '../../i18n';

/** A scan's time: the time of day for today's, with the date for older ones (a count that spans days). */
function useScanTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const formatDate = useFormatDateTime();
  return useMemo(() => {
    const tag = languageTag(isLanguage(i18n.language) ? i18n.language : currentLanguage());
    const timeOfDay = new Intl.DateTimeFormat(tag, { timeStyle: 'short' });
    return (iso: string) => {
      const date = new Date(iso);
      return date.toDateString() === new Date().toDateString() ? timeOfDay.format(date) : formatDate(iso);
    };
  }, [i18n.language, formatDate]);
}

/** How many of the last scans the list shows. */
const lastScansShown = 50;
/** An NFC tag held to the phone is read again and again: one scan until it has been away this long. */
const sameTagQuietMs = 1_500;
const cameraPreferenceKey = 'countCamera';

/** The camera starts on by itself on a touch screen (a phone), off elsewhere; the user's choice is remembered. */
function cameraPreferred(): boolean {
  try {
    const stored = localStorage.getItem(cameraPreferenceKey);
    if (stored !== null) return stored === 'on';
  } catch {
    // Storage unavailable: the default below.
  }
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

function rememberCamera(on: boolean): void {
  try {
    localStorage.setItem(cameraPreferenceKey, on ? 'on' : 'off');
  } catch {
    // Not remembered: the next visit starts with the default again.
  }
}

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

type StopReason = 'finished' | 'deleted';

/**
 * /stocktaking/$id/count: counting from a phone (or a desktop with a hand scanner), online or not.
 * Every input at once: the camera, a hand scanner typing anywhere on the screen, a typed code and,
 * on Android Chrome, NFC tags. Each scan is stored on the device first (IndexedDB) and sent in
 * batches whenever there is a network; the list shows each scan's answer (docs/stocktaking.md,
 * "Counting from the web").
 */
export function CountScreen({ session, stocktakingId }: { session: CountSession; stocktakingId: string }) {
  const { t } = useTranslation('stocktaking');
  const formatDate = useFormatDateTime();
  const scanTime = useScanTime();
  const { number } = useFormatNumber();
  const online = useOnline();
  const owner: ScanOwner = useMemo(
    () => ({ userId: session.userId, companyId: session.companyId, stocktakingId }),
    [session.userId, session.companyId, stocktakingId],
  );
  const scans = useStoredScans(owner);
  const [kept, setKept] = useState<KeptStocktaking | null>(null);
  const [syncStop, setSyncStop] = useState<StopReason | null>(null);
  const [camera, setCamera] = useState(cameraPreferred);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string>();
  const [rejected, setRejected] = useState<string | null>(null);
  const [quantityFor, setQuantityFor] = useState<(QuantityRequest & { item: string; local: LocalLine | null }) | null>(null);
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
  useEffect(() => listenForWedgeScans(document, (code) => void takeRef.current(code, 'keyboard')), []);

  const nfcFresh = useRef(repeatFilter(sameTagQuietMs));
  const nfc = useNfc((text) => {
    if (nfcFresh.current(text, Date.now())) void takeRef.current(text, 'nfc');
  }, stop === null);

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    const code = scannedCode(typed);
    if (!code) {
      setTypedError(t('count.typed_invalid'));
      return;
    }
    setTyped('');
    void take(code, 'typed');
  };

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

  const shown = useMemo(() => {
    const list = scans ?? [];
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for (const scan of list) {
      if (!scan.code || scan.state === 'refused') continue;
      if (seen.has(scan.code)) repeated.add(scan.id);
      seen.add(scan.code);
    }
    return { rows: list.slice(-lastScansShown).reverse(), repeated };
  }, [scans]);

  const refused = (scans ?? []).filter((scan) => scan.state === 'refused');
  const title = kept?.title || detail.data?.title || t('count.title');
  useDocumentTitle(kept?.title ? `${t('count.title')}: ${kept.title}` : t('count.title'));
  const serverCounts = kept?.counts ?? null;
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
      <Flex as="header" position="sticky" top="0" zIndex="docked" bg="white" borderBottomWidth="1px" px="2" py="2" align="center" gap="2">
        <Link asChild aria-label={t('count.back')} p="2" color="fg" data-testid="count-back">
          <RouterLink to="/stocktaking/$id" params={{ id: stocktakingId }}>
            <ArrowBackIcon />
          </RouterLink>
        </Link>
        <Box minW="0" flex="1">
          <Text fontWeight="semibold" truncate data-testid="count-title">
            {title}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('count.title')}
          </Text>
        </Box>
        <Badge recipe={badgeRecipe} colorPalette={connected ? 'green' : 'gray'} flexShrink={0} data-testid="count-online" data-online={connected}>
          {connected ? t('count.online') : t('count.offline_short')}
        </Badge>
      </Flex>

      <Stack gap="3" p="3" maxW="xl" mx="auto">
        {stop ? (
          <Alert.Root status="warning" data-testid="count-stopped" data-reason={stop}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{stop === 'finished' ? t('StocktakingFinished', { ns: 'errors' }) : t('not_found')}</Alert.Title>
              {refused.length > 0 ? <Alert.Description data-testid="count-not-counted">{t('count.not_counted', { count: refused.length })}</Alert.Description> : null}
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {!connected && !stop ? (
          <Text fontSize="sm" color="fg.muted" data-testid="count-offline">
            {t('count.offline')}
          </Text>
        ) : null}

        <Box bg="white" borderWidth="1px" borderRadius="lg" p="3">
          <SimpleGrid columns={2} gap="2">
            <Box>
              <Text fontSize="xs" color="fg.muted">
                {t('count.pending')}
              </Text>
              <Text fontSize="xl" fontWeight="semibold" data-testid="count-pending">
                {number(counts.pending + counts.held)}
              </Text>
            </Box>
            <Box>
              <Text fontSize="xs" color="fg.muted">
                {t('count.sent')}
              </Text>
              <Text fontSize="xl" fontWeight="semibold" data-testid="count-sent">
                {number(counts.sent)}
              </Text>
            </Box>
          </SimpleGrid>
          {queueText ? (
            <Text fontSize="sm" mt="1" color={counts.pending + counts.held === 0 ? 'green.fg' : 'fg.muted'} data-testid={counts.pending + counts.held === 0 ? 'count-all-sent' : 'count-queue-state'}>
              {queueText}
            </Text>
          ) : null}
          {serverCounts ? (
            <Box mt="3" pt="3" borderTopWidth="1px">
              <SimpleGrid columns={3} gap="2">
                <Box>
                  <Text fontSize="xs" color="fg.muted">
                    {t('tiles.found')}
                  </Text>
                  <Text fontWeight="semibold" color="green.fg" data-testid="count-found">
                    {`${number(serverCounts.found)} / ${number(serverCounts.expected)}`}
                  </Text>
                </Box>
                <Box>
                  <Text fontSize="xs" color="fg.muted">
                    {t('tiles.missing')}
                  </Text>
                  <Text fontWeight="semibold" data-testid="count-missing">
                    {number(serverCounts.missing)}
                  </Text>
                </Box>
                <Box>
                  <Text fontSize="xs" color="fg.muted">
                    {t('tiles.unexpected')}
                  </Text>
                  <Text fontWeight="semibold" color={serverCounts.unexpected > 0 ? 'orange.fg' : undefined} data-testid="count-unexpected">
                    {number(serverCounts.unexpected)}
                  </Text>
                </Box>
              </SimpleGrid>
              {!connected && kept?.countsAt ? (
                <Text fontSize="xs" color="fg.muted" mt="1">
                  {t('count.counts_as_of', { time: formatDate(kept.countsAt) })}
                </Text>
              ) : null}
            </Box>
          ) : null}
        </Box>

        {stop ? null : (
          <Stack gap="3" bg="white" borderWidth="1px" borderRadius="lg" p="3">
            <Flex gap="2" wrap="wrap">
              <Button
                size="sm"
                variant={camera ? 'solid' : 'outline'}
                colorPalette="brand"
                onClick={() => {
                  rememberCamera(!camera);
                  setCamera(!camera);
                }}
                data-testid="count-camera-toggle"
                data-on={camera}
              >
                {camera ? t('count.camera_off') : t('count.camera_on')}
              </Button>
              {nfc.state !== 'unsupported' ? (
                <Button size="sm" variant={nfc.state === 'reading' ? 'solid' : 'outline'} colorPalette="brand" onClick={nfc.start} data-testid="count-nfc" data-state={nfc.state}>
                  {t('count.nfc_start')}
                </Button>
              ) : null}
            </Flex>
            {nfc.state === 'reading' ? <Text fontSize="sm">{t('count.nfc_reading')}</Text> : null}
            {nfc.state === 'denied' ? (
              <Text fontSize="sm" color="red.fg">
                {t('count.nfc_denied')}
              </Text>
            ) : null}
            {camera ? <CountCamera onText={(text) => void take(text, 'camera')} /> : null}
            <form onSubmit={submitTyped} noValidate>
              <Flex gap="2" align="flex-start">
                <Box flex="1" minW="0">
                  <Input
                    value={typed}
                    onChange={(event) => {
                      setTyped(event.target.value);
                      setTypedError(undefined);
                    }}
                    placeholder={t('count.typed_placeholder')}
                    aria-label={t('count.typed_label')}
                    aria-invalid={typedError ? true : undefined}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    data-testid="count-typed"
                  />
                  {typedError ? (
                    <Text fontSize="sm" color="red.fg" mt="1">
                      {typedError}
                    </Text>
                  ) : null}
                </Box>
                <Button type="submit" colorPalette="brand" data-testid="count-typed-add">
                  {t('count.typed_add')}
                </Button>
              </Flex>
            </form>
            <Text fontSize="xs" color="fg.muted">
              {t('count.scanner_hint')}
            </Text>
            <Text fontSize="xs" color="fg.muted" data-testid="count-lines" data-complete={kept?.linesComplete ?? false} data-count={kept?.linesKept ?? 0}>
              {kept?.linesComplete
                ? t('count.lines_ready', { count: kept.linesKept })
                : linesBusy
                  ? t('count.lines_downloading', { count: kept?.linesKept ?? 0 })
                  : t('count.lines_missing')}
            </Text>
            {rejected ? (
              <Text fontSize="sm" color="red.fg" wordBreak="break-all" data-testid="count-rejected">
                {t('count.not_a_code', { text: rejected })}
              </Text>
            ) : null}
          </Stack>
        )}

        <Heading as="h2" size="md" mt="2">
          {t('count.last_scans')}
        </Heading>
        {shown.rows.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {t('count.no_scans')}
          </Text>
        ) : (
          <Stack gap="2" data-testid="count-scans">
            {shown.rows.map((scan) => {
              const line = scan.result?.line;
              const batchItem = scan.state === 'sent' && line?.accountingType === 'batch' && line.item && !scan.undo && !stop;
              return (
                <ScanRow
                  key={scan.id}
                  scan={scan}
                  userId={session.userId}
                  repeated={shown.repeated.has(scan.id)}
                  time={scanTime(scan.at)}
                  canUndo={!stop && (scan.state === 'pending' || scan.state === 'sent') && !scan.undo}
                  onUndo={() => undo(scan)}
                  onQuantity={
                    batchItem
                      ? () =>
                          setQuantityFor({
                            key: scan.id,
                            item: line.item!,
                            title: line.title,
                            accountingQuantity: line.accountingQuantity,
                            units: line.units,
                            local: { title: line.title, accountingType: 'batch', units: line.units, accountingQuantity: line.accountingQuantity, expected: line.presence !== 'unexpected' },
                          })
                      : undefined
                  }
                />
              );
            })}
          </Stack>
        )}
        {refused.length > 0 ? (
          <Button variant="outline" colorPalette="red" size="sm" alignSelf="flex-start" onClick={() => setClearing(true)} data-testid="count-clear-refused">
            {t('count.clear_refused')}
          </Button>
        ) : null}
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
