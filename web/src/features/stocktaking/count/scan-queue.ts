import { stocktakingLimits, type Stocktaking, type StocktakingLine } from '../../../../../shared/schemas/stocktaking';
import { isApiError, type AnswerOf } from '../../../lib/api-client';

/**
 * The phone's scans of one stocktaking, kept on the device (IndexedDB, count-db.ts) from the moment
 * they are taken until the API has answered each: the queue sends them in batches of up to 100,
 * oldest first, whenever it can, and keeps each answer beside its scan. A scan has its id from the
 * start, so a batch sent twice (an answer lost on the way) counts once (docs/stocktaking.md).
 */

export type RecordScansAnswer = AnswerOf<'POST', '/company/{company}/stocktaking/{id}/scans'>;
export type ScanCounts = Stocktaking['counts'];

/** Whose scans these are: a phone signed in as someone else keeps its own apart. */
export interface ScanOwner {
  userId: string;
  companyId: string;
  stocktakingId: string;
}

export type ScanSource = 'camera' | 'keyboard' | 'typed' | 'nfc' | 'quantity';

/**
 * held: a batch item's scan waiting for its counted quantity (not sent until given);
 * pending: stored, waiting to be sent; sent: the API answered it;
 * refused: the stocktaking was finished or deleted first: it was not counted.
 */
export type ScanState = 'held' | 'pending' | 'sent' | 'refused';

/** What the screen says of a scan the API answered. */
export type ScanVerdict = 'found' | 'unexpected' | 'unknown' | 'already';

export interface ScanResult {
  verdict: ScanVerdict;
  line: Pick<StocktakingLine, 'item' | 'code' | 'title' | 'accountingType' | 'units' | 'accountingQuantity' | 'actualQuantity' | 'presence'>;
  /** Who counted the line before this scan ("already counted by <name>"). */
  countedBefore: { id: string; name: string } | null;
}

export type RefusalReason = 'finished' | 'deleted' | 'invalid';

/** The item as this phone knew it when the scan was taken (its copy of the lines, count-db.ts). */
export interface LocalLine {
  title: string;
  accountingType: StocktakingLine['accountingType'];
  units: string | null;
  accountingQuantity: number;
  /** On the expected list (not an unexpected line seen earlier). */
  expected: boolean;
}

export interface StoredScan extends ScanOwner {
  /** The scan's own id (a UUID), made when it was taken. */
  id: string;
  code?: string;
  /** An item picked rather than read: the quantity set for a batch line the API named. */
  item?: string;
  quantity?: number;
  /** When it was taken (ISO): the API orders a batch line's counts by it. */
  at: string;
  source: ScanSource;
  state: ScanState;
  /** The item as this phone knew it when taken, if it did. */
  local?: LocalLine | null;
  /** The phone had all the expected lines when it was taken: no `local` line means not expected. */
  localChecked?: boolean;
  result?: ScanResult;
  refusal?: RefusalReason;
  /** Undo asked for: a scan not sent yet is dropped, a sent one is undone by the API (later, if offline). */
  undo?: 'pending' | 'refused';
}

/** The device's store of scans (IndexedDB in the app; the tests keep one in memory). */
export interface ScanStore {
  put(scan: StoredScan): Promise<void>;
  /** The owner's scans, oldest first. */
  list(owner: ScanOwner): Promise<StoredScan[]>;
  /** Reads, changes and writes one scan in one transaction; returning null deletes it. */
  update(id: string, change: (scan: StoredScan) => StoredScan | null): Promise<void>;
}

/** The two calls the queue makes. Errors are the api client's ApiError. */
export interface ScanApi {
  record(owner: ScanOwner, scans: { id: string; code?: string; item?: string; quantity?: number; at: string }[]): Promise<RecordScansAnswer>;
  undo(owner: ScanOwner, scanId: string): Promise<{ counts: ScanCounts }>;
}

