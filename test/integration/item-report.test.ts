import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { handler as reportWorker } from '../../functions/workers/report.worker';
import { listItems } from '../../functions/items/listing';
import { walkItems } from '../../functions/items/public';
import { listItemsQuery } from '../../shared/schemas/items';
import { itemReportQuery } from '../../shared/schemas/item-reports';
import { invokeApi } from '../../infra/local/gateway';
import { startPoller, type Poller } from '../../infra/local/sqs/poller';
import { api } from '../support/api';
import { companyOwner, uniqueEmail } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { runQueuedJobs } from '../support/jobs';
import { linkIn, mailsTo, type CapturedMail } from '../support/mail';
import { endTrial, memberWithRole } from '../support/members';

/**
 * The item list report on the local stack: the API queues the job, the poller hands it to the
 * reports worker, the worker streams the xlsx into s3rver and hands out a link (in the requester's
 * report_done notification, and in a mail to an address other than theirs); the link redirects
 * to a presigned download.
 */

let poller: Poller;
let owner: Owner;

const reportPath = (o: Owner) => `${itemsPath(o)}/report`;
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

async function setLanguage(userId: string, language: string) {
  await db().send(
    new UpdateCommand({ TableName: tableName(), Key: keys.user(userId), UpdateExpression: 'SET #l = :l', ExpressionAttributeNames: { '#l': 'language' }, ExpressionAttributeValues: { ':l': language } }),
  );
}

async function reportState(o: Owner, id: string) {
  return (await api('GET', `${reportPath(o)}/${id}/state`, { token: o.token })).body;
}

