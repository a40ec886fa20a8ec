import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  askUndo,
  markRefused,
  newScan,
  nextBatch,
  releaseHeld,
  resultOf,
  syncScans,
  tally,
  type RecordScansAnswer,
  type ScanApi,
  type ScanOwner,
  type ScanStore,
  type StoredScan,
} from './scan-queue';

const owner: ScanOwner = { userId: 'u-1', companyId: 'c-1', stocktakingId: 's-1' };
const at = (second: number) => new Date(Date.UTC(2026, 10, 22, 9, 0, second));

/** IndexedDB's part, in memory: the queue's rules do not depend on where the scans are kept (count-db.ts keeps them in IndexedDB). */
function memoryStore(): ScanStore & { scans: Map<string, StoredScan> } {
  const scans = new Map<string, StoredScan>();
  return {
    scans,
    async put(scan) {
      scans.set(scan.id, structuredClone(scan));
    },
    async list(who) {
      return [...scans.values()]
        .filter((scan) => scan.userId === who.userId && scan.companyId === who.companyId && scan.stocktakingId === who.stocktakingId)
        .sort((a, b) => a.at.localeCompare(b.at))
        .map((scan) => structuredClone(scan));
    },
    async update(id, change) {
      const current = scans.get(id);
      if (!current) return;
      const next = change(structuredClone(current));
      if (next === null) scans.delete(id);
      else scans.set(id, next);
    },
  };
}

const line = (code: string, presence: 'found' | 'unexpected' = 'found') => ({
  item: presence === 'found' ? `item-${code}` : null,
  code,
  title: presence === 'found' ? `Item ${code}` : '',
  brand: null,
  model: null,
  serial: null,
  accountingType: 'single' as const,
  units: null,
  object: null,
  location: null,
  responsible: null,
  accountingQuantity: presence === 'found' ? 1 : 0,
  actualQuantity: 1,
  result: 'match' as const,
  presence,
  lastScan: null,
});

/**
 * The API's scan calls with its rules (docs/stocktaking.md): a scan id counts once, a code already
 * scanned says who counted it first, unknown codes are unexpected. `network` false fails every call
 * as a lost connection does; `refuse` answers every call with that error.
 */
function fakeApi(expected: string[]) {
  const recorded = new Map<string, string>();
  const firstBy = new Map<string, string>();
  const state = { network: true, refuse: null as string | null, batches: [] as number[], undone: [] as string[] };
  const counts = () => {
    const codes = new Set(recorded.values());
    const found = expected.filter((code) => codes.has(code)).length;
    return { expected: expected.length, found, missing: expected.length - found, unexpected: [...codes].filter((code) => !expected.includes(code)).length, scans: recorded.size };
  };
  const api: ScanApi = {
    async record(who, scans) {
      if (!state.network) throw new ApiError('NetworkError', 0, 'offline');
      if (state.refuse) throw new ApiError(state.refuse as 'NotFound', 409, state.refuse);
      state.batches.push(scans.length);
      const results: RecordScansAnswer['results'] = scans.map((scan) => {
        const code = scan.code!;
        if (recorded.has(scan.id)) return { id: scan.id, outcome: 'duplicate', line: line(code), countedBefore: null };
        const before = firstBy.get(code);
        recorded.set(scan.id, code);
        if (!before) firstBy.set(code, who.userId);
        const known = expected.includes(code);
        return {
          id: scan.id,
          outcome: known ? 'recorded' : 'unknown',
          line: line(code, known ? 'found' : 'unexpected'),
          countedBefore: before ? { by: { _id: before, name: before === who.userId ? 'Me' : 'Olena' }, at: at(0).toISOString() } : null,
        };
      });
      return { results, counts: counts() };
    },
    async undo(_who, scanId) {
      if (!state.network) throw new ApiError('NetworkError', 0, 'offline');
      if (!recorded.has(scanId)) throw new ApiError('NotFound', 404, 'Not found');
      recorded.delete(scanId);
      state.undone.push(scanId);
      return { counts: counts() };
    },
  };
  return { api, state, counts, recorded };
}