export function newScan(
  owner: ScanOwner,
  input: { code?: string; item?: string; quantity?: number; source: ScanSource; local?: LocalLine | null; localChecked?: boolean; held?: boolean },
  now: Date = new Date(),
  id: string = crypto.randomUUID(),
): StoredScan {
  return {
    ...owner,
    id,
    ...(input.code !== undefined ? { code: input.code } : {}),
    ...(input.item !== undefined ? { item: input.item } : {}),
    ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
    at: now.toISOString(),
    source: input.source,
    state: input.held ? 'held' : 'pending',
    local: input.local ?? null,
    localChecked: input.localChecked ?? false,
  };
}

/** The scans the next batch carries: pending ones not undone, oldest first, at most 100. */
export function nextBatch(scans: readonly StoredScan[], size: number = stocktakingLimits.scansPerBatch): StoredScan[] {
  return scans.filter((scan) => scan.state === 'pending' && !scan.undo).slice(0, size);
}

/** What the API's answer to one scan means on the screen. */
export function resultOf(answer: RecordScansAnswer['results'][number]): ScanResult {
  const { line } = answer;
  const verdict: ScanVerdict =
    answer.outcome === 'unknown' || (line.item === null && line.presence === 'unexpected')
      ? 'unknown'
      : answer.countedBefore
        ? 'already'
        : line.presence === 'unexpected'
          ? 'unexpected'
          : 'found';
  return {
    verdict,
    line: {
      item: line.item,
      code: line.code,
      title: line.title,
      accountingType: line.accountingType,
      units: line.units,
      accountingQuantity: line.accountingQuantity,
      actualQuantity: line.actualQuantity,
      presence: line.presence,
    },
    countedBefore: answer.countedBefore ? { id: answer.countedBefore.by._id, name: answer.countedBefore.by.name } : null,
  };
}

export type SyncOutcome =
  /** Everything stored has been answered (or there was nothing to send). */
  | { state: 'done'; counts: ScanCounts | null }
  /** No network: try again later. */
  | { state: 'offline'; counts: ScanCounts | null }
  /** The stocktaking is still being prepared: its scans wait. */
  | { state: 'waiting'; counts: ScanCounts | null }
  /** The stocktaking was finished or deleted: what was still stored is marked not counted. */
  | { state: 'stopped'; reason: 'finished' | 'deleted'; counts: ScanCounts | null }
  /** Another error (the server failed, access was refused): try again later. */
  | { state: 'failed'; error: unknown; counts: ScanCounts | null };

type Refusal = { state: 'stopped'; reason: 'finished' | 'deleted' };

/** The API says the stocktaking is gone or closed: NotFound (deleted, or another company's) or StocktakingFinished. */
function refusalOf(error: unknown): Refusal | null {
  if (isApiError(error, 'StocktakingFinished')) return { state: 'stopped', reason: 'finished' };
  if (isApiError(error, 'NotFound')) return { state: 'stopped', reason: 'deleted' };
  return null;
}

/** Marks every scan of the owner the API will not count now: held and pending scans, and undos not done. */
export async function markRefused(store: ScanStore, owner: ScanOwner, reason: 'finished' | 'deleted'): Promise<void> {
  for (const scan of await store.list(owner)) {
    if (scan.state === 'held' || scan.state === 'pending') {
      await store.update(scan.id, (current) =>
        current.state === 'held' || current.state === 'pending' ? { ...current, state: 'refused', refusal: reason } : current,
      );
    } else if (scan.state === 'sent' && scan.undo === 'pending') {
      await store.update(scan.id, (current) => (current.undo === 'pending' ? { ...current, undo: 'refused' } : current));
    }
  }
}

async function applyAnswer(store: ScanStore, answer: RecordScansAnswer): Promise<void> {
  for (const result of answer.results) {
    await store.update(result.id, (current) => ({ ...current, state: 'sent', result: resultOf(result) }));
  }
}

/**
 * One batch; a batch the API refuses as invalid (it should never be: scans are checked when taken)
 * is sent again one scan at a time, so that one bad scan is set aside as not counted instead of
 * holding up every scan after it.
 */