async function untilState(o: Owner, id: string, states: string[], timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await reportState(o, id);
    if (states.includes(state.state) || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Messages waiting in the reports queue or taken and not yet done. */
async function queueCounts(): Promise<number> {
  const { Attributes } = await new SQSClient({}).send(
    new GetQueueAttributesCommand({ QueueUrl: process.env.REPORTS_QUEUE_URL!, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
  );
  return Number(Attributes?.ApproximateNumberOfMessages ?? 0) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
}

/** Runs the queued notification jobs until the user's bell holds a report_done entry, and answers it. */
async function reportDoneEntry(o: Owner): Promise<{ link: string; params: Record<string, unknown> }> {
  let entry: { type: string; link: string; params: Record<string, unknown> } | undefined;
  await until(async () => {
    // The worker queues the notification right after the report says sent.
    await runQueuedJobs('notifications');
    const bell = (await api('GET', '/notifications', { token: o.token })).body.data as { type: string; link: string; params: Record<string, unknown> }[];
    entry = bell.find((notification) => notification.type === 'report_done');
    return Boolean(entry);
  });
  return entry!;
}

async function download(token: string) {
  const redirect = await api('GET', `/reports/${token}`);
  expect(redirect.status).toBe(302);
  const file = await fetch(redirect.headers.location!);
  expect(file.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await file.arrayBuffer()) as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

beforeAll(async () => {
  poller = startPoller({ client: new SQSClient({}), queues: { reports: { url: process.env.REPORTS_QUEUE_URL! } }, waitTimeSeconds: 1, log: () => undefined });
  owner = await companyOwner();
  await createItems(owner, { title: 'Drill', brand: 'Bosch', accountingType: 'batch', quantity: 3, units: 'pieces', price: '1234.50', count: 2 });
  await createItems(owner, { title: 'Angle grinder', brand: 'Bosch', price: '99.99' });
  await createItems(owner, { title: 'Chair', brand: 'Ikea', price: '10' });
});

afterAll(async () => {
  await poller?.stop();
});

describe('item list report', () => {
  let mail: CapturedMail;
  let reportId: string;
  const email = uniqueEmail('report');

  it('queues a report with the list filters, builds it and e-mails a link in the user language', async () => {
    await setLanguage(owner.user._id, 'pl');
    const answer = await api('POST', reportPath(owner), { token: owner.token, query: { brand: 'bosch', sort: 'title' }, body: { email } });
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ state: 'queued', email, rows: null });
    reportId = answer.body._id;

    const done = await untilState(owner, reportId, ['sent', 'failed']);
    expect(done).toMatchObject({ state: 'sent', rows: 3 });
    mail = (await mailsTo(email))[0]!;
    expect(mail!.subject).toBe('Raport z listy przedmiotów jest gotowy');
    expect(mail!.body.text).toContain('(3 szt.)');
  });

  it('asked for another address: that address gets the link by mail, and who asked gets the same link in the bell', async () => {
    const entry = await reportDoneEntry(owner);
    expect(entry.link).toBe(new URL(linkIn(mail, '/api/v1/reports/')).pathname);
    expect(entry.params).toMatchObject({ email, rows: 3, days: 7 });
  });

  it('the link downloads the xlsx: only the filtered items in the list order, localized headers, numeric money', async () => {
    const sheet = await download(tokenOf(linkIn(mail, '/api/v1/reports/')));
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(2).value).toBe('Nazwa');
    expect(sheet.getRow(1).getCell(12).value).toBe('Wartość całkowita');
    const titles = [2, 3, 4].map((row) => sheet.getRow(row).getCell(2).value);
    expect(titles).toEqual(['Angle grinder', 'Drill', 'Drill']);
    const drill = sheet.getRow(3);
    expect(drill.getCell(3).value).toBe('Bosch');
    expect(drill.getCell(11).value).toBe(1234.5);
    expect(drill.getCell(12).value).toBe(3703.5);
    expect(drill.getCell(12).numFmt).toContain('₴');
    expect(drill.getCell(18).value).toBeInstanceOf(Date);
  });

  it('a redelivered job sends no second e-mail and keeps the one file', async () => {
    const before = await reportState(owner, reportId);
    const body = JSON.stringify({ kind: 'items.report', companyId: owner.company._id, requestedBy: owner.user._id, jobId: reportId, email, filters: { brand: 'bosch', sort: 'title' } });
    const event = { Records: [{ messageId: 'again', body, attributes: { ApproximateReceiveCount: '2' } }] } as unknown as SQSEvent;
    expect(await reportWorker(event)).toEqual({ batchItemFailures: [] });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(email, { atLeast: 2, timeoutMs: 1000 })).toHaveLength(1);
    expect(await reportState(owner, reportId)).toEqual(before);
  });

  it('asked for the requester\'s own address: one e-mail, the report_done notification, whose button downloads the file', async () => {
    const own = await companyOwner();
    await setLanguage(own.user._id, 'en');
    await createItems(own, { title: 'Ladder' });
    const answer = await api('POST', reportPath(own), { token: own.token, body: { email: own.email } });
    expect((await untilState(own, answer.body._id, ['sent', 'failed'])).state).toBe('sent');

    const entry = await reportDoneEntry(own);
    expect(entry.link).toMatch(/^\/api\/v1\/reports\/[\w-]{43}$/);
    const mails = await mailsTo(own.email, { atLeast: 2, timeoutMs: 1000 });
    expect(mails.map((sent) => sent.subject)).toEqual(['Report ready']);
    const [notice] = mails;
    expect(notice!.body.text).toContain('Your report is ready (rows: 1). The download link works for 7 days');
    expect(notice!.body.html).toContain('Download the report');
    expect(new URL(linkIn(notice!, '/api/v1/reports/')).pathname).toBe(entry.link);
    // The bell's link is the download itself.
    const sheet = await download(tokenOf(entry.link));
    expect(sheet.getRow(2).getCell(2).value).toBe('Ladder');
  });

  it('asked for the requester\'s own address with report e-mails switched off: the link still comes by one mail, as the dialog said', async () => {
    const own = await companyOwner();
    await setLanguage(own.user._id, 'en');
    expect((await api('PUT', '/notifications/settings', { token: own.token, body: { email: { report_done: false } } })).status).toBe(200);
    const answer = await api('POST', reportPath(own), { token: own.token, body: { email: own.email } });
    expect((await untilState(own, answer.body._id, ['sent', 'failed'])).state).toBe('sent');

    const entry = await reportDoneEntry(own);
    const mails = await mailsTo(own.email, { atLeast: 2, timeoutMs: 1000 });
    expect(mails.map((sent) => sent.subject)).toEqual(['Your item list report is ready']);
    expect(new URL(linkIn(mails[0]!, '/api/v1/reports/')).pathname).toBe(entry.link);
  });

  it('a job that keeps failing says failed after its last try, and sends nothing', async () => {
    const to = uniqueEmail('failing');
    // Stopped so the job waits in the queue while its stored filters are spoilt.
    await poller.stop();
    const answer = await api('POST', reportPath(owner), { token: owner.token, body: { email: to } });
    const id = answer.body._id as string;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.itemReport(owner.company._id, id),
        UpdateExpression: 'SET filters = :bad',
        ExpressionAttributeValues: { ':bad': { status: 'lost' } },
      }),
    );
    const body = JSON.stringify({ kind: 'items.report', companyId: owner.company._id, requestedBy: owner.user._id, jobId: id, email: to, filters: { status: 'lost' } });
    const attempt = (count: number) => reportWorker({ Records: [{ messageId: `try-${count}`, body, attributes: { ApproximateReceiveCount: String(count) } }] } as unknown as SQSEvent);
    expect(await attempt(1)).toEqual({ batchItemFailures: [{ itemIdentifier: 'try-1' }] });
    // A failed try hands the job back at once (a crashed one holds it until its lease runs out).
    expect((await reportState(owner, id)).state).toBe('queued');
    expect(await attempt(5)).toEqual({ batchItemFailures: [{ itemIdentifier: 'try-5' }] });
    expect((await reportState(owner, id)).state).toBe('failed');
    expect(await mailsTo(to, { timeoutMs: 500 })).toHaveLength(0);
    poller = startPoller({ client: new SQSClient({}), queues: { reports: { url: process.env.REPORTS_QUEUE_URL! } }, waitTimeSeconds: 1, log: () => undefined });
    // The queued message of that report is taken and dropped (the report is failed already).
    await until(async () => (await queueCounts()) === 0);
    expect((await reportState(owner, id)).state).toBe('failed');
  });

  it('an expired link is refused with ReportDownloadError, as JSON and as a page for a browser', async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.itemReport(owner.company._id, reportId),
        UpdateExpression: 'SET linkExpiresAt = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1000 },
      }),
    );
    const token = tokenOf(linkIn(mail, '/api/v1/reports/'));
    const refused = await api('GET', `/reports/${token}`, { lang: 'en' });
    expect(refused.status).toBe(410);
    expect(refused.body).toMatchObject({ error: 'ReportDownloadError', message: 'Cannot download report: the link is invalid or has expired' });
    const page = await invokeApi({ method: 'GET', path: `/api/v1/reports/${token}`, headers: { accept: 'text/html', 'accept-language': 'ua' } });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Не вдалося завантажити звіт');
  });

  it('an unknown token is refused the same way', async () => {
    const answer = await api('GET', `/reports/${'A'.repeat(43)}`);
    expect(answer.status).toBe(410);
    expect(answer.body.error).toBe('ReportDownloadError');
  });

  it('another company cannot read the report', async () => {
    const other = await companyOwner();
    expect((await api('GET', `${reportPath(other)}/${reportId}/state`, { token: other.token })).status).toBe(404);
    expect((await api('GET', `${reportPath(owner)}/${reportId}/state`, { token: other.token })).body.error).toBe('AccessError');
  });

  it('an invalid e-mail or filter is a ValidationError and queues nothing', async () => {
    const answer = await api('POST', reportPath(owner), { token: owner.token, query: { status: 'lost' }, body: { email: 'not-an-email' } });
    expect(answer.status).toBe(400);
    expect(answer.body.details.fields).toMatchObject({ email: 'invalid_rule_email', status: 'invalid_rule_status' });
    expect(await queueCounts()).toBe(0);
  });

  it('a worker of the company may ask for a report; the role user may not', async () => {
    const worker = await memberWithRole(owner.company._id, 'worker');
    expect((await api('POST', reportPath(owner), { token: worker.token, body: { email: uniqueEmail('w') } })).status).toBe(202);
    const user = await memberWithRole(owner.company._id, 'user');
    expect((await api('POST', reportPath(owner), { token: user.token, body: { email: uniqueEmail('u') } })).body.error).toBe('AccessError');
  });

  it('the Free plan is refused with PlanAccessDenied', async () => {
    const free = await companyOwner();
    await endTrial(free.company._id);
    const answer = await api('POST', reportPath(free), { token: free.token, body: { email: uniqueEmail('free') } });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('PlanAccessDenied');
  });
});

