import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { handler as notificationWorker } from '../../functions/workers/notification.worker';
import { handler as reportWorker } from '../../functions/workers/report.worker';
import type { NotificationRaiseJob } from '../../shared/jobs';
import { api } from '../support/api';
import { companyOwner, uniqueEmail } from '../support/factories';
import { importFile, settledDataFile, startImport, uploadFile } from '../support/imports';
import { createItems, itemsPath, type Owner } from '../support/items';
import { runQueuedJobs } from '../support/jobs';
import { memberWithRole } from '../support/members';

/**
 * The places that raise notifications, seen from the notifications queue: what each puts there
 * (type, recipients, link, params) and under which idempotency key. The worker that stores and sends
 * them is not run here.
 */

const sqs = new SQSClient({});
const base = (owner: Owner) => `/company/${owner.company._id}`;
const month = () => new Date().toISOString().slice(0, 7);

/** Takes every job waiting on the notifications queue. */
async function takeRaised(): Promise<NotificationRaiseJob[]> {
  const url = process.env.NOTIFICATIONS_QUEUE_URL!;
  const taken: NotificationRaiseJob[] = [];
  for (;;) {
    const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));
    if (Messages.length === 0) return taken;
    taken.push(...Messages.map((message) => JSON.parse(message.Body!)));
    await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: url, Entries: Messages.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle! })) }));
  }
}

async function setCounter(companyId: string, counter: 'itemsCount' | 'usersCount', value: number) {
  await db().send(
    new UpdateCommand({ TableName: tableName(), Key: keys.company(companyId), UpdateExpression: 'SET #c = :v', ExpressionAttributeNames: { '#c': counter }, ExpressionAttributeValues: { ':v': value } }),
  );
}

const createUser = (owner: Owner) => api('POST', `${base(owner)}/user`, { token: owner.token, body: { firstName: 'New', email: uniqueEmail(), role: 'worker' } });
const createItem = (owner: Owner) => api('POST', itemsPath(owner), { token: owner.token, body: { title: 'Ladder' } });

beforeEach(async () => {
  await takeRaised();
});

describe('transfers', () => {
  async function pendingMove() {
    const owner = await companyOwner();
    await api('PUT', `${base(owner)}/settings`, { token: owner.token, body: { operationsWithApprovement: true } });
    const worker = await memberWithRole(owner.company._id, 'worker');
    const items = await createItems(owner, { title: 'Toolbox', count: 2, person: owner.user._id });
    await takeRaised();
    const moved = await api('PUT', `${base(owner)}/item/move`, { token: owner.token, body: { item_ids: items.map((item) => item._id), user: worker.user._id } });
    expect(moved.body.transfer.status).toBe('pending');
    return { owner, worker, items, transferId: moved.body.transfer._id as string };
  }

  it('a transfer waiting for its recipient tells the recipient, with a link to the item', async () => {
    const { owner, worker, items, transferId } = await pendingMove();
    expect(await takeRaised()).toEqual([
      {
        kind: 'notifications.raise',
        companyId: owner.company._id,
        requestedBy: owner.user._id,
        jobId: `transfer-waiting-${transferId}`,
        type: 'transfer_waiting',
        recipients: { users: [worker.user._id], roles: [] },
        actorId: owner.user._id,
        link: `/items/${items[0]!._id}`,
        params: { count: 2, title: 'Toolbox' },
      },
    ]);
  });

  it('accepted: the sender is told, once; a repeated accept raises nothing more', async () => {
    const { owner, worker, transferId } = await pendingMove();
    await takeRaised();
    expect((await api('PUT', `${base(owner)}/transfer/${transferId}/accept`, { token: worker.token })).status).toBe(200);
    expect((await api('PUT', `${base(owner)}/transfer/${transferId}/accept`, { token: worker.token })).body.error).toBe('ItemStatusError');
    const raised = await takeRaised();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ type: 'transfer_accepted', jobId: `transfer-accepted-${transferId}`, recipients: { users: [owner.user._id], roles: [] }, actorId: worker.user._id });
  });

  it('rejected: the sender is told; a cancel by the sender raises nothing', async () => {
    const first = await pendingMove();
    await takeRaised();
    await api('PUT', `${base(first.owner)}/transfer/${first.transferId}/reject`, { token: first.worker.token });
    expect(await takeRaised()).toEqual([
      expect.objectContaining({ type: 'transfer_rejected', jobId: `transfer-rejected-${first.transferId}`, recipients: { users: [first.owner.user._id], roles: [] } }),
    ]);

    const second = await pendingMove();
    await takeRaised();
    expect((await api('PUT', `${base(second.owner)}/transfer/${second.transferId}/cancel`, { token: second.owner.token })).status).toBe(200);
    expect(await takeRaised()).toEqual([]);
  });

  it('with confirmation off, a move raises nothing', async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const [item] = await createItems(owner, { title: 'Saw' });
    await takeRaised();
    await api('PUT', `${base(owner)}/item/move`, { token: owner.token, body: { item_ids: [item!._id], user: worker.user._id } });
    expect(await takeRaised()).toEqual([]);
  });
});