async function sendBatch(store: ScanStore, api: ScanApi, owner: ScanOwner, batch: StoredScan[]): Promise<ScanCounts> {
  const wire = (scan: StoredScan) => ({
    id: scan.id,
    ...(scan.code !== undefined ? { code: scan.code } : {}),
    ...(scan.item !== undefined ? { item: scan.item } : {}),
    ...(scan.quantity !== undefined ? { quantity: scan.quantity } : {}),
    at: scan.at,
  });
  try {
    const answer = await api.record(owner, batch.map(wire));
    await applyAnswer(store, answer);
    return answer.counts;
  } catch (error) {
    if (!isApiError(error, 'ValidationError')) throw error;
    if (batch.length === 1) {
      await store.update(batch[0]!.id, (current) => ({ ...current, state: 'refused', refusal: 'invalid' }));
      throw error;
    }
    let counts: ScanCounts | null = null;
    for (const scan of batch) {
      try {
        counts = await sendBatch(store, api, owner, [scan]);
      } catch (single) {
        if (!isApiError(single, 'ValidationError')) throw single;
      }
    }
    if (!counts) throw error;
    return counts;
  }
}

/**
 * Sends what is stored until the API has answered every scan: undos of scans not sent yet are
 * dropped here, pending scans go in batches of up to 100, then the undos of sent scans. Stops at the
 * first failure (the caller tries again later: on reconnection, after a while, on the next scan).
 */
export async function syncScans(store: ScanStore, api: ScanApi, owner: ScanOwner): Promise<SyncOutcome> {
  let counts: ScanCounts | null = null;
  try {
    for (;;) {
      const scans = await store.list(owner);
      for (const scan of scans) {
        if ((scan.state === 'pending' || scan.state === 'held') && scan.undo === 'pending') {
          // Never sent: nothing to undo on the server. (A batch in flight with it is undone below once answered.)
          await store.update(scan.id, (current) => (current.state === 'pending' || current.state === 'held' ? null : current));
        }
      }
      const batch = nextBatch(scans);
      if (batch.length === 0) break;
      counts = await sendBatch(store, api, owner, batch);
    }
    for (const scan of await store.list(owner)) {
      if (scan.state !== 'sent' || scan.undo !== 'pending') continue;
      try {
        counts = (await api.undo(owner, scan.id)).counts;
      } catch (error) {
        // The API never recorded that id (an undo already done whose answer was lost): nothing left to undo.
        if (!isApiError(error, 'NotFound')) throw error;
      }
      await store.update(scan.id, () => null);
    }
    return { state: 'done', counts };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) {
      await markRefused(store, owner, refusal.reason);
      return { ...refusal, counts };
    }
    if (isApiError(error, 'NetworkError')) return { state: 'offline', counts };
    if (isApiError(error, 'StocktakingNotReady')) return { state: 'waiting', counts };
    return { state: 'failed', error, counts };
  }
}

/** Undo from the list: marked here, carried out by the next sync (at once when online). */
export async function askUndo(store: ScanStore, id: string): Promise<void> {
  await store.update(id, (current) => (current.state === 'refused' ? current : { ...current, undo: 'pending' }));
}

/** A held batch scan gets its counted quantity and joins the queue, or is dropped when the user cancels. */
export async function releaseHeld(store: ScanStore, id: string, quantity: number | null): Promise<void> {
  await store.update(id, (current) => {
    if (current.state !== 'held') return current;
    return quantity === null ? null : { ...current, quantity, state: 'pending' };
  });
}

/** Counts for the screen: what waits to be sent, what the API answered, and what it will not count. */
export function tally(scans: readonly StoredScan[]): { pending: number; sent: number; held: number; refused: number } {
  const tally = { pending: 0, sent: 0, held: 0, refused: 0 };
  for (const scan of scans) {
    if (scan.state === 'sent' && scan.undo === 'pending') tally.pending += 1;
    else tally[scan.state] += 1;
  }
  return tally;
}
