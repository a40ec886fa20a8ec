import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeFromScan } from '../../shared/label-formats';
import { api } from '../support/api';
import { uniqueEmail } from '../support/factories';
import { decodeLabels } from '../support/labels';
import { linkIn, mailsTo } from '../support/mail';
import { useBrowserStack, type BrowserStack } from './harness';

/**
 * The first hour of a new company (issue 23), as a person does it in the panel: register, confirm,
 * sign in, create the company, find the import on /items, fill the offered template with 100 items,
 * import it, print labels for exactly those items, and check every printed QR code opens its item.
 * Clicks from /items to the PDF are counted (the budget: 40).
 */

const stack = useBrowserStack({ pollQueues: true });

let clicks = 0;
async function click(target: Locator): Promise<void> {
  clicks += 1;
  await target.click();
}

/** The template the import screen offers, filled with `titles` (one item a row, the other columns empty). */
async function filledTemplate(page: Page, href: string, titles: readonly string[]): Promise<Buffer> {
  const template = await page.request.get(new URL(href, page.url()).toString());
  const book = new ExcelJS.Workbook();
  const bytes = await template.body();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  titles.forEach((title, index) => {
    sheet.getRow(index + 2).getCell(1).value = title;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('the first hour in the browser', () => {
  it('register -> company -> import 100 items from the template -> print their labels -> every QR opens its own item', async () => {
    const started = performance.now();
    const page = await stack.newPage();
    const email = uniqueEmail('first-hour');
    const password = 'first-hour-pass';
    await page.goto(`${stack.server.url}/auth/register`);
    await page.getByTestId('lang-en').click();
    await page.getByTestId('firstName-input').fill('Olena');
    await page.getByTestId('email-input').fill(email);
    await page.getByTestId('password-input').fill(password);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('register-success').waitFor();
    const [mail] = await mailsTo(email);
    await page.goto(linkIn(mail!, '/auth/approve'));
    await page.getByTestId('approve-signin').click();
    await page.getByTestId('login-input').fill(email);
    await page.getByTestId('password-input').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('welcome-start').click();
    await page.getByTestId('company-title-input').fill(`First Hour ${email}`);
    await page.getByTestId('company-description-input').fill('Office equipment');
    await page.getByTestId('company-submit').click();
    await page.waitForURL('**/items');

    // From here every click counts. The tour opens on the first visit; its step 7 points at the import.
    await page.getByTestId('items-page').waitFor();
    await click(page.getByTestId('tour-close'));
    await click(page.getByTestId('tour-closed-ok'));
    await click(page.getByTestId('items-import'));
    await page.getByTestId('imports-page').waitFor();
    const titles = Array.from({ length: 100 }, (_, index) => `Office chair ${String(index + 1).padStart(3, '0')}`);
    const href = (await page.getByTestId('import-template').getAttribute('href'))!;
    const file = await filledTemplate(page, href, titles);
    // Choosing the file is one click on the file field.
    clicks += 1;
    await page.getByTestId('import-file').setInputFiles({ name: 'chairs.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
    await click(page.getByTestId('import-start'));
    await page.getByTestId('import-done').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('import-done').innerText()).toContain('100 items imported from 100 rows');
    // "Give imported items QR codes" is on by default: the items have their codes before any label is printed.
    expect(await page.getByTestId('import-codes').innerText()).toBe('The imported items have their QR codes.');

    const printButton = page.getByTestId('import-print-labels');
    expect(await printButton.innerText()).toBe('Print labels for these 100 items');
    await click(printButton);
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await click(page.getByTestId('bulk-dialog-labels').getByTestId('item-dialog-submit'));
    const download = await downloading;
    const pdf = readFileSync((await download.path())!);
    const seconds = (performance.now() - started) / 1000;
    console.log(`first hour: ${seconds.toFixed(1)} s in the browser, ${clicks} clicks from /items to the PDF`);
    expect(clicks).toBeLessThanOrEqual(40);

    // Every printed code opens exactly one of the imported items, in file order.
    const payloads = await decodeLabels(new Uint8Array(pdf), 'micro35');
    expect(payloads).toHaveLength(100);
    const session = await api('POST', '/auth/login', { body: { login: email, password } });
    const company = (await api('GET', '/company/my', { token: session.body.token })).body;
    const opened: string[] = [];
    for (const payload of payloads) {
      const item = await api('GET', `/company/${company._id}/item/${encodeURIComponent(codeFromScan(payload))}/by-code`, { token: session.body.token });
      opened.push(item.body.title);
    }
    expect(opened).toEqual(titles);
  }, 240_000);
});
