import { randomUUID } from 'node:crypto';
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { freezeExpectedSet } from '../../functions/stocktaking/background';
import { scanHash } from '../../functions/stocktaking/rules';
import { getScan, walkLines } from '../../functions/stocktaking/line-store';
import { getStocktaking, setCounts } from '../../functions/stocktaking/store';
import { queues } from '../../shared/resources';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { runQueuedJobs } from '../support/jobs';
import { endTrial, memberWithRole } from '../support/members';

type Caller = { token: string };
const base = (owner: Owner) => `/company/${owner.company._id}/stocktaking`;

async function markedItem(owner: Owner, code: string, body: Record<string, unknown> = {}) {
  const [item] = await createItems(owner, { title: `Item ${code}`, ...body });
  const marked = await api('PUT', `${itemsPath(owner)}/${item!._id}/mark`, { token: owner.token, body: { code } });
  if (marked.status !== 200) throw new Error(JSON.stringify(marked.body));
  return item!._id;
}

/** Starts a stocktaking and runs its freeze job: ready to scan. */
async function started(owner: Owner, scope: Record<string, unknown> = { kind: 'company' }, caller: Caller = owner) {
  const answer = await api('POST', base(owner), { token: caller.token, body: { title: 'November', scope } });
  if (answer.status !== 202) throw new Error(JSON.stringify(answer.body));
  await runQueuedJobs('stocktaking');
  return answer.body._id as string;
}

const scan = (code: string, extra: Record<string, unknown> = {}) => ({ id: randomUUID(), code, ...extra });
const send = (owner: Owner, id: string, caller: Caller, scans: unknown[]) => api('POST', `${base(owner)}/${id}/scans`, { token: caller.token, body: { scans } });
const detail = (owner: Owner, id: string) => api('GET', `${base(owner)}/${id}`, { token: owner.token }).then((answer) => answer.body);
const lines = (owner: Owner, id: string, query: Record<string, string> = {}) =>
  api('GET', `${base(owner)}/${id}/items`, { token: owner.token, query }).then((answer) => answer.body);

/** The jobs waiting on the notifications queue (taken off it). */
async function takeNotificationJobs(): Promise<Record<string, any>[]> {
  const client = new SQSClient({});
  const url = process.env[queues.notifications.envVar]!;
  const jobs: Record<string, any>[] = [];
  for (;;) {
    const { Messages = [] } = await client.send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));
    if (Messages.length === 0) return jobs;
    jobs.push(...Messages.map((message) => JSON.parse(message.Body!)));
    await client.send(new DeleteMessageBatchCommand({ QueueUrl: url, Entries: Messages.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle! })) }));
  }
}

describe('starting a stocktaking', () => {
  it('answers 202 not ready, refuses scans until the expected set is frozen, then counts it', async () => {
    const owner = await companyOwner();
    await markedItem(owner, 'ST-A1');
    await createItems(owner, { title: 'Chair', count: 3 });
    const answer = await api('POST', base(owner), { token: owner.token, body: { scope: { kind: 'company' } } });
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ status: 'pending', ready: false, finished: null, startedBy: { _id: owner.user._id } });
    const early = await send(owner, answer.body._id, owner, [scan('ST-A1')]);
    expect([early.status, early.body.error]).toEqual([409, 'StocktakingNotReady']);

    await runQueuedJobs('stocktaking');
    expect(await detail(owner, answer.body._id)).toMatchObject({ ready: true, counts: { expected: 4, found: 0, missing: 4, unexpected: 0, scans: 0 } });
    expect((await lines(owner, answer.body._id)).data).toHaveLength(4);
    // A redelivered freeze job after ready changes nothing.
    await freezeExpectedSet({ kind: 'stocktaking.freeze', companyId: owner.company._id, requestedBy: owner.user._id, jobId: 'again', stocktakingId: answer.body._id });
    expect((await detail(owner, answer.body._id)).counts.expected).toBe(4);
  });

  it('freezes a large scope over several runs, resuming from the checkpoint', async () => {
    const owner = await companyOwner();
    for (let batch = 0; batch < 7; batch++) await createItems(owner, { title: `Box ${batch}`, count: 40 });
    const answer = await api('POST', base(owner), { token: owner.token, body: { scope: { kind: 'company' } } });
    const job = { kind: 'stocktaking.freeze' as const, companyId: owner.company._id, requestedBy: owner.user._id, jobId: 'first', stocktakingId: answer.body._id };
    // No time left after the first page: the run saves its checkpoint and queues itself again.
    await freezeExpectedSet(job, 0);
    const halfway = await getStocktaking(owner.company._id, answer.body._id);
    expect(halfway).toMatchObject({ ready: false, freeze: { part: 0 } });
    expect(halfway!.freeze!.after).not.toBeNull();
    expect(await runQueuedJobs('stocktaking')).toBeGreaterThanOrEqual(2);
    expect(await detail(owner, answer.body._id)).toMatchObject({ ready: true, counts: { expected: 280 } });
  });

  it('validates the scope against the company and keeps the names of its places', async () => {
    const owner = await companyOwner();
    const other = await companyOwner();
    const otherObject = await api('POST', '/company/get/locations', { token: other.token, body: { title: 'Theirs', locations: [] } });
    const foreign = await api('POST', base(owner), { token: owner.token, body: { scope: { kind: 'places', objects: [otherObject.body._id] } } });
    expect(foreign.body.details.fields.scope).toBe('invalid_rule_place');
    const stranger = await api('POST', base(owner), { token: owner.token, body: { scope: { kind: 'responsible', responsible: other.user._id } } });
    expect(stranger.body.details.fields.scope).toBe('invalid_rule_user');
    const object = await api('POST', '/company/get/locations', { token: owner.token, body: { title: 'Store', locations: ['Aisle 1'] } });
    const ok = await api('POST', base(owner), { token: owner.token, body: { scope: { kind: 'places', locations: [object.body.locations[0]._id] } } });
    expect(ok.body.target.locations).toEqual([{ _id: object.body.locations[0]._id, title: 'Aisle 1' }]);
  });
});

