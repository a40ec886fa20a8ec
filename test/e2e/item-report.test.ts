import { SQSClient } from '@aws-sdk/client-sqs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPoller, type Poller } from '../../infra/local/sqs/poller';
import { api } from '../support/api';
import { companyOwner, password, uniqueEmail } from '../support/factories';
import { linkIn, mailsTo } from '../support/mail';
import { signIn, startBrowserStack, type BrowserStack } from './harness';

let stack: BrowserStack;
let poller: Poller;

beforeAll(async () => {
  stack = await startBrowserStack();
  poller = startPoller({ client: new SQSClient({}), queues: { reports: { url: process.env.REPORTS_QUEUE_URL! } }, waitTimeSeconds: 1, log: () => undefined });
});

afterAll(async () => {
  await poller?.stop();
  await stack?.close();
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
    await signIn(page, stack.server.url, owner.email, password);
    await page.goto(`${stack.server.url}/items?brand=Acme&sort=title`);
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
