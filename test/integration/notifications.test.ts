import { randomUUID } from 'node:crypto';
import { GetQueueAttributesCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { sendJob } from '../../functions/lib/adapters/queues';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { raiseOnce } from '../../functions/notifications/store';
import { getUser } from '../../functions/users/public';
import { handler as notificationWorker } from '../../functions/workers/notification.worker';
import { lambdaContext, toRecord } from '../../infra/local/sqs/poller';
import type { JobInput } from '../../shared/jobs';
import type { Role } from '../../shared/roles';
import { notificationTypes } from '../../shared/schemas/notifications';
import { api } from '../support/api';
import { runQueuedJobs } from '../support/jobs';
import { companyOwner } from '../support/factories';
import { mailsTo } from '../support/mail';
import { memberWithRole } from '../support/members';
import { pushesTo } from '../support/push';

/**
 * Notifications on the local stack: a raise job goes through the notifications queue and worker,
 * lands in each recipient's bell (the API), on their devices (the push outbox) and in their inbox
 * (the mail catcher) when their settings ask for it.
 */

type Raise = JobInput<'notifications'>;
type Member = Awaited<ReturnType<typeof memberWithRole>>;

let owner: Awaited<ReturnType<typeof companyOwner>>;
let companyId: string;

function raiseJob(overrides: Partial<Raise> = {}): Raise {
  return {
    kind: 'notifications.raise',
    companyId,
    requestedBy: owner.user._id,
    jobId: randomUUID(),
    type: 'report_done',
    recipients: { users: [], roles: [] },
    actorId: null,
    link: '/items',
    params: {},
    ...overrides,
  };
}

async function raise(overrides: Partial<Raise> = {}): Promise<Raise> {
  const job = raiseJob(overrides);
  await sendJob('notifications', job);
  await runQueuedJobs('notifications');
  return job;
}

async function setUser(userId: string, values: Record<string, unknown>) {
  const entries = Object.entries(values);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: `SET ${entries.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#n${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
    }),
  );
}

const bell = async (token: string, query: Record<string, string> = {}) => (await api('GET', '/notifications', { token, query })).body;
const unread = async (token: string) => (await api('GET', '/notifications/unread', { token })).body.count as number;

beforeAll(async () => {
  owner = await companyOwner();
  companyId = owner.company._id;
});

describe('who receives a notification', () => {
  let admins: Member[];
  let stockman: Member;
  let worker: Member;
  let outsider: Awaited<ReturnType<typeof companyOwner>>;

  beforeAll(async () => {
    admins = [await memberWithRole(companyId, 'admin'), await memberWithRole(companyId, 'admin')];
    stockman = await memberWithRole(companyId, 'stockman');
    worker = await memberWithRole(companyId, 'worker');
    outsider = await companyOwner();
  });

  it('reaches root and the admins, the listed users once each, and nobody of another company', async () => {
    await raise({
      type: 'stocktaking_finished',
      recipients: { roles: ['root', 'admin'] as Role[], users: [stockman.user._id, admins[0]!.user._id, stockman.user._id, outsider.user._id] },
      actorId: stockman.user._id,
      link: '/stocktaking/st-1',
      params: { title: 'Warehouse A', found: 10, missing: 2 },
    });
    for (const member of [owner, ...admins, stockman]) {
      const page = await bell(member.token);
      expect(page.count).toBe(1);
      expect(page.data[0]).toMatchObject({
        type: 'stocktaking_finished',
        userName: `${stockman.user.firstName} ${stockman.user.lastName}`,
        userEmail: stockman.user.email,
        link: '/stocktaking/st-1',
        read: false,
        params: { title: 'Warehouse A', found: 10, missing: 2 },
      });
    }
    expect((await bell(worker.token)).count).toBe(0);
    expect((await bell(outsider.token)).count).toBe(0);
  });

  it('leaves out a listed user who is no longer in the company', async () => {
    const leaver = await memberWithRole(companyId, 'worker');
    await setUser(leaver.user._id, { company: null });
    await raise({ type: 'transfer_waiting', recipients: { users: [leaver.user._id], roles: [] } });
    expect((await bell(leaver.token)).count).toBe(0);
  });
});

describe('a redelivered job', () => {
  it('creates, pushes and mails nothing twice', async () => {
    const member = await memberWithRole(companyId, 'admin');
    const token = `web-${randomUUID()}`;
    await setUser(member.user._id, { pushTokens: [token] });
    await sendJob('notifications', raiseJob({ type: 'import_done', recipients: { users: [member.user._id], roles: [] }, params: { fileName: 'tools.xlsx', count: 5 } }));

    // The same SQS message handed to the worker twice, as after a lost acknowledgement.
    const client = new SQSClient({});
    const url = process.env.NOTIFICATIONS_QUEUE_URL!;
    const { Attributes } = await client.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }));
    const { Messages = [] } = await client.send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 1, MessageSystemAttributeNames: ['All'] }));
    const record = toRecord(Messages[0]!, { arn: Attributes!.QueueArn!, region: 'us-east-1' });
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const answer = await notificationWorker({ Records: [record] }, lambdaContext('notifications'));
      expect(answer.batchItemFailures).toEqual([]);
    }

    expect((await bell(member.token)).count).toBe(1);
    expect(await pushesTo(token, { atLeast: 2, timeoutMs: 500 })).toHaveLength(1);
    expect(await mailsTo(member.user.email, { atLeast: 2, timeoutMs: 500 })).toHaveLength(1);
  });
});

describe('the bell', () => {
  let member: Member;
  const ids: string[] = [];

  beforeAll(async () => {
    member = await memberWithRole(companyId, 'stockman');
    for (let n = 1; n <= 12; n += 1) {
      await raise({ type: 'report_done', recipients: { users: [member.user._id], roles: [] }, params: { rows: n } });
    }
    const all = [...(await bell(member.token)).data, ...(await bell(member.token, { offset: '10' })).data];
    ids.push(...all.map((n: { _id: string }) => n._id));
  });

  it('lists 10 a page, newest first, with the count and the unread count', async () => {
    const first = await bell(member.token);
    expect([first.data.length, first.count, first.unread]).toEqual([10, 12, 12]);
    expect(first.data.map((n: { params: { rows: number } }) => n.params.rows)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    const second = await bell(member.token, { offset: '10' });
    expect(second.data.map((n: { params: { rows: number } }) => n.params.rows)).toEqual([2, 1]);
    expect(await unread(member.token)).toBe(12);
  });

  it('marks one read; unread=true then lists only the others', async () => {
    const marked = await api('PATCH', `/notifications/${ids[0]}/read`, { token: member.token });
    expect([marked.status, marked.body]).toEqual([200, { updated: 1 }]);
    expect((await api('PATCH', `/notifications/${ids[0]}/read`, { token: member.token })).body).toEqual({ updated: 0 });
    expect(await unread(member.token)).toBe(11);
    const unreadPage = await bell(member.token, { unread: 'true' });
    expect([unreadPage.count, unreadPage.unread, unreadPage.data.length]).toEqual([11, 11, 10]);
    expect(unreadPage.data.map((n: { _id: string }) => n._id)).not.toContain(ids[0]);
    expect((await bell(member.token)).data[0]).toMatchObject({ _id: ids[0], read: true });
  });

  it("answers NotFound for another user's notification and leaves it unread", async () => {
    const other = await memberWithRole(companyId, 'admin');
    const answer = await api('PATCH', `/notifications/${ids[1]}/read`, { token: other.token });
    expect([answer.status, answer.body.error]).toEqual([404, 'NotFound']);
    expect((await bell(member.token)).data[1]).toMatchObject({ _id: ids[1], read: false });
  });

  it('marks all read, and the unread count ends at 0', async () => {
    const answer = await api('PATCH', '/notifications/read', { token: member.token });
    expect([answer.status, answer.body]).toEqual([200, { updated: 11 }]);
    expect(await unread(member.token)).toBe(0);
    const page = await bell(member.token, { unread: 'true' });
    expect([page.count, page.data]).toEqual([0, []]);
  });

  it('marks more than one step of unread notifications read', async () => {
    const busy = await memberWithRole(companyId, 'admin');
    const jobs = Array.from({ length: 230 }, () => randomUUID());
    for (let start = 0; start < jobs.length; start += 25) {
      await Promise.all(
        jobs.slice(start, start + 25).map((jobId) =>
          raiseOnce({ userId: busy.user._id, companyId, type: 'import_done', userName: null, userEmail: null, link: null, params: {}, jobId }),
        ),
      );
    }
    expect(await unread(busy.token)).toBe(230);
    expect((await api('PATCH', '/notifications/read', { token: busy.token })).body).toEqual({ updated: 230 });
    expect(await unread(busy.token)).toBe(0);
    expect((await bell(busy.token)).count).toBe(230);
  });

  it('needs a session', async () => {
    expect((await api('GET', '/notifications')).status).toBe(401);
  });
});

describe('e-mail', () => {
  it('is on for every kind by default; a kind switched off sends no e-mail, the others still do', async () => {
    const member = await memberWithRole(companyId, 'admin');
    const defaults = await api('GET', '/notifications/settings', { token: member.token });
    expect(Object.values(defaults.body.email).every(Boolean)).toBe(true);
    expect(Object.keys(defaults.body.email).sort()).toEqual([...notificationTypes].sort());

    const saved = await api('PUT', '/notifications/settings', { token: member.token, body: { email: { report_done: false } } });
    expect(saved.status).toBe(200);
    expect(saved.body.email).toMatchObject({ report_done: false, report_failed: true, transfer_waiting: true });
    expect((await api('GET', '/notifications/settings', { token: member.token })).body.email.report_done).toBe(false);

    await raise({ type: 'report_done', recipients: { users: [member.user._id], roles: [] }, params: { rows: 3 } });
    await raise({ type: 'report_failed', recipients: { users: [member.user._id], roles: [] } });
    expect((await bell(member.token)).count).toBe(2);
    const mails = await mailsTo(member.user.email, { atLeast: 2, timeoutMs: 1_000 });
    expect(mails.map((mail) => mail.subject)).toEqual(['Report failed']);
  });

  it("is written in the recipient's language and links to the page on the web app", async () => {
    const member = await memberWithRole(companyId, 'admin');
    await setUser(member.user._id, { language: 'pl' });
    await raise({ type: 'transfer_waiting', recipients: { users: [member.user._id], roles: [] }, actorId: owner.user._id, link: '/transfers/t-9', params: { count: 4 } });
    const [mail] = await mailsTo(member.user.email);
    expect(mail!.subject).toBe('Czeka na Ciebie przekazanie');
    expect(mail!.body.text).toContain('pozycje: 4');
    expect(mail!.body.text).toContain('http://localhost:3000/transfers/t-9');
  });

  it('is not sent to an unconfirmed address', async () => {
    const member = await memberWithRole(companyId, 'admin');
    await setUser(member.user._id, { email_approved: false });
    await raise({ type: 'import_failed', recipients: { users: [member.user._id], roles: [] } });
    expect((await bell(member.token)).count).toBe(1);
    expect(await mailsTo(member.user.email, { timeoutMs: 500 })).toEqual([]);
  });
});

describe('push', () => {
  it("reaches the user's devices and drops a token the push service calls unregistered", async () => {
    const member = await memberWithRole(companyId, 'worker');
    const live = `web-${randomUUID()}`;
    const dead = `invalid-${randomUUID()}`;
    await setUser(member.user._id, { pushTokens: [live, dead], language: 'ua' });
    await raise({ type: 'transfer_accepted', recipients: { users: [member.user._id], roles: [] }, actorId: owner.user._id, link: '/transfers/t-1', params: { count: 2 } });

    const [pushed] = await pushesTo(live);
    expect(pushed).toMatchObject({ title: 'Передачу прийнято', link: 'http://localhost:3000/transfers/t-1', data: { type: 'transfer_accepted', link: '/transfers/t-1' } });
    expect(pushed!.body).toContain('позицій: 2');
    expect((await getUser(member.user._id))!.pushTokens).toEqual([live]);
    const page = await (await fetch(inject('localStack').push!)).text();
    expect(page).toContain('Передачу прийнято');
    expect(page).toContain(live);
  });
});