describe('recording scans', () => {
  it('counts a resent batch once, and the same scan from a second phone once', async () => {
    const owner = await companyOwner();
    const stockman = await memberWithRole(owner.company._id, 'stockman');
    await markedItem(owner, 'ST-B1');
    await markedItem(owner, 'ST-B2');
    const id = await started(owner);
    const batch = [scan('ST-B1', { at: '2026-11-22T09:00:00Z' }), scan('ST-B2')];
    const first = await send(owner, id, owner, batch);
    expect(first.status).toBe(200);
    expect(first.body.results.map((result: { outcome: string }) => result.outcome)).toEqual(['recorded', 'recorded']);
    expect(first.body.results[0].line).toMatchObject({ presence: 'found', result: 'match', actualQuantity: 1, lastScan: { by: { _id: owner.user._id }, at: '2026-11-22T09:00:00.000Z' } });
    expect(first.body.results[0].countedBefore).toBeNull();

    const resent = await send(owner, id, owner, batch);
    expect(resent.body.results.map((result: { outcome: string }) => result.outcome)).toEqual(['duplicate', 'duplicate']);
    const secondPhone = await send(owner, id, stockman, [batch[0]]);
    expect(secondPhone.body.results[0].outcome).toBe('duplicate');
    expect(secondPhone.body.counts).toMatchObject({ expected: 2, found: 2, missing: 0, scans: 2 });
    // The same item scanned again under a new id is a new scan of a single item: still 1.
    const again = await send(owner, id, stockman, [scan('ST-B1')]);
    expect(again.body.results[0]).toMatchObject({ outcome: 'recorded', line: { actualQuantity: 1, lastScan: { by: { _id: stockman.user._id } } } });
    // The second phone is told who counted it first (its count screen says "already counted by <name>").
    expect(again.body.results[0].countedBefore).toMatchObject({ by: { _id: owner.user._id }, at: '2026-11-22T09:00:00.000Z' });
    expect(again.body.counts).toMatchObject({ found: 2, scans: 3 });
  });

  it('takes two phones scanning different items at once', async () => {
    const owner = await companyOwner();
    const stockman = await memberWithRole(owner.company._id, 'stockman');
    const codes = Array.from({ length: 8 }, (_, index) => `ST-C${index}`);
    for (const code of codes) await markedItem(owner, code);
    const id = await started(owner);
    const [a, b] = await Promise.all([
      send(owner, id, owner, codes.slice(0, 4).map((code) => scan(code))),
      send(owner, id, stockman, codes.slice(4).map((code) => scan(code))),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await detail(owner, id)).counts).toMatchObject({ expected: 8, found: 8, missing: 0, scans: 8 });
    const found = await lines(owner, id, { presence: 'found' });
    expect(new Set(found.data.map((line: { lastScan: { by: { _id: string } } }) => line.lastScan.by._id))).toEqual(new Set([owner.user._id, stockman.user._id]));
  });

  it('takes two phones scanning the same item at once: both scans kept, the item found once', async () => {
    const owner = await companyOwner();
    const stockman = await memberWithRole(owner.company._id, 'stockman');
    await markedItem(owner, 'ST-S1');
    const id = await started(owner);
    const answers = await Promise.all([
      send(owner, id, owner, [scan('ST-S1'), scan('ST-S1')]),
      send(owner, id, stockman, [scan('ST-S1'), scan('ST-S1')]),
    ]);
    expect(answers.flatMap((answer) => answer.body.results.map((result: { outcome: string }) => result.outcome))).toEqual(['recorded', 'recorded', 'recorded', 'recorded']);
    expect((await detail(owner, id)).counts).toMatchObject({ expected: 1, found: 1, scans: 4 });
  });

  it('pages filtered results by cursor, each page reading a bounded number of lines', async () => {
    const owner = await companyOwner();
    for (let index = 0; index < 12; index++) await markedItem(owner, `ST-P${String(index).padStart(2, '0')}`);
    const id = await started(owner);
    await send(owner, id, owner, [scan('ST-P03'), scan('ST-P11')]);
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await lines(owner, id, { presence: 'found', limit: '2', ...(after ? { after } : {}) });
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((line: { code: string }) => line.code));
      after = page.next ?? undefined;
      pages++;
    } while (after);
    expect(seen.sort()).toEqual(['ST-P03', 'ST-P11']);
    expect(pages).toBeGreaterThan(1);
    const all = await lines(owner, id, { limit: '20' });
    expect([all.data.length, all.next]).toEqual([12, null]);
    const bad = await api('GET', `${base(owner)}/${id}/items`, { token: owner.token, query: { after: 'bm9wZQ' } });
    expect(bad.body.error).toBe('ValidationError');
  });

  it('keeps the expected set frozen against later creates and moves', async () => {
    const owner = await companyOwner();
    const store = await api('POST', '/company/get/locations', { token: owner.token, body: { title: 'Store', locations: ['Aisle 1'] } });
    const yard = await api('POST', '/company/get/locations', { token: owner.token, body: { title: 'Yard', locations: [] } });
    const inStore = await markedItem(owner, 'ST-D1', { object: store.body._id });
    await markedItem(owner, 'ST-D2', { object: store.body._id });
    await markedItem(owner, 'ST-D3', { object: yard.body._id });
    const id = await started(owner, { kind: 'places', objects: [store.body._id] });
    expect((await detail(owner, id)).counts.expected).toBe(2);

    await api('PUT', `${itemsPath(owner)}/locations/add`, { token: owner.token, body: { item_ids: [inStore], object: yard.body._id } });
    await markedItem(owner, 'ST-D4', { object: store.body._id });
    const answer = await send(owner, id, owner, [scan('ST-D1'), scan('ST-D4'), scan('ST-D3')]);
    expect(answer.body.results[0]).toMatchObject({ outcome: 'recorded', line: { presence: 'found', object: { title: 'Store' } } });
    expect(answer.body.results[1]).toMatchObject({ outcome: 'recorded', line: { presence: 'unexpected', result: 'surplus', accountingQuantity: 0, actualQuantity: 1 } });
    expect(answer.body.results[2].line).toMatchObject({ presence: 'unexpected', object: { title: 'Yard' } });
    expect(answer.body.counts).toMatchObject({ expected: 2, found: 1, missing: 1, unexpected: 2 });
    expect((await lines(owner, id, { presence: 'unexpected' })).data.map((line: { code: string }) => line.code).sort()).toEqual(['ST-D3', 'ST-D4']);
    expect((await lines(owner, id, { presence: 'missing' })).data.map((line: { code: string }) => line.code)).toEqual(['ST-D2']);
  });

  it('records an unknown code, and another company\'s code or item exactly like one', async () => {
    const owner = await companyOwner();
    const other = await companyOwner();
    const theirs = await markedItem(other, 'ST-THEIRS', { brand: 'Secret' });
    const id = await started(owner);
    const answer = await send(owner, id, owner, [scan('NO-SUCH-CODE'), scan('ST-THEIRS'), { id: randomUUID(), item: theirs }]);
    expect(answer.body.results.map((result: { outcome: string }) => result.outcome)).toEqual(['unknown', 'unknown', 'unknown']);
    expect(answer.body.results[0].line).toMatchObject({ item: null, code: 'NO-SUCH-CODE', title: '', presence: 'unexpected', result: 'surplus' });
    expect(answer.body.results[1].line).toMatchObject({ item: null, code: 'ST-THEIRS', title: '', brand: null });
    expect(answer.body.results[2].line).toMatchObject({ item: null, code: null, title: '' });
    expect(answer.body.counts.unexpected).toBe(3);
  });

  it('counts a batch item by its newest scan: an older offline scan arriving later does not override it', async () => {
    const owner = await companyOwner();
    const [nails] = await createItems(owner, { title: 'Nails', accountingType: 'batch', quantity: 10, units: 'pieces' });
    const id = await started(owner);
    const newer = { id: randomUUID(), item: nails!._id, quantity: 8, at: '2026-11-22T10:00:00Z' };
    expect((await send(owner, id, owner, [newer])).body.results[0].line).toMatchObject({ accountingQuantity: 10, actualQuantity: 8, result: 'lack' });
    const older = { id: randomUUID(), item: nails!._id, quantity: 12, at: '2026-11-22T09:00:00Z' };
    const late = await send(owner, id, owner, [older]);
    expect(late.body.results[0]).toMatchObject({ outcome: 'recorded', line: { actualQuantity: 8, result: 'lack', lastScan: { at: '2026-11-22T10:00:00.000Z' } } });
    const newest = { id: randomUUID(), item: nails!._id, quantity: 12, at: '2026-11-22T11:00:00Z' };
    expect((await send(owner, id, owner, [newest])).body.results[0].line).toMatchObject({ actualQuantity: 12, result: 'surplus' });
    // Undoing the newest count gives the line back to the one before it.
    await api('DELETE', `${base(owner)}/${id}/scans/${newest.id}`, { token: owner.token });
    expect((await lines(owner, id)).data[0]).toMatchObject({ actualQuantity: 8, result: 'lack', lastScan: { at: '2026-11-22T10:00:00.000Z' } });
    expect((await lines(owner, id, { result: 'lack' })).data).toHaveLength(1);
    expect((await lines(owner, id, { result: 'surplus' })).data).toHaveLength(0);
  });

  it('undoes a scan: the line goes back to what its other scans say, and the undone scan resent stays undone', async () => {
    const owner = await companyOwner();
    await markedItem(owner, 'ST-E1');
    const id = await started(owner);
    const first = scan('ST-E1');
    const stray = scan('STRAY');
    await send(owner, id, owner, [first, stray]);
    expect((await detail(owner, id)).counts).toMatchObject({ found: 1, unexpected: 1, scans: 2 });

    const undone = await api('DELETE', `${base(owner)}/${id}/scans/${first.id}`, { token: owner.token });
    expect(undone.status).toBe(200);
    expect(undone.body.counts).toMatchObject({ found: 0, missing: 1, unexpected: 1, scans: 1 });
    expect((await lines(owner, id, { presence: 'missing' })).data[0]).toMatchObject({ code: 'ST-E1', actualQuantity: 0, result: 'lack', lastScan: null });
    await api('DELETE', `${base(owner)}/${id}/scans/${stray.id}`, { token: owner.token });
    expect((await lines(owner, id, { presence: 'unexpected' })).data).toEqual([]);

    const resent = await send(owner, id, owner, [first]);
    expect(resent.body.results[0].outcome).toBe('duplicate');
    expect(resent.body.counts).toMatchObject({ found: 0, unexpected: 0, scans: 0 });
    const unknown = await api('DELETE', `${base(owner)}/${id}/scans/${randomUUID()}`, { token: owner.token });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'NotFound']);
  });
});