describe('a notification that cannot be queued', () => {
  it('does not fail the change that raised it', async () => {
    const owner = await companyOwner();
    await setCounter(owner.company._id, 'itemsCount', 7_999);
    const url = process.env.NOTIFICATIONS_QUEUE_URL;
    delete process.env.NOTIFICATIONS_QUEUE_URL;
    try {
      expect((await createItem(owner)).status).toBe(201);
    } finally {
      process.env.NOTIFICATIONS_QUEUE_URL = url;
    }
    expect(await takeRaised()).toEqual([]);
    const counts = await api('GET', `${base(owner)}/stats`, { token: owner.token });
    expect(counts.body.itemsCount).toBe(8_000);
  });
});

describe('plan limits', () => {
  it('items: crossing 80% raises near, getting to the limit raises reached, a refused create raises reached again under the same key', async () => {
    const owner = await companyOwner();
    // Optimal (the trial): 10000 items.
    await setCounter(owner.company._id, 'itemsCount', 7_998);
    await createItem(owner);
    expect(await takeRaised()).toEqual([]);
    await createItem(owner);
    const near = await takeRaised();
    expect(near).toEqual([
      {
        kind: 'notifications.raise',
        companyId: owner.company._id,
        requestedBy: owner.user._id,
        jobId: `limit-items-80-optimal-${month()}`,
        type: 'plan_limit_near',
        recipients: { roles: ['root', 'admin'] },
        actorId: owner.user._id,
        link: '/items',
        params: { kind: 'items', used: 8_000, limit: 10_000 },
      },
    ]);
    // Down and up again across 80% in the same month: the same key, so the worker keeps one notice.
    await setCounter(owner.company._id, 'itemsCount', 7_999);
    await createItem(owner);
    expect((await takeRaised()).map((job) => job.jobId)).toEqual([near[0]!.jobId]);

    await setCounter(owner.company._id, 'itemsCount', 9_999);
    expect((await createItem(owner)).status).toBe(201);
    const reached = await takeRaised();
    expect(reached).toEqual([expect.objectContaining({ type: 'plan_limit_reached', jobId: `limit-items-100-optimal-${month()}`, params: { kind: 'items', used: 10_000, limit: 10_000 } })]);
    expect((await createItem(owner)).body.error).toBe('ItemLimitExceeded');
    expect((await takeRaised()).map((job) => [job.type, job.jobId])).toEqual([['plan_limit_reached', reached[0]!.jobId]]);
  });

  it('users: near at 80%, reached at the limit and on a refused user, to root and admin', async () => {
    const owner = await companyOwner();
    // Optimal: 50 users.
    await setCounter(owner.company._id, 'usersCount', 39);
    expect((await createUser(owner)).status).toBe(201);
    expect(await takeRaised()).toEqual([
      expect.objectContaining({ type: 'plan_limit_near', jobId: `limit-users-80-optimal-${month()}`, recipients: { roles: ['root', 'admin'] }, link: '/users', params: { kind: 'users', used: 40, limit: 50 } }),
    ]);
    await createUser(owner);
    expect(await takeRaised()).toEqual([]);
    await setCounter(owner.company._id, 'usersCount', 49);
    await createUser(owner);
    expect((await createUser(owner)).body.error).toBe('UserLimitExceeded');
    expect((await takeRaised()).map((job) => [job.type, job.jobId, job.params.used])).toEqual([
      ['plan_limit_reached', `limit-users-100-optimal-${month()}`, 50],
      ['plan_limit_reached', `limit-users-100-optimal-${month()}`, 50],
    ]);
  });

  it('a plan without limits (Business) raises nothing', async () => {
    const owner = await companyOwner();
    await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.company(owner.company._id), UpdateExpression: 'SET #p = :p', ExpressionAttributeNames: { '#p': 'plan' }, ExpressionAttributeValues: { ':p': 'business' } }));
    await setCounter(owner.company._id, 'itemsCount', 99_999);
    await createItem(owner);
    expect(await takeRaised()).toEqual([]);
  });
});

