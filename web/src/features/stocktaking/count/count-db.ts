import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Role } from '../../../../../shared/roles';
import type { Stocktaking, StocktakingLine } from '../../../../../shared/schemas/stocktaking';
import type { ScanOwner, ScanStore, StoredScan } from './scan-queue';

/**
 * What the count screen keeps on the device, in IndexedDB (through idb): the scans until the API
 * answered them, each stocktaking's expected lines (to name a scanned code's item offline) and its
 * last known state, and who was signed in (so that the screen opens with no network). Nothing here
 * is the service worker's: it never caches an API answer (docs/stocktaking.md, "Counting offline").
 */

/** The signed-in user as the count screen needs them, saved each time it opens online. */
export interface CountSession {
  userId: string;
  name: string;
  role: Role;
  companyId: string;
  /** The company's plan has stocktaking. */
  allowed: boolean;
  savedAt: string;
}

/** A line as the phone keeps it: enough to name an item and ask a batch item's quantity. */
export type KeptLine = Pick<StocktakingLine, 'item' | 'title' | 'accountingType' | 'units' | 'accountingQuantity' | 'presence'> & {
  stocktakingId: string;
  code: string;
};

/** A stocktaking as last seen online, and how far its lines' download got. */
export interface KeptStocktaking {
  id: string;
  companyId: string;
  title: string;
  status: Stocktaking['status'];
  ready: boolean;
  counts: Stocktaking['counts'] | null;
  /** When `counts` were the server's. */
  countsAt: string | null;
  /** Gone from the server (deleted), as far as this phone knows. */
  deleted: boolean;
  /** Cursor of the next page of lines to download; null once all are on the phone. */
  linesNext: string | null;
  linesComplete: boolean;
  linesKept: number;
  openedAt: string;
}

interface CountSchema extends DBSchema {
  scans: { key: string; value: StoredScan; indexes: { byOwner: [string, string, string] } };
  lines: { key: [string, string]; value: KeptLine; indexes: { byStocktaking: string } };
  stocktakings: { key: string; value: KeptStocktaking };
  sessions: { key: string; value: CountSession };
}

const databaseName = 'assetbook-counting';

let opening: Promise<IDBPDatabase<CountSchema>> | null = null;

export function countDb(): Promise<IDBPDatabase<CountSchema>> {
  opening ??= openDB<CountSchema>(databaseName, 1, {
    upgrade(db) {
      const scans = db.createObjectStore('scans', { keyPath: 'id' });
      scans.createIndex('byOwner', ['userId', 'stocktakingId', 'at']);
      const lines = db.createObjectStore('lines', { keyPath: ['stocktakingId', 'code'] });
      lines.createIndex('byStocktaking', 'stocktakingId');
      db.createObjectStore('stocktakings', { keyPath: 'id' });
      db.createObjectStore('sessions', { keyPath: 'userId' });
    },
    // Another tab opened a newer version of the app: let it upgrade; this one reopens on its next use.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase | null)?.close();
      opening = null;
    },
  });
  return opening;
}

/** Listeners told after every change to the scans (the screen re-reads its list). */
const scanListeners = new Set<() => void>();

export function onScansChanged(listener: () => void): () => void {
  scanListeners.add(listener);
  return () => scanListeners.delete(listener);
}

function scansChanged(): void {
  for (const listener of scanListeners) listener();
}

/** The scans in IndexedDB: one object store keyed by scan id, listed by owner in the order taken. */
export const idbScanStore: ScanStore = {
  async put(scan) {
    await (await countDb()).put('scans', scan);
    scansChanged();
  },
  async list(owner: ScanOwner) {
    const db = await countDb();
    const range = IDBKeyRange.bound([owner.userId, owner.stocktakingId, ''], [owner.userId, owner.stocktakingId, '\uffff']);
    const scans = await db.getAllFromIndex('scans', 'byOwner', range);
    return scans.filter((scan) => scan.companyId === owner.companyId);
  },
  async update(id, change) {
    const db = await countDb();
    const tx = db.transaction('scans', 'readwrite');
    const current = await tx.store.get(id);
    if (current) {
      const next = change(current);
      if (next === null) await tx.store.delete(id);
      else if (next !== current) await tx.store.put(next);
    }
    await tx.done;
    scansChanged();
  },
};