describe('finishing', () => {
  it('completes with the finished marker, queues the notification, then refuses scans and undos', async () => {
    const owner = await companyOwner();
    const stockman = await memberWithRole(owner.company._id, 'stockman');
    await markedItem(owner, 'ST-F1');
    await markedItem(owner, 'ST-F2');
    const id = await started(owner, { kind: 'company' }, stockman);
    const counted = scan('ST-F1');
    await send(owner, id, stockman, [counted, scan('ST-UNKNOWN')]);
    await takeNotificationJobs();

    const finished = await api('POST', `${base(owner)}/${id}/finish`, { token: stockman.token });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ status: 'completed', finished: '0', finishedBy: { _id: stockman.user._id }, counts: { found: 1, missing: 1, unexpected: 1 } });
    expect(finished.body.endDate).toEqual(expect.any(String));
    const jobs = await takeNotificationJobs();
    expect(jobs).toEqual([
      expect.objectContaining({
        kind: 'notifications.raise',
        companyId: owner.company._id,
        jobId: `stocktaking-finished-${id}`,
        type: 'stocktaking_finished',
        recipients: { roles: ['root', 'admin'], users: [stockman.user._id] },
        actorId: stockman.user._id,
        link: `/stocktaking/${id}`,
        params: { title: 'November', found: 1, missing: 1, unexpected: 1 },
      }),
    ]);

    const late = await send(owner, id, stockman, [scan('ST-F2')]);
    expect([late.status, late.body.error]).toEqual([409, 'StocktakingFinished']);
    expect((await detail(owner, id)).counts.found).toBe(1);
    const undo = await api('DELETE', `${base(owner)}/${id}/scans/${counted.id}`, { token: owner.token });
    expect(undo.body.error).toBe('StocktakingFinished');
    const twice = await api('POST', `${base(owner)}/${id}/finish`, { token: owner.token });
    expect(twice.body).toMatchObject({ status: 'completed', endDate: finished.body.endDate, finishedBy: { _id: stockman.user._id } });
  });
});