describe('imports', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, index) => [`Chair ${index}`, 'Ikea', null, null, null, null, null, null, '10', null]);

  async function runImport(owner: Owner, file: Buffer, dryRun: boolean) {
    const started = await startImport(owner, await uploadFile(owner, file, 'chairs.xlsx'), dryRun);
    expect(started.status).toBe(202);
    await runQueuedJobs('itemUploads');
    return settledDataFile(owner, started.body._id);
  }

  it('a real import tells who started it that it is done; a passing dry run raises nothing', async () => {
    const owner = await companyOwner();
    const checked = await runImport(owner, await importFile(rows(2)), true);
    expect(checked.state).toBe('uploaded');
    expect(await takeRaised()).toEqual([]);

    const done = await runImport(owner, await importFile(rows(3)), false);
    expect(await takeRaised()).toEqual([
      {
        kind: 'notifications.raise',
        companyId: owner.company._id,
        requestedBy: owner.user._id,
        jobId: `import-${done._id}`,
        type: 'import_done',
        recipients: { users: [owner.user._id], roles: [] },
        actorId: owner.user._id,
        link: '/items/datafiles',
        params: { fileName: 'items.xlsx', count: 3 },
      },
    ]);
  });

  it('a failed check (dry run or not) tells who started it, with the error count', async () => {
    const owner = await companyOwner();
    const failed = await runImport(owner, await importFile([['Desk', null, null, null, null, null, 'two'], ...rows(1)]), true);
    expect(failed).toMatchObject({ state: 'error', errorCount: 2 });
    expect(await takeRaised()).toEqual([
      expect.objectContaining({ type: 'import_failed', jobId: `import-${failed._id}`, link: '/items/datafiles', params: { fileName: 'items.xlsx', errorKind: 'data', errorCount: 2, itemsCreated: 0 } }),
    ]);
  });

  it('an import crossing 80% of the item limit raises near; one over the limit is refused with reached and import_failed', async () => {
    const owner = await companyOwner();
    await setCounter(owner.company._id, 'itemsCount', 7_998);
    await runImport(owner, await importFile(rows(3)), false);
    expect((await takeRaised()).map((job) => job.type).sort()).toEqual(['import_done', 'plan_limit_near']);

    await setCounter(owner.company._id, 'itemsCount', 9_999);
    const refused = await runImport(owner, await importFile(rows(2)), false);
    expect(refused).toMatchObject({ state: 'error', errorKind: 'plan' });
    const raised = await takeRaised();
    expect(raised.map((job) => job.type).sort()).toEqual(['import_failed', 'plan_limit_reached']);
    expect(raised.find((job) => job.type === 'plan_limit_reached')).toMatchObject({ jobId: `limit-items-100-optimal-${month()}`, params: { kind: 'items', used: 9_999, limit: 10_000 } });
  });
});