describe('walkItems (the report\'s page walk)', () => {
  const queries: Record<string, string>[] = [
    {},
    { sort: 'created' },
    { sort: 'title' },
    { sort: '-price' },
    { brand: 'bosch' },
    { brand: 'bosch', sort: '-price' },
    { search: 'drill' },
    { search: 'drill', sort: 'code' },
    { brand: 'ikea', status: 'not_marked' },
    { brand: 'nobody' },
    // One match in eight: read by id and sorted in memory rather than found along the sort index.
    { brand: 'ikea', sort: 'title' },
  ];

  beforeAll(async () => {
    await createItems(owner, { title: 'Ladder', brand: 'Other', price: '5', count: 4 });
  });

  it.each(queries)('yields every item of %o in the list order, a batch at a time', async (query) => {
    const listed: string[] = [];
    let after: string | undefined;
    do {
      const page = await listItems(owner.company._id, listItemsQuery.parse({ ...query, limit: '2', ...(after ? { after } : {}) }));
      listed.push(...page.data.map((item) => item._id));
      after = page.next ?? undefined;
    } while (after);
    const walked: string[] = [];
    for await (const batch of walkItems(owner.company._id, itemReportQuery.parse(query), 2)) {
      expect(batch.length).toBeLessThanOrEqual(2);
      walked.push(...batch.map((item) => item._id));
    }
    expect(walked).toEqual(listed);
  });
});
