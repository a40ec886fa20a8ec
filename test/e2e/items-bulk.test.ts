import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { labelUrl } from '../../shared/label-formats';
import { api } from '../support/api';
import { companyOwner, password } from '../support/factories';
import { decodeLabels } from '../support/labels';
import { memberWithRole } from '../support/members';
import { createItems, itemsPath, type Owner } from '../support/items';
import { runQueuedJobs } from '../support/jobs';
import { seedItems } from '../support/seed-items';
import { chooseFromMenu, openMenu, openSignedIn, useBrowserStack } from './harness';

/**
 * Selection and bulk actions on the items list (issue 23, docs/bulk-actions.md): checkboxes on the
 * rows and cards, "select all on this page" and "all N matching", the bar of actions, their dialogs,
 * and the job's summary.
 */

const stack = useBrowserStack();

const phone = { width: 390, height: 844 };

/** Items titled `Drill 01` to `Drill <count>`, created one by one so the newest (the list's first) is the last. */
async function drills(owner: Owner, count: number): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let index = 1; index <= count; index += 1) {
    const title = `Drill ${String(index).padStart(2, '0')}`;
    const [item] = await createItems(owner, { title, price: '10' });
    ids.set(title, item!._id);
  }
  return ids;
}

const detail = async (owner: Owner, id: string) => (await api('GET', `${itemsPath(owner)}/${id}/detailed`, { token: owner.token })).body;

/** A page signed in with a token, in English (a member made in the table has no password to type). */
async function pageOf(token: string): Promise<Page> {
  const page = await stack.newPage();
  await page.addInitScript((stored) => {
    localStorage.setItem('token', stored);
    localStorage.setItem('lang', 'en');
  }, token);
  await page.goto(`${stack.server.url}/items`);
  return page;
}


/** The body of the next bulk call the page sends. */
async function bulkBody(page: Page, send: () => Promise<void>, path = '/item/bulk'): Promise<Record<string, unknown>> {
  const [request] = await Promise.all([page.waitForRequest((candidate) => candidate.method() === 'POST' && candidate.url().endsWith(path)), send()]);
  return request.postDataJSON() as Record<string, unknown>;
}