describe('when a function stopped between the writes of a scan', () => {
  it('a resend writes the lost log entry without counting again, and finishing recounts drifted counts', async () => {
    const owner = await companyOwner();
    await markedItem(owner, 'ST-H1');
    await markedItem(owner, 'ST-H2');
    const id = await started(owner);
    const counted = scan('ST-H1');
    await send(owner, id, owner, [counted]);
    // As if the function stopped after the line and before the log entry and the counts.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.stocktakingScan(owner.company._id, id, scanHash(counted.id)) }));
    await setCounts(owner.company._id, id, { expected: 2, found: 0, unexpected: 0, scans: 0 });

    const resent = await send(owner, id, owner, [counted]);
    expect(resent.body.results[0]).toMatchObject({ outcome: 'duplicate', line: { presence: 'found' } });
    expect(await getScan(owner.company._id, id, scanHash(counted.id))).toMatchObject({ scanId: counted.id, by: { _id: owner.user._id } });
    const finished = await api('POST', `${base(owner)}/${id}/finish`, { token: owner.token });
    expect(finished.body.counts).toEqual({ expected: 2, found: 1, missing: 1, unexpected: 0, scans: 1 });
    expect((await detail(owner, id)).counts).toEqual({ expected: 2, found: 1, missing: 1, unexpected: 0, scans: 1 });
  });
});