describe('item list report', () => {
  it('done: who asked is told; failed after the last try: told it failed', async () => {
    const owner = await companyOwner();
    await createItems(owner, { title: 'Drill' });
    const email = uniqueEmail('report');
    const asked = await api('POST', `${itemsPath(owner)}/report`, { token: owner.token, body: { email } });
    await takeRaised();
    await runQueuedJobs('reports');
    expect(await takeRaised()).toEqual([
      expect.objectContaining({
        type: 'report_done',
        jobId: `report-done-${asked.body._id}`,
        recipients: { users: [owner.user._id], roles: [] },
        // The download link itself, so the bell entry and the e-mail's button download the file.
        link: expect.stringMatching(/^\/api\/v1\/reports\/[\w-]{43}$/),
        params: expect.objectContaining({ email, rows: 1, days: 7 }),
      }),
    ]);

    const failing = await api('POST', `${itemsPath(owner)}/report`, { token: owner.token, body: { email } });
    await db().send(
      new UpdateCommand({ TableName: tableName(), Key: keys.itemReport(owner.company._id, failing.body._id), UpdateExpression: 'SET filters = :bad', ExpressionAttributeValues: { ':bad': { status: 'lost' } } }),
    );
    await takeRaised();
    const body = JSON.stringify({ kind: 'items.report', companyId: owner.company._id, requestedBy: owner.user._id, jobId: failing.body._id, email, filters: {} });
    await reportWorker({ Records: [{ messageId: 'last', body, attributes: { ApproximateReceiveCount: '5' } }] } as unknown as SQSEvent);
    expect(await takeRaised()).toEqual([expect.objectContaining({ type: 'report_failed', jobId: `report-failed-${failing.body._id}`, recipients: { users: [owner.user._id], roles: [] } })]);
  });
});

describe('subscription ending', () => {
  const day = 24 * 60 * 60 * 1000;
  const endOf = async (companyId: string) =>
    ((await db().send(new GetCommand({ TableName: tableName(), Key: keys.company(companyId) }))).Item as { subscriptionEndDate: string }).subscriptionEndDate;
  const check = (at: number) =>
    notificationWorker({
      Records: [{ messageId: `check-${at}`, body: JSON.stringify({ kind: 'notifications.subscriptionCheck', jobId: new Date(at).toISOString() }), attributes: { ApproximateReceiveCount: '1' } }],
    } as unknown as SQSEvent);

  it('the daily check tells root and admin of companies ending in 3 days and in 1 day, no others, once per day checked', async () => {
    const ending = await companyOwner();
    const moved = await companyOwner();
    const end = await endOf(ending.company._id);
    const endDay = Date.parse(end.slice(0, 10));
    // The other company's end moved a month on: its old day's marker is left behind and ignored.
    await db().send(
      new UpdateCommand({ TableName: tableName(), Key: keys.company(moved.company._id), UpdateExpression: 'SET subscriptionEndDate = :later', ExpressionAttributeValues: { ':later': new Date(Date.parse(end) + 30 * day).toISOString() } }),
    );
    await takeRaised();

    // (On and after the end day the check raises subscription_ended instead: test/integration/company-lock.test.ts.)
    for (const daysBefore of [4, 2]) {
      expect(await check(endDay - daysBefore * day + 6 * 60 * 60 * 1000)).toEqual({ batchItemFailures: [] });
      expect(await takeRaised(), `${daysBefore} days before`).toEqual([]);
    }

    expect(await check(endDay - 3 * day + 5 * 60 * 60 * 1000)).toEqual({ batchItemFailures: [] });
    const raised = (await takeRaised()).filter((job) => job.companyId === ending.company._id || job.companyId === moved.company._id);
    expect(raised).toEqual([
      {
        kind: 'notifications.raise',
        companyId: ending.company._id,
        requestedBy: ending.user._id,
        jobId: `subscription-ending-${end.slice(0, 10)}-3d`,
        type: 'subscription_ending',
        recipients: { users: [], roles: ['root', 'admin'] },
        actorId: null,
        link: '/payment',
        params: { date: end.slice(0, 10), plan: 'optimal', days: 3, period: 'trial' },
      },
    ]);
    // The same day checked again (a redelivered schedule): the same key.
    await check(endDay - 3 * day + 9 * 60 * 60 * 1000);
    expect((await takeRaised()).filter((job) => job.companyId === ending.company._id).map((job) => job.jobId)).toEqual([raised[0]!.jobId]);

    await check(endDay - day + 5 * 60 * 60 * 1000);
    expect((await takeRaised()).filter((job) => job.companyId === ending.company._id).map((job) => [job.jobId, job.params.days])).toEqual([
      [`subscription-ending-${end.slice(0, 10)}-1d`, 1],
    ]);
  });
});