describe('the scan queue', () => {
  it('keeps every scan with its own id from the moment it is taken, pending until answered', async () => {
    const store = memoryStore();
    const scan = newScan(owner, { code: 'A-1', source: 'keyboard' }, at(1), 'scan-1');
    await store.put(scan);
    expect(scan).toMatchObject({ id: 'scan-1', code: 'A-1', at: at(1).toISOString(), state: 'pending', userId: 'u-1', stocktakingId: 's-1' });
    expect(newScan(owner, { code: 'A-1', source: 'camera' }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(tally(await store.list(owner))).toEqual({ pending: 1, sent: 0, held: 0, refused: 0 });
  });

  it('sends nothing offline and everything, oldest first, once online', async () => {
    const store = memoryStore();
    const server = fakeApi(['A-1', 'A-2', 'A-3']);
    for (const [index, code] of ['A-1', 'A-2', 'A-1', 'A-3'].entries()) await store.put(newScan(owner, { code, source: 'keyboard' }, at(index), `s-${index}`));

    server.state.network = false;
    expect(await syncScans(store, server.api, owner)).toEqual({ state: 'offline', counts: null });
    expect(tally(await store.list(owner)).pending).toBe(4);

    server.state.network = true;
    const outcome = await syncScans(store, server.api, owner);
    expect(outcome).toEqual({ state: 'done', counts: { expected: 3, found: 3, missing: 0, unexpected: 0, scans: 4 } });
    const scans = await store.list(owner);
    expect(tally(scans)).toEqual({ pending: 0, sent: 4, held: 0, refused: 0 });
    expect(scans.map((scan) => scan.result?.verdict)).toEqual(['found', 'found', 'already', 'found']);
    expect(scans[2]!.result?.countedBefore).toEqual({ id: 'u-1', name: 'Me' });
  });

  it('sends a long backlog in batches of at most 100', async () => {
    const store = memoryStore();
    const server = fakeApi([]);
    for (let index = 0; index < 250; index += 1) await store.put(newScan(owner, { code: `X-${index}`, source: 'keyboard' }, new Date(at(0).getTime() + index), `s-${String(index).padStart(3, '0')}`));
    expect(nextBatch(await store.list(owner))).toHaveLength(100);
    await syncScans(store, server.api, owner);
    expect(server.state.batches).toEqual([100, 100, 50]);
    expect(tally(await store.list(owner)).sent).toBe(250);
  });

  it('counts a batch whose answer was lost once: the resend is a duplicate', async () => {
    const store = memoryStore();
    const server = fakeApi(['A-1']);
    await store.put(newScan(owner, { code: 'A-1', source: 'nfc' }, at(1), 'lost-answer'));
    // The request reached the server, the answer did not reach the phone.
    const record = server.api.record;
    server.api.record = async (...args) => {
      await record(...args);
      throw new ApiError('NetworkError', 0, 'connection reset');
    };
    expect((await syncScans(store, server.api, owner)).state).toBe('offline');
    server.api.record = record;
    expect((await syncScans(store, server.api, owner)).counts).toMatchObject({ found: 1, scans: 1 });
    expect((await store.list(owner))[0]).toMatchObject({ state: 'sent', result: { verdict: 'found' } });
  });

  it('says who counted an item first when another phone did', async () => {
    const store = memoryStore();
    const other = memoryStore();
    const server = fakeApi(['A-1']);
    const colleague = { ...owner, userId: 'u-2' };
    await other.put(newScan(colleague, { code: 'A-1', source: 'camera' }, at(1), 'theirs'));
    await syncScans(other, server.api, colleague);
    await store.put(newScan(owner, { code: 'A-1', source: 'keyboard' }, at(2), 'mine'));
    await syncScans(store, server.api, owner);
    expect((await store.list(owner))[0]!.result).toMatchObject({ verdict: 'already', countedBefore: { id: 'u-2', name: 'Olena' } });
    expect(server.counts()).toMatchObject({ found: 1, scans: 2 });
  });

  it('calls an unknown code unknown', () => {
    const answer = { id: 'x', outcome: 'unknown' as const, line: line('NOPE', 'unexpected'), countedBefore: null };
    expect(resultOf(answer).verdict).toBe('unknown');
    expect(resultOf({ ...answer, outcome: 'recorded', line: { ...line('OUT'), presence: 'unexpected' } }).verdict).toBe('unexpected');
  });

  it('undoes a scan not sent yet on the phone alone, and a sent one through the API (once online)', async () => {
    const store = memoryStore();
    const server = fakeApi(['A-1', 'A-2']);
    await store.put(newScan(owner, { code: 'A-1', source: 'keyboard' }, at(1), 'sent-then-undone'));
    await syncScans(store, server.api, owner);
    await store.put(newScan(owner, { code: 'A-2', source: 'keyboard' }, at(2), 'never-sent'));
    await askUndo(store, 'never-sent');
    await askUndo(store, 'sent-then-undone');

    server.state.network = false;
    await syncScans(store, server.api, owner);
    // Offline: the unsent one is gone, the sent one waits for its undo.
    expect((await store.list(owner)).map((scan) => [scan.id, scan.undo])).toEqual([['sent-then-undone', 'pending']]);
    expect(tally(await store.list(owner)).pending).toBe(1);

    server.state.network = true;
    const outcome = await syncScans(store, server.api, owner);
    expect(server.state.undone).toEqual(['sent-then-undone']);
    expect(server.recorded.has('never-sent')).toBe(false);
    expect(outcome.counts).toMatchObject({ found: 0, scans: 0 });
    expect(await store.list(owner)).toEqual([]);
  });

  it('holds a batch item until its quantity is given, and drops it when the user cancels', async () => {
    const store = memoryStore();
    const server = fakeApi(['B-1']);
    await store.put(newScan(owner, { code: 'B-1', source: 'keyboard', held: true }, at(1), 'batch'));
    await store.put(newScan(owner, { code: 'B-1', source: 'keyboard', held: true }, at(2), 'cancelled'));
    await syncScans(store, server.api, owner);
    expect(server.state.batches).toEqual([]);

    await releaseHeld(store, 'batch', 12);
    await releaseHeld(store, 'cancelled', null);
    await syncScans(store, server.api, owner);
    expect(server.state.batches).toEqual([1]);
    expect(await store.list(owner)).toEqual([expect.objectContaining({ id: 'batch', quantity: 12, state: 'sent' })]);
  });

  it('stops on a finished or deleted stocktaking and marks what is left as not counted, keeping it', async () => {
    for (const [error, reason] of [
      ['StocktakingFinished', 'finished'],
      ['NotFound', 'deleted'],
    ] as const) {
      const store = memoryStore();
      const server = fakeApi(['A-1']);
      await store.put(newScan(owner, { code: 'A-1', source: 'keyboard' }, at(1), 'sent'));
      await syncScans(store, server.api, owner);
      await askUndo(store, 'sent');
      await store.put(newScan(owner, { code: 'A-1', source: 'keyboard' }, at(2), 'late'));
      await store.put(newScan(owner, { code: 'B-1', source: 'keyboard', held: true }, at(3), 'held'));
      server.state.refuse = error;
      expect(await syncScans(store, server.api, owner)).toMatchObject({ state: 'stopped', reason });
      const scans = await store.list(owner);
      expect(scans.map((scan) => [scan.id, scan.state, scan.refusal ?? scan.undo])).toEqual([
        ['sent', 'sent', 'refused'],
        ['late', 'refused', reason],
        ['held', 'refused', reason],
      ]);
      expect(tally(scans)).toEqual({ pending: 0, sent: 1, held: 0, refused: 2 });
    }
  });

  it('waits while the stocktaking is being prepared, and retries after a server failure', async () => {
    const store = memoryStore();
    const server = fakeApi(['A-1']);
    await store.put(newScan(owner, { code: 'A-1', source: 'keyboard' }, at(1), 'early'));
    server.state.refuse = 'StocktakingNotReady';
    expect((await syncScans(store, server.api, owner)).state).toBe('waiting');
    server.state.refuse = 'InternalError';
    expect((await syncScans(store, server.api, owner)).state).toBe('failed');
    server.state.refuse = null;
    expect((await syncScans(store, server.api, owner)).state).toBe('done');
    expect(tally(await store.list(owner)).sent).toBe(1);
  });

  it('sets aside a scan the API refuses as invalid instead of holding up the ones after it', async () => {
    const store = memoryStore();
    const server = fakeApi(['A-1']);
    const record = server.api.record;
    server.api.record = async (who, scans) => {
      if (scans.some((scan) => scan.code === 'BAD CODE')) throw new ApiError('ValidationError', 400, 'invalid');
      return record(who, scans);
    };
    await store.put(newScan(owner, { code: 'BAD CODE', source: 'typed' }, at(1), 'bad'));
    await store.put(newScan(owner, { code: 'A-1', source: 'keyboard' }, at(2), 'good'));
    expect((await syncScans(store, server.api, owner)).state).toBe('done');
    expect((await store.list(owner)).map((scan) => [scan.id, scan.state, scan.refusal])).toEqual([
      ['bad', 'refused', 'invalid'],
      ['good', 'sent', undefined],
    ]);
  });

  it('keeps another user\'s scans on the same phone apart', async () => {
    const store = memoryStore();
    const server = fakeApi(['A-1']);
    await store.put(newScan({ ...owner, userId: 'someone-else' }, { code: 'A-1', source: 'keyboard' }, at(1), 'theirs'));
    await syncScans(store, server.api, owner);
    expect(server.state.batches).toEqual([]);
    await markRefused(store, owner, 'finished');
    expect(store.scans.get('theirs')?.state).toBe('pending');
  });
});