describe('listing, access and deleting', () => {
  it('filters the list, 20 a page; a stockman sees only the stocktakings he started', async () => {
    const owner = await companyOwner();
    const stockman = await memberWithRole(owner.company._id, 'stockman');
    const object = await api('POST', '/company/get/locations', { token: owner.token, body: { title: 'Store', locations: [] } });
    const mine = await started(owner, { kind: 'places', objects: [object.body._id] });
    const his = await started(owner, { kind: 'company' }, stockman);
    const theirs = await started(owner, { kind: 'responsible', responsible: stockman.user._id });
    await api('POST', `${base(owner)}/${his}/finish`, { token: stockman.token });

    const list = (caller: Caller, query: Record<string, string> = {}) => api('GET', base(owner), { token: caller.token, query }).then((answer) => answer.body);
    expect((await list(owner)).data.map((entry: { _id: string }) => entry._id)).toEqual([theirs, his, mine]);
    expect((await list(owner)).count).toBe(3);
    expect((await list(stockman)).data.map((entry: { _id: string }) => entry._id)).toEqual([his]);
    expect((await list(owner, { target: object.body._id })).data.map((entry: { _id: string }) => entry._id)).toEqual([mine]);
    expect((await list(owner, { responsible: stockman.user._id })).data.map((entry: { _id: string }) => entry._id)).toEqual([theirs, his]);
    expect((await list(owner, { status: 'completed' })).data.map((entry: { _id: string }) => entry._id)).toEqual([his]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(owner, { date: today })).count).toBe(3);
    expect((await list(owner, { startDate: '2099-01-01' })).count).toBe(0);
    expect((await list(owner, { endDate: '2000-01-01' })).count).toBe(0);
    expect((await list(owner, { limit: '2', offset: '2' })).data.map((entry: { _id: string }) => entry._id)).toEqual([mine]);
  });

  it('answers NotFound for another company\'s stocktaking and PlanAccessDenied on Free; workers cannot use it', async () => {
    const owner = await companyOwner();
    const other = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const id = await started(owner);
    const foreign = await api('GET', `/company/${other.company._id}/stocktaking/${id}`, { token: other.token });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'NotFound']);
    const foreignScan = await api('POST', `/company/${other.company._id}/stocktaking/${id}/scans`, { token: other.token, body: { scans: [scan('X-1')] } });
    expect(foreignScan.body.error).toBe('NotFound');
    expect((await api('GET', base(owner), { token: worker.token })).status).toBe(403);
    await endTrial(owner.company._id);
    const free = await api('GET', base(owner), { token: owner.token });
    expect([free.status, free.body.error]).toEqual([403, 'PlanAccessDenied']);
  });

  it('refuses to delete while preparing; deleting removes it at once and the purge job clears its lines', async () => {
    const owner = await companyOwner();
    const stockman = await memberWithRole(owner.company._id, 'stockman');
    await markedItem(owner, 'ST-G1');
    const answer = await api('POST', base(owner), { token: owner.token, body: { scope: { kind: 'company' } } });
    const id = answer.body._id as string;
    const early = await api('DELETE', `${base(owner)}/${id}`, { token: owner.token, lang: 'en' });
    expect([early.status, early.body.error, early.body.message]).toEqual([409, 'StocktakingDeleteError', 'Cannot delete stocktaking']);
    await runQueuedJobs('stocktaking');
    await send(owner, id, owner, [scan('ST-G1')]);

    expect((await api('DELETE', `${base(owner)}/${id}`, { token: stockman.token })).status).toBe(403);
    const removed = await api('DELETE', `${base(owner)}/${id}`, { token: owner.token });
    expect(removed.body).toEqual({ ok: true });
    expect((await api('GET', `${base(owner)}/${id}`, { token: owner.token })).status).toBe(404);
    expect((await api('GET', base(owner), { token: owner.token })).body.count).toBe(0);
    expect(await runQueuedJobs('stocktaking')).toBe(1);
    const left: unknown[] = [];
    for await (const page of walkLines(owner.company._id, id)) left.push(...page);
    expect(left).toEqual([]);
    expect((await api('DELETE', `${base(owner)}/${id}`, { token: owner.token })).status).toBe(404);
  });
});

