import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems } from '../support/items';
import { runQueuedJobs } from '../support/jobs';
import { openSignedIn, useBrowserStack, type BrowserStack } from './harness';

// No queue poller: the test runs the freeze and export jobs itself, as the phones' backend would.
const stack = useBrowserStack();

/** A phone's batch of scans, each with the phone's own id. */
const scan = (target: { item: string } | { code: string }) => ({ id: randomUUID(), ...target, at: new Date().toISOString() });

/**
 * The right edge of the furthest-reaching visible element of the page's own content. The shell's top
 * bar is measured apart: it is the shell's, and at 390 px it is wider than the screen on every page.
 */
async function contentRight(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((root) =>
    Math.max(...[root, ...Array.from(root.querySelectorAll('*'))].map((element) => (element.getClientRects().length > 0 ? element.getBoundingClientRect().right : 0))),
  );
}

/**
 * The bell belongs to the notifications part: its unread count only when the shell shows one. The
 * brief named `notifications-bell-count`; the bell as built is `notifications-bell` with `data-count`.
 */
async function bellCount(page: Page): Promise<number | null> {
  const counter = page.getByTestId('notifications-bell-count');
  if ((await counter.count()) > 0) return Number((await counter.first().innerText()).replace(/\D/g, '') || 0);
  const bell = page.getByTestId('notifications-bell');
  if ((await bell.count()) === 0) return null;
  return Number((await bell.first().getAttribute('data-count')) ?? 0);
}

