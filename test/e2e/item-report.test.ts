import { SQSClient } from '@aws-sdk/client-sqs';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPoller, type Poller } from '../../infra/local/sqs/poller';
import { api } from '../support/api';
import { companyOwner, uniqueEmail } from '../support/factories';
import { runQueuedJobs } from '../support/jobs';
import { linkIn, mailsTo } from '../support/mail';
import { openSignedIn, useBrowserStack, type BrowserStack } from './harness';

const stack = useBrowserStack();
let poller: Poller;

beforeAll(() => {
  poller = startPoller({ client: new SQSClient({}), queues: { reports: { url: process.env.REPORTS_QUEUE_URL! } }, waitTimeSeconds: 1, log: () => undefined });
});

afterAll(async () => {
  await poller?.stop();
});

describe('the item list report on a phone-sized screen', () => {
  it('sends the list as filtered and sorted to the typed e-mail and says the report is sent', async () => {
    const owner = await companyOwner();
    const company = owner.company._id as string;
    for (const [title, brand] of [['Saw', 'Acme'], ['Anvil', 'Acme'], ['Rope', 'Other']]) {
      const created = await api('POST', `/company/${company}/item`, { token: owner.token, body: { title, brand, price: '12.5' } });
      expect(created.status).toBe(201);
    }
    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, stack.server.url, owner.token, '/items?brand=Acme&sort=title');
    // On a phone the list is cards.
    await page.getByTestId('items-card-Saw').waitFor();

    await page.getByTestId('items-report').click();
    const email = page.getByTestId('items-report-email');
    expect(await email.inputValue()).toBe(owner.email);
    const to = uniqueEmail('e2e-report');
    await email.fill('not an e-mail');
    await page.getByTestId('items-report-submit').click();
    await page.getByText('Enter an e-mail like name@example.com').waitFor();
    await email.fill(to);
    const submit = page.getByTestId('items-report-submit');
    const box = await submit.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await submit.click();
    await page.getByTestId('items-report-sent').waitFor();
    expect(await page.getByTestId('items-report-sent').innerText()).toContain(to);

    const [mail] = await mailsTo(to, { timeoutMs: 20_000 });
    const link = linkIn(mail!, '/api/v1/reports/');
    const file = await fetch(link);
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await file.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect([2, 3].map((row) => sheet.getRow(row).getCell(2).value)).toEqual(['Anvil', 'Saw']);
    expect(sheet.rowCount).toBe(3);
  });
});

describe('the report ready notification', () => {
  it('asked for at the requester\'s own address: one e-mail, and the bell entry downloads the file', async () => {
    const owner = await companyOwner();
    const company = owner.company._id as string;
    expect((await api('POST', `/company/${company}/item`, { token: owner.token, body: { title: 'Ladder' } })).status).toBe(201);
    const asked = await api('POST', `/company/${company}/item/report`, { token: owner.token, body: { email: owner.email } });
    expect(asked.status).toBe(202);
    // The reports worker (the poller) queues the notification; the notifications worker stores and e-mails it.
    const deadline = Date.now() + 30_000;
    for (;;) {
      await runQueuedJobs('notifications');
      const bell = (await api('GET', '/notifications', { token: owner.token })).body.data as { type: string }[];
      if (bell.some((entry) => entry.type === 'report_done')) break;
      if (Date.now() > deadline) throw new Error('no report_done notification');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const mails = await mailsTo(owner.email, { atLeast: 2, timeoutMs: 1000 });
    expect(mails.map((mail) => mail.subject)).toHaveLength(1);

    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token);
    await page.waitForFunction(() => document.querySelector('[data-testid="notifications-bell"]')?.getAttribute('data-count') === '1', undefined, { timeout: 40_000 });
    await page.getByTestId('notifications-bell').click();
    const entry = page.getByTestId('notifications-popup').locator('[data-testid^="notification-"][data-read]').first();
    expect(await entry.innerText()).toContain('Your report is ready');
    const [download] = await Promise.all([page.waitForEvent('download'), entry.click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(2).getCell(2).value).toBe('Ladder');
    // The page stays where it was.
    expect(new URL(page.url()).pathname).toBe('/items');
  });
});