describe('what a scan costs', () => {
  it('writes at most 3 units per scan (line, counts, log; no transaction, no index), a duplicate none', async () => {
    const owner = await companyOwner();
    await markedItem(owner, 'ST-W1', { brand: 'Makita', model: 'DF333DWYE', serial: 'SN-2024-118833' });
    const id = await started(owner);
    let units = 0;
    let writes = 0;
    db().middlewareStack.add(
      (next, context) => async (args) => {
        const writing = /Put|Update|Delete|BatchWrite|TransactWrite/.test(context.commandName ?? '');
        if (writing) (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'INDEXES';
        const result = await next(args);
        if (writing) {
          writes++;
          for (const entry of [(result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }).ConsumedCapacity ?? []].flat()) units += entry.CapacityUnits ?? 0;
        }
        return result;
      },
      { step: 'initialize', name: 'stocktakingWriteUnits' },
    );
    const costOf = async (scans: unknown[]) => {
      units = 0;
      writes = 0;
      const answer = await send(owner, id, owner, scans);
      expect(answer.status).toBe(200);
      return { units, writes };
    };
    try {
      const first = scan('ST-W1');
      expect(await costOf([first])).toEqual({ units: 3, writes: 3 });
      expect(await costOf([first])).toEqual({ units: 0, writes: 0 });
      expect(await costOf([scan('ST-NEW-CODE')])).toEqual({ units: 3, writes: 3 });
      // The same item scanned many more times: its line keeps within one unit.
      for (let count = 0; count < 25; count++) await send(owner, id, owner, [scan('ST-W1')]);
      expect(await costOf([scan('ST-W1')])).toEqual({ units: 3, writes: 3 });
    } finally {
      db().middlewareStack.remove('stocktakingWriteUnits');
    }
  });
});