export async function keptStocktaking(id: string): Promise<KeptStocktaking | undefined> {
  return (await countDb()).get('stocktakings', id);
}

export async function keepStocktaking(id: string, change: (kept: KeptStocktaking | undefined) => KeptStocktaking): Promise<KeptStocktaking> {
  const db = await countDb();
  const tx = db.transaction('stocktakings', 'readwrite');
  const next = change(await tx.store.get(id));
  await tx.store.put(next);
  await tx.done;
  return next;
}

/** One page of downloaded lines and the cursor after it, in one transaction (a reload resumes from there). */
export async function keepLinesPage(stocktakingId: string, lines: readonly StocktakingLine[], next: string | null): Promise<KeptStocktaking | null> {
  const db = await countDb();
  const tx = db.transaction(['lines', 'stocktakings'], 'readwrite');
  const linesStore = tx.objectStore('lines');
  for (const line of lines) {
    if (!line.code) continue;
    await linesStore.put({
      stocktakingId,
      code: line.code,
      item: line.item,
      title: line.title,
      accountingType: line.accountingType,
      units: line.units,
      accountingQuantity: line.accountingQuantity,
      presence: line.presence,
    });
  }
  const stocktakings = tx.objectStore('stocktakings');
  const kept = await stocktakings.get(stocktakingId);
  let saved: KeptStocktaking | null = null;
  if (kept) {
    saved = { ...kept, linesNext: next, linesComplete: kept.linesComplete || next === null, linesKept: await linesStore.index('byStocktaking').count(stocktakingId) };
    await stocktakings.put(saved);
  }
  await tx.done;
  return saved;
}

/** Unexpected lines found by later scans are added as they come (a line's own page), without touching the cursor. */
export async function keepLines(stocktakingId: string, lines: readonly StocktakingLine[]): Promise<void> {
  const db = await countDb();
  const tx = db.transaction('lines', 'readwrite');
  for (const line of lines) {
    if (!line.code) continue;
    await tx.store.put({
      stocktakingId,
      code: line.code,
      item: line.item,
      title: line.title,
      accountingType: line.accountingType,
      units: line.units,
      accountingQuantity: line.accountingQuantity,
      presence: line.presence,
    });
  }
  await tx.done;
}

export async function lineByCode(stocktakingId: string, code: string): Promise<KeptLine | undefined> {
  return (await countDb()).get('lines', [stocktakingId, code]);
}

export async function keepSession(session: CountSession): Promise<void> {
  await (await countDb()).put('sessions', session);
}

export async function keptSession(userId: string): Promise<CountSession | undefined> {
  return (await countDb()).get('sessions', userId);
}

/** How long what a stocktaking left on the phone is kept after it was last opened: its lines, and its scans once answered. */
const keptForMs = 30 * 24 * 60 * 60 * 1000;

/**
 * Frees what old stocktakings left: lines and state of those not opened for 30 days, and their
 * answered scans. Scans never answered are kept whatever their age: they are dropped only by the user.
 */
export async function pruneOldCounts(now: Date = new Date()): Promise<void> {
  const db = await countDb();
  const old = (await db.getAll('stocktakings')).filter((kept) => now.getTime() - Date.parse(kept.openedAt) > keptForMs);
  for (const kept of old) {
    const tx = db.transaction(['lines', 'stocktakings', 'scans'], 'readwrite');
    for (const key of await tx.objectStore('lines').index('byStocktaking').getAllKeys(kept.id)) await tx.objectStore('lines').delete(key);
    let cursor = await tx.objectStore('scans').openCursor();
    while (cursor) {
      if (cursor.value.stocktakingId === kept.id && cursor.value.state === 'sent') await cursor.delete();
      cursor = await cursor.continue();
    }
    await tx.objectStore('stocktakings').delete(kept.id);
    await tx.done;
  }
}