describe('stocktaking in the browser', () => {
  it('shows a stocktaking run from the phones live, finishes it and downloads its report', async () => {
    const owner = await companyOwner();
    const company = owner.company._id as string;
    const path = `/company/${company}/stocktaking`;
    const [drill] = await createItems(owner, { title: 'Drill' });
    const [saw] = await createItems(owner, { title: 'Saw' });
    await createItems(owner, { title: 'Ladder' });

    // The phone starts it; the expected list is frozen by a queued job.
    const title = 'Warehouse, November';
    const started = await api('POST', path, { token: owner.token, body: { title, scope: { kind: 'company' } } });
    expect(started.status).toBe(202);
    const id: string = started.body._id;
    expect(started.body.ready).toBe(false);
    await runQueuedJobs('stocktaking');
    expect((await api('GET', `${path}/${id}`, { token: owner.token })).body.ready).toBe(true);
    const first = await api('POST', `${path}/${id}/scans`, { token: owner.token, body: { scans: [scan({ item: drill!._id })] } });
    expect(first.status).toBe(200);

    // The list: its row with the counts so far.
    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token, '/stocktaking');
    const row = page.getByTestId(`stocktaking-row-${title}`);
    await row.waitFor();
    expect(await row.getByTestId('stocktaking-status').getAttribute('data-status')).toBe('pending');
    expect(await row.getByTestId('stocktaking-row-found').innerText()).toBe('1 / 3');
    expect(await row.getByTestId('stocktaking-row-missing').innerText()).toBe('2');

    // Another phone scans the saw: the list follows without a reload.
    const second = await api('POST', `${path}/${id}/scans`, { token: owner.token, body: { scans: [scan({ item: saw!._id })] } });
    expect(second.status).toBe(200);
    await expect.poll(() => row.getByTestId('stocktaking-row-found').innerText(), { timeout: 15_000 }).toBe('2 / 3');

    // The detail names it in the breadcrumbs and shows the counts.
    await row.getByRole('link', { name: title }).click();
    await page.waitForURL(`**/stocktaking/${id}`);
    await expect.poll(() => page.getByTestId('breadcrumbs-page').innerText()).toBe(title);
    const count = (name: string) => page.getByTestId(`stocktaking-count-${name}-value`).innerText();
    expect(await count('expected')).toBe('3');
    expect(await count('found')).toBe('2');
    expect(await count('unexpected')).toBe('0');
    await page.getByTestId('stocktaking-line-Drill').waitFor();
    const bellBefore = await bellCount(page);

    // A code no item has, and the drill once more from another phone: the detail follows without a reload.
    const third = await api('POST', `${path}/${id}/scans`, {
      token: owner.token,
      body: { scans: [scan({ code: 'E2E-UNKNOWN-42' }), scan({ item: drill!._id })] },
    });
    expect(third.status).toBe(200);
    await expect.poll(() => count('unexpected'), { timeout: 15_000 }).toBe('1');
    expect(await count('found')).toBe('2');
    expect(await count('missing')).toBe('1');
    const unknown = page.getByTestId('stocktaking-line-E2E-UNKNOWN-42');
    await expect.poll(() => unknown.getAttribute('data-presence'), { timeout: 15_000 }).toBe('unexpected');

    // Only the unexpected ones, then all again.
    await page.getByTestId('stocktaking-lines-presence').selectOption('unexpected');
    await expect.poll(() => page.getByTestId('stocktaking-lines-table').locator('tbody tr').count()).toBe(1);
    await page.getByTestId('stocktaking-lines-presence').selectOption('');

    // Finish from the web.
    await page.getByTestId('stocktaking-finish').click();
    await page.getByTestId('stocktaking-finish-confirm').click();
    await expect.poll(() => page.getByTestId('stocktaking-status').getAttribute('data-status')).toBe('completed');
    await page.getByTestId('stocktaking-fact-ended').waitFor();
    expect(await page.getByTestId('stocktaking-finish').count()).toBe(0);
    const refused = await api('POST', `${path}/${id}/scans`, { token: owner.token, body: { scans: [scan({ item: saw!._id })] } });
    expect(refused.body.error).toBe('StocktakingFinished');

    // Open the detail afresh: the final counts.
    await page.goto(`${stack.server.url}/stocktaking/${id}`);
    await page.getByTestId('stocktaking-line-Drill').waitFor();
    expect(await count('found')).toBe('2');
    expect(await page.getByTestId('stocktaking-live').count()).toBe(0);

    // The report: the button waits while the export job builds the file, then the browser downloads it.
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('stocktaking-report').click();
    await expect.poll(async () => (await runQueuedJobs('stocktaking')) > 0, { timeout: 20_000, interval: 500 }).toBe(true);
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
    const cells = workbook.worksheets.flatMap((sheet) => {
      const values: string[] = [];
      sheet.eachRow((sheetRow) => sheetRow.eachCell((cell) => values.push(String(cell.value))));
      return values;
    });
    expect(cells).toEqual(expect.arrayContaining(['Drill', 'Saw', 'Ladder', 'E2E-UNKNOWN-42']));

    // The bell counts the "stocktaking finished" notification, when the shell has one.
    if (bellBefore !== null) {
      await runQueuedJobs('notifications');
      await page.reload();
      await expect.poll(() => bellCount(page), { timeout: 20_000 }).toBeGreaterThan(bellBefore);
    }
  });

  it('lists stocktakings as cards on a phone, with the filters in a sheet and no sideways scroll', async () => {
    const owner = await companyOwner();
    const company = owner.company._id as string;
    await createItems(owner, { title: 'Projector' });
    const title = 'Office, a long title that has to wrap on a narrow phone screen';
    const started = await api('POST', `/company/${company}/stocktaking`, { token: owner.token, body: { title, scope: { kind: 'company' } } });
    expect(started.status).toBe(202);
    await runQueuedJobs('stocktaking');

    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, stack.server.url, owner.token, '/stocktaking');
    // On a phone the side menu starts folded to its icons.
    await page.getByTestId(`stocktaking-card-${title}`).waitFor();
    expect(await page.getByTestId('stocktaking-table').isVisible()).toBe(false);
    await expect.poll(() => contentRight(page, 'stocktaking-page')).toBeLessThanOrEqual(390);

    // The filters fold into a sheet; a filter matching nothing offers to clear it.
    await page.getByTestId('stocktaking-filters-open').click();
    // The wide screens' row of filters is in the page too, hidden: the sheet's own are the ones to use.
    await page.getByTestId('stocktaking-filters-sheet').getByTestId('stocktaking-filter-status').selectOption('completed');
    await page.getByTestId('stocktaking-filters-done').click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'completed');
    await page.getByTestId('stocktaking-empty').waitFor();
    await page.getByTestId('stocktaking-empty-clear').click();
    await page.getByTestId(`stocktaking-card-${title}`).waitFor();
    expect(await contentRight(page, 'stocktaking-page')).toBeLessThanOrEqual(390);

    // The detail on the phone: cards for the results, still no sideways scroll.
    // The card's title opens the detail (a running stocktaking's card also has "Count").
    await page.getByTestId(`stocktaking-card-${title}`).getByRole('link', { name: title }).click();
    await page.getByTestId('stocktaking-line-card-Projector').waitFor();
    expect(await contentRight(page, 'stocktaking-detail')).toBeLessThanOrEqual(390);
  });

  it('starts one from the web, says its expected list is being prepared, refuses to delete it meanwhile, then deletes it', async () => {
    const owner = await companyOwner();
    const company = owner.company._id as string;
    await createItems(owner, { title: 'Forklift', person: owner.user._id });
    await createItems(owner, { title: 'Crate' });

    // Started from the web: the owner's own items.
    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token, '/stocktaking');
    await page.getByTestId('stocktaking-empty-create').click();
    await page.getByTestId('stocktaking-start-title').fill('Yard');
    await page.getByTestId('stocktaking-start-scope-responsible').click();
    await page.getByTestId('stocktaking-start-submit').click();
    await page.getByText('Choose a person').last().waitFor();
    await page.getByTestId('stocktaking-start-responsible').selectOption({ index: 1 });
    await page.getByTestId('stocktaking-start-submit').click();
    await page.waitForURL((url) => /^\/stocktaking\/[^/]+$/.test(url.pathname));
    await page.getByTestId('stocktaking-preparing').waitFor();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const started = await api('GET', `/company/${company}/stocktaking/${id}`, { token: owner.token });
    expect(started.body).toMatchObject({ title: 'Yard', scope: { kind: 'responsible', responsible: owner.user._id } });

    await page.getByTestId('stocktaking-delete').click();
    await page.getByTestId('stocktaking-delete-confirm').click();
    await page.getByText('Cannot delete stocktaking').waitFor();

    // Once frozen, the page turns to the counts by itself.
    await runQueuedJobs('stocktaking');
    await page.getByTestId('stocktaking-count-expected-value').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('stocktaking-count-expected-value').innerText()).toBe('1');

    await page.getByTestId('stocktaking-delete').click();
    await page.getByTestId('stocktaking-delete-confirm').click();
    await page.waitForURL((url) => url.pathname === '/stocktaking');
    await page.getByTestId('stocktaking-empty-create').waitFor();
  });
});