describe('bulk actions on the items list', () => {
  it('moves two ticked rows to a person, then decommissions every item the search matches, with the skipped one and its reason', async () => {
    const owner = await companyOwner();
    const keeper = await memberWithRole(owner.company._id, 'stockman');
    const ids = await drills(owner, 12);
    await createItems(owner, { title: 'Ladder', price: '5' });
    // Decommissioned beforehand: the bulk decommission skips it with the reason.
    await api('PUT', `${itemsPath(owner)}/${ids.get('Drill 01')}/ban`, { token: owner.token, body: {} });

    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token);
    await page.getByTestId('items-row-Drill 12').waitFor();

    // Ticking a row does not open it; the bar counts the ticked rows.
    await page.getByTestId('items-select-Drill 12').click();
    await page.getByTestId('items-select-Drill 11').click();
    expect(new URL(page.url()).pathname).toBe('/items');
    expect(await page.getByTestId('bulk-bar-count').innerText()).toBe('2 selected');
    expect(await page.getByTestId('items-row-Drill 12').getAttribute('aria-selected')).toBe('true');
    // The header checkbox shows part of the page selected.
    expect(await page.getByTestId('items-select-page').getAttribute('data-state')).toBe('indeterminate');

    // Move to a person: the picked ids, the person, and the summary.
    await page.getByTestId('bulk-action-move').click();
    const move = page.getByTestId('bulk-dialog-move');
    expect(await move.getByTestId('bulk-dialog-count').innerText()).toBe('Selected items: 2');
    await move.getByTestId('bulk-move-user').selectOption(keeper.user._id);
    const moved = await bulkBody(page, () => move.getByTestId('item-dialog-submit').click());
    expect(moved).toEqual({ action: 'move', selection: { ids: [ids.get('Drill 12'), ids.get('Drill 11')] }, user: keeper.user._id });
    const job = page.getByTestId('bulk-job-dialog');
    await job.getByTestId('bulk-job-summary').waitFor();
    expect(await job.getByTestId('bulk-job-summary').innerText()).toBe('Done: 2, skipped: 0');
    await job.getByTestId('bulk-job-close').click();
    // Done: the selection is over, and the list shows the new person.
    expect(await page.getByTestId('bulk-bar').count()).toBe(0);
    await expect.poll(() => page.getByTestId('items-row-Drill 12').innerText()).toContain('Invited Person');
    expect((await detail(owner, ids.get('Drill 11')!)).responsible._id).toBe(keeper.user._id);
    expect((await detail(owner, ids.get('Drill 10')!)).responsible).toBeNull();

    // A new search starts the selection again.
    await page.getByTestId('items-select-Drill 10').click();
    await page.getByTestId('bulk-bar').waitFor();
    await page.getByTestId('items-search').fill('Drill');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Drill');
    await page.getByTestId('bulk-bar').waitFor({ state: 'detached' });
    await page.getByTestId('items-row-Ladder').waitFor({ state: 'detached' });

    // The whole page, then every item the search matches (12 drills, not the ladder).
    await page.getByTestId('items-select-page').click();
    expect(await page.getByTestId('bulk-bar-count').innerText()).toBe('10 selected');
    await page.getByTestId('items-select-all-matching').click();
    expect(await page.getByTestId('bulk-bar-count').innerText()).toBe('All 12 matching');
    expect(await page.getByTestId('items-selection-notice').innerText()).toContain('All 12 items matching the list are selected.');
    await page.screenshot({ path: '/tmp/items-bulk-desktop.png' });
    // Every row of the next page is selected too.
    await page.getByTestId('items-pager-next').click();
    await page.getByTestId('items-row-Drill 01').waitFor();
    expect(await page.getByTestId('items-select-Drill 01').getAttribute('data-state')).toBe('checked');

    // The less common actions are in the bar's "More actions" menu.
    await chooseFromMenu(page, 'bulk-bar-more', 'ban');
    const ban = page.getByTestId('bulk-dialog-ban');
    expect(await ban.getByTestId('bulk-dialog-count').innerText()).toBe('All items matching the list’s filters and search: 12');
    await ban.getByTestId('bulk-ban-reason').fill('Worn out');
    // Sent as the list's own query, not as ids.
    const banned = await bulkBody(page, () => ban.getByTestId('item-dialog-submit').click());
    expect(banned).toEqual({ action: 'ban', selection: { filter: { sort: '-created', search: 'Drill' } }, reason: 'Worn out' });
    await job.getByTestId('bulk-job-summary').waitFor();
    expect(await job.getByTestId('bulk-job-summary').innerText()).toBe('Done: 11, skipped: 1');
    const skips = job.getByTestId('bulk-job-skip');
    expect(await skips.count()).toBe(1);
    expect((await skips.first().innerText()).split(/\n+/)).toEqual(['Drill 01', 'The item is decommissioned: no operation is possible']);
    await page.screenshot({ path: '/tmp/items-bulk-desktop-summary.png' });
    await job.getByTestId('bulk-job-close').click();
    await expect.poll(() => page.getByTestId('items-counter-ban').innerText()).toBe('12');
    expect((await detail(owner, ids.get('Drill 05')!)).status).toBe('decommissioned');
    const ladder = await api('GET', itemsPath(owner), { token: owner.token, query: { search: 'Ladder' } });
    expect(ladder.body.data[0].status).not.toBe('decommissioned');
  });

  it('runs a selection of more than 100 items as a job: a progress bar while it waits, polled until the summary', async () => {
    const owner = await companyOwner();
    await seedItems(owner, 150, { title: 'Crate' });

    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token);
    await page.getByTestId('items-select-page').click();
    await page.getByTestId('items-select-all-matching').click();
    expect(await page.getByTestId('bulk-bar-count').innerText()).toBe('All 150 matching');
    await chooseFromMenu(page, 'bulk-bar-more', 'ban');
    await page.getByTestId('bulk-dialog-ban').getByTestId('item-dialog-submit').click();

    // Queued: the dialog shows its progress and asks for the state every second.
    const job = page.getByTestId('bulk-job-dialog');
    await job.getByTestId('bulk-job-progress').waitFor();
    expect(await job.getAttribute('data-job-state')).toBe('queued');
    expect(await job.getByTestId('bulk-job-progress-text').innerText()).toBe('Waiting to start…');
    expect(await page.getByTestId('bulk-bar').count()).toBe(1);
    await page.screenshot({ path: '/tmp/items-bulk-desktop-progress.png' });
    const polled = page.waitForRequest((request) => /\/item\/bulk\/[^/]+\/state$/.test(request.url()));
    await polled;

    // The worker runs it; the next poll brings the summary, and the selection ends.
    await runQueuedJobs('itemChanges');
    await job.getByTestId('bulk-job-summary').waitFor();
    expect(await job.getByTestId('bulk-job-summary').innerText()).toBe('Done: 150, skipped: 0');
    expect(await page.getByTestId('bulk-bar').count()).toBe(0);
    await job.getByTestId('bulk-job-close').click();
    await expect.poll(() => page.getByTestId('items-counter-ban').innerText()).toBe('150');
  });

  it('prints labels for ticked items, giving a code to those without one, and downloads the PDF', async () => {
    const owner = await companyOwner();
    const ids = await drills(owner, 3);
    await api('PUT', `${itemsPath(owner)}/${ids.get('Drill 02')}/mark`, { token: owner.token, body: { code: 'E2E-BULK-2' } });

    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token);
    await page.getByTestId('items-row-Drill 03').waitFor();
    await page.getByTestId('items-select-page').click();
    expect(await page.getByTestId('bulk-bar-count').innerText()).toBe('3 selected');
    // The whole list is on the page: nothing more to offer.
    expect(await page.getByTestId('items-select-all-matching').count()).toBe(0);

    await page.getByTestId('bulk-action-labels').click();
    expect(await page.getByTestId('bulk-action-labels').innerText()).toBe('Print labels');
    const dialog = page.getByTestId('bulk-dialog-labels');
    await dialog.getByTestId('label-format').selectOption('l7160');
    // Printed within the call: the PDF downloads at once.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('item-dialog-submit').click()]);
    const pdf = new Uint8Array(await readFile((await download.path())!));
    expect(download.suggestedFilename()).toMatch(/^labels-items-3-l7160-.*\.pdf$/);

    const job = page.getByTestId('bulk-job-dialog');
    await job.getByTestId('bulk-job-summary').waitFor();
    expect(await job.getByTestId('bulk-job-summary').innerText()).toBe('Done: 3, skipped: 0');
    // The summary offers the file again.
    const [again] = await Promise.all([page.waitForEvent('download'), job.getByTestId('bulk-job-download').click()]);
    expect(again.suggestedFilename()).toBe(download.suggestedFilename());
    await job.getByTestId('bulk-job-close').click();

    // In list order (newest first), each label opens its own item; the unmarked ones got codes.
    const codes = await Promise.all(['Drill 03', 'Drill 02', 'Drill 01'].map(async (title) => (await detail(owner, ids.get(title)!)).code as string));
    expect(codes[1]).toBe('E2E-BULK-2');
    expect(codes.every(Boolean)).toBe(true);
    expect(await decodeLabels(pdf, 'l7160')).toEqual(codes.map((code) => labelUrl(stack.server.url, code)));
    await expect.poll(() => page.getByTestId('items-row-Drill 01').innerText()).toContain(codes[2]!);
  });

  it('offers a worker only printing and binding labels, and no import; the Import entry, which the tour’s step 7 points at, leads storekeepers to the import screen', async () => {
    const owner = await companyOwner();
    await drills(owner, 2);
    const worker = await memberWithRole(owner.company._id, 'worker');

    const workerPage = await pageOf(worker.token);
    await workerPage.getByTestId('items-row-Drill 02').waitFor();
    await workerPage.getByTestId('items-select-Drill 02').click();
    await workerPage.getByTestId('bulk-action-labels').waitFor();
    expect(await workerPage.getByTestId('bulk-bar').locator('[data-testid^="bulk-action-"]').count()).toBe(1);
    // Binding printed labels is marking, which a worker may do: it is the one action of "More actions".
    await openMenu(workerPage, 'bulk-bar-more', 'bulk-menu-bind');
    expect(await workerPage.locator('[data-testid^="bulk-menu-"]').count()).toBe(1);
    await workerPage.keyboard.press('Escape');
    expect(await workerPage.getByTestId('items-import').count()).toBe(0);

    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token);
    await page.getByTestId('items-row-Drill 02').waitFor();
    await page.getByTestId('bulk-bar').waitFor({ state: 'detached' });
    expect(await page.getByTestId('items-import').innerText()).toBe('Import');
    // The tour's step 7 ("Import it from an Excel file here") highlights the entry.
    await page.getByTestId('tour-help').click();
    const popover = page.getByTestId('tour-popover');
    for (let step = 0; step < 6; step += 1) {
      await expect.poll(() => popover.getAttribute('data-step').catch(() => null), { timeout: 10_000 }).toBe(String(step));
      await page.getByTestId('tour-next').click();
    }
    await expect.poll(() => popover.getAttribute('data-step').catch(() => null), { timeout: 10_000 }).toBe('6');
    await page.waitForURL('**/items');
    await expect.poll(() => page.getByTestId('items-import').getAttribute('class')).toContain('driver-active-element');
    await page.screenshot({ path: '/tmp/items-bulk-tour.png' });
    await page.getByTestId('tour-close').click();
    await page.getByTestId('tour-closed-ok').click();
    await page.getByTestId('items-import').click();
    await page.waitForURL('**/items/datafiles');
    await page.getByTestId('imports-page').waitFor();
  });

  it('fits a 390 px phone: a 44 px checkbox on each card that does not open it, and a one-line bar at the bottom with a menu of actions', async () => {
    const owner = await companyOwner();
    const ids = await drills(owner, 12);

    const page = await stack.newPage();
    await page.setViewportSize(phone);
    await openSignedIn(page, stack.server.url, owner.token);
    const box = page.getByTestId('items-card-select-Drill 12');
    await box.waitFor();
    const target = (await box.boundingBox())!;
    expect(target.width).toBeGreaterThanOrEqual(44);
    expect(target.height).toBeGreaterThanOrEqual(44);
    await box.click();
    await page.getByTestId('items-card-select-Drill 10').click();
    expect(new URL(page.url()).pathname).toBe('/items');
    expect(await page.getByTestId('items-card-Drill 12').getAttribute('data-selected')).toBe('');

    // The bar sticks to the bottom of the screen, on one line, inside it.
    const bar = page.getByTestId('bulk-bar');
    await bar.waitFor();
    expect(await page.getByTestId('bulk-bar-count').innerText()).toBe('2 selected');
    const barBox = (await bar.boundingBox())!;
    expect(barBox.x).toBeGreaterThanOrEqual(0);
    expect(barBox.x + barBox.width).toBeLessThanOrEqual(phone.width);
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(phone.height + 0.5);
    expect(barBox.y + barBox.height).toBeGreaterThan(phone.height - 8);
    expect(barBox.height).toBeLessThan(80);
    for (const control of ['bulk-bar-clear', 'bulk-bar-menu']) {
      const controlBox = (await page.getByTestId(control).boundingBox())!;
      expect(controlBox.height, control).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await page.screenshot({ path: '/tmp/items-bulk-390.png' });

    // The page's own "select all", then every matching item, from the strip above the cards.
    await page.getByTestId('items-select-page-phone').click();
    await page.getByTestId('items-select-all-matching').click();
    expect(await page.getByTestId('bulk-bar-count').innerText()).toBe('All 12 matching');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/items-bulk-390-top.png' });

    // The actions are in a menu; each opens its dialog.
    await page.getByTestId('bulk-bar-menu').click();
    await page.locator('[data-testid="bulk-bar-menu-content"][data-state="open"]').waitFor();
    await page.screenshot({ path: '/tmp/items-bulk-390-menu.png' });
    await page.keyboard.press('Escape');
    await chooseFromMenu(page, 'bulk-bar-menu', 'repair');
    const repair = page.getByTestId('bulk-dialog-repair');
    await repair.getByTestId('item-dialog-submit').click();
    // The same rules as one item's service: all three fields are required.
    await expect.poll(() => repair.getByText('This field is required').count()).toBe(3);
    await repair.getByTestId('bulk-repair-title').fill('Workshop');
    await repair.getByTestId('bulk-repair-reason').fill('Service check');
    await repair.getByTestId('bulk-repair-location').fill('Kyiv');
    await page.screenshot({ path: '/tmp/items-bulk-390-dialog.png' });
    await repair.getByTestId('item-dialog-submit').click();
    const job = page.getByTestId('bulk-job-dialog');
    await job.getByTestId('bulk-job-summary').waitFor();
    expect(await job.getByTestId('bulk-job-summary').innerText()).toBe('Done: 12, skipped: 0');
    await page.screenshot({ path: '/tmp/items-bulk-390-summary.png' });
    await job.getByTestId('bulk-job-close').click();
    expect((await detail(owner, ids.get('Drill 01')!)).status).toBe('in_service');
  });
});
