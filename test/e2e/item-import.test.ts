import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Poller } from '../../infra/local/sqs/poller';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { importFile, importPoller } from '../support/imports';
import { openSignedIn, useBrowserStack, type BrowserStack } from './harness';

const stack = useBrowserStack();
let poller: Poller;

beforeAll(() => {
  poller = importPoller();
});

afterAll(async () => {
  await poller?.stop();
});

const folder = mkdtempSync(path.join(tmpdir(), 'assetbook-import-'));
async function fileOnDisk(name: string, rows: Parameters<typeof importFile>[0]): Promise<string> {
  const file = path.join(folder, name);
  writeFileSync(file, await importFile(rows));
  return file;
}

describe('item import in the browser', () => {
  it('imports a file with one bad row: sees the error, fixes it, imports it, sees the history', async () => {
    const owner = await companyOwner();
    const good = ['Projector', 'Epson', 'EB-X06', 'Office', null, null, null, null, '450.00', 2];
    const bad = await fileOnDisk('office.xlsx', [good, ['Cable', 'Belden', null, null, null, null, 30, null, '0.5', null]]);
    const fixed = await fileOnDisk('office-fixed.xlsx', [good, ['Cable', 'Belden', null, null, null, null, 30, 'm', '0.5', null]]);

    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.server.url}/items/datafiles`);
    await page.getByTestId('imports-page').waitFor();
    expect(await page.getByTestId('import-template').getAttribute('href')).toBe('/templates/items-en.xlsx');
    expect((await page.request.get(`${stack.server.url}/templates/items-en.xlsx`)).status()).toBe(200);
    await page.getByTestId('datafiles-empty').waitFor();

    await page.getByTestId('import-file').setInputFiles(bad);
    await page.getByTestId('import-start').click();
    await page.getByTestId('import-failed').waitFor({ timeout: 30_000 });
    const rowError = page.getByTestId('import-row-error-3');
    await expect.poll(() => rowError.innerText()).toContain('A unit is required when a quantity is given');
    await page.getByTestId('import-error-file').first().waitFor();

    await page.getByTestId('import-file').setInputFiles(fixed);
    await page.getByTestId('import-start').click();
    await page.getByTestId('import-done').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('import-done').innerText()).toContain('3 items imported from 2 rows');

    const history = page.getByTestId('datafiles-table');
    await expect.poll(async () => history.locator('[data-testid="datafile-state"]').evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-state')))).toEqual(['uploaded', 'error']);
    expect(await history.innerText()).toContain('office-fixed.xlsx');
    // On a phone the menu starts folded and the page does not widen: the tables scroll inside their frames.
    const imports = page.getByTestId('imports-page');
    await expect
      .poll(() => imports.evaluate((element) => ({ right: element.getBoundingClientRect().right <= 390, own: element.scrollWidth <= element.clientWidth })))
      .toEqual({ right: true, own: true });
    await page.screenshot({ path: '/tmp/import-390.png' });

    const counters = await api('GET', `/company/${owner.company._id}/item/counters`, { token: owner.token });
    expect(counters.body).toMatchObject({ count: 3, total: '915.00' });
  });
});
