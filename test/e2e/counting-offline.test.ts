import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { labelUrl } from '../../shared/label-formats';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems } from '../support/items';
import { runQueuedJobs } from '../support/jobs';
import { memberWithRole } from '../support/members';
import { launchBrowser } from './browser';
import { fakeCameraArgs, labelVideo } from './fake-camera';
import { wedgeScan } from './hand-scanner';
import { openSignedIn, useBrowserStack, type BrowserStack } from './harness';

// No queue poller: the test freezes the expected list itself.
const stack = useBrowserStack();
const work = mkdtempSync(path.join(tmpdir(), 'assetbook-count-'));
const browsers: Awaited<ReturnType<typeof launchBrowser>>[] = [];

afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
  rmSync(work, { recursive: true, force: true });
});

/** A phone: its own Chromium profile (service worker, IndexedDB) and a 390 x 844 screen; `extraArgs` such as a fake camera. */
async function phone(extraArgs: string[] = []): Promise<{ context: BrowserContext; page: Page }> {
  const browser = await launchBrowser(extraArgs);
  browsers.push(browser);
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  return { context: browser.context, page };
}

const rows = (page: Page) => page.getByTestId('count-scan-row');
const pendingCount = async (page: Page) => Number(await page.getByTestId('count-pending').innerText());

describe('counting from a phone browser', () => {
  it('installs, counts offline through a reload, meets a second phone and sends every scan once back online', async () => {
    const owner = await companyOwner();
    const company = owner.company._id as string;
    const codes = ['CNT-1', 'CNT-2', 'CNT-3', 'CNT-4', 'CNT-5', 'CNT-6'];
    for (const code of codes) {
      const [item] = await createItems(owner, { title: `Box ${code}` });
      const marked = await api('PUT', `/company/${company}/item/${item!._id}/mark`, { token: owner.token, body: { code } });
      expect(marked.status).toBe(200);
    }
    const title = 'Night shift';
    const started = await api('POST', `/company/${company}/stocktaking`, { token: owner.token, body: { title, scope: { kind: 'company' } } });
    const id: string = started.body._id;
    await runQueuedJobs('stocktaking');

    // The first phone finds the count screen on the stocktaking list's card.
    const first = await phone();
    const page = first.page;
    // Everything runs under the product's Content-Security-Policy (no 'unsafe-eval'): the worker, the manifest, the icons.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await openSignedIn(page, stack.server.url, owner.token, '/stocktaking');
    await page.getByTestId(`stocktaking-card-${title}`).getByTestId('stocktaking-card-count').click();
    await page.waitForURL(`**/stocktaking/${id}/count`);
    await expect.poll(() => page.getByTestId('count-title').innerText()).toBe(title);
    // The expected lines are on the phone (for the names offline).
    await expect.poll(() => page.getByTestId('count-lines').getAttribute('data-complete'), { timeout: 20_000 }).toBe('true');
    expect(await page.getByTestId('count-lines').getAttribute('data-count')).toBe('6');

    // Installable: the manifest's fields, and a service worker controls the page after this first load.
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
    });
    expect(manifest).toMatchObject({ name: 'AssetBook', short_name: 'AssetBook', start_url: '/', display: 'standalone', theme_color: '#097950' });
    const icons = manifest!.icons as { src: string; sizes: string; purpose?: string }[];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      const fetched = await page.evaluate(async (src) => (await fetch(src)).status, icon.src);
      expect(fetched).toBe(200);
    }
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

    // Offline: scans by a hand scanner, with the focus anywhere (the page, then the typed-code field).
    await first.context.setOffline(true);
    await page.getByTestId('count-online').and(page.locator('[data-online="false"]')).waitFor();
    await wedgeScan(page, 'CNT-1');
    await wedgeScan(page, 'CNT-2');
    await page.getByTestId('count-typed').click();
    await wedgeScan(page, 'CNT-1');
    await wedgeScan(page, 'CNT-3');
    await expect.poll(() => rows(page).count()).toBe(4);
    // The scanner's characters did not stay in the field it typed into.
    expect(await page.getByTestId('count-typed').inputValue()).toBe('');
    expect(await pendingCount(page)).toBe(4);
    // Named from the phone's copy of the expected list, though offline.
    expect(await rows(page).filter({ hasText: 'Box CNT-2' }).count()).toBe(1);
    expect(await rows(page).first().getAttribute('data-verdict')).toBe('pending');
    expect(await rows(page).filter({ hasText: 'Scanned before on this phone' }).count()).toBe(1);

    // A reload offline: the app starts from the service worker, the stored scans are still there.
    await page.reload();
    await page.getByTestId('count-screen').waitFor();
    await expect.poll(() => rows(page).count()).toBe(4);
    expect(await pendingCount(page)).toBe(4);
    // The title comes from the phone's copy of the stocktaking, read beside the scans.
    await expect.poll(() => page.getByTestId('count-title').innerText()).toBe(title);
    // The browser may still claim a network after the reload; the screen goes by whether the API answers.
    await expect.poll(() => page.getByTestId('count-online').getAttribute('data-online'), { timeout: 15_000 }).toBe('false');
    await wedgeScan(page, 'CNT-4');
    await expect.poll(() => rows(page).count()).toBe(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await page.screenshot({ path: '/tmp/count-offline-390.png', fullPage: true });

    // A second phone, online, counts overlapping items meanwhile.
    const stockman = await memberWithRole(company, 'stockman');
    const second = await phone();
    await second.page.goto(`${stack.server.url}/auth/login`);
    await second.page.evaluate((token) => localStorage.setItem('token', token), stockman.token);
    await second.page.goto(`${stack.server.url}/stocktaking/${id}/count`);
    await expect.poll(() => second.page.getByTestId('count-lines').getAttribute('data-complete'), { timeout: 20_000 }).toBe('true');
    await wedgeScan(second.page, 'CNT-3');
    await wedgeScan(second.page, 'CNT-5');
    await expect.poll(() => rows(second.page).count()).toBe(2);
    await second.page.getByTestId('count-all-sent').waitFor({ timeout: 20_000 });
    expect(await rows(second.page).evaluateAll((list) => list.map((row) => `${row.getAttribute('data-code')}:${row.getAttribute('data-verdict')}`))).toEqual(['CNT-5:found', 'CNT-3:found']);

    // The first phone back online: within a minute every scan is sent and the API's counts are exact.
    await first.context.setOffline(false);
    await page.getByTestId('count-all-sent').waitFor({ timeout: 60_000 });
    expect(await pendingCount(page)).toBe(0);
    expect(Number(await page.getByTestId('count-sent').innerText())).toBe(5);
    const detail = await api('GET', `/company/${company}/stocktaking/${id}`, { token: owner.token });
    expect(detail.body.counts).toEqual({ expected: 6, found: 5, missing: 1, unexpected: 0, scans: 7 });
    // The item the other phone counted first says by whom; the item scanned twice here says "by you".
    await expect.poll(() => rows(page).filter({ hasText: 'Box CNT-3' }).getAttribute('data-verdict')).toBe('already');
    expect(await rows(page).filter({ hasText: 'Box CNT-3' }).innerText()).toContain('Already counted by Invited Person');
    expect(await rows(page).filter({ hasText: 'Already counted by you' }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('count-found').innerText(), { timeout: 15_000 }).toBe('5 / 6');
    await page.screenshot({ path: '/tmp/count-online-390.png', fullPage: true });
    expect(violations).toEqual([]);
    // Phones from 360 to 430 px: nothing wider than the screen.
    for (const width of [360, 430]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    }
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: '/tmp/count-online-360.png', fullPage: true });
  });

  it('undoes a scan from the list, asks a batch item its quantity, and stops when the stocktaking is finished', async () => {
    const owner = await companyOwner();
    const company = owner.company._id as string;
    const [drill] = await createItems(owner, { title: 'Drill' });
    await api('PUT', `/company/${company}/item/${drill!._id}/mark`, { token: owner.token, body: { code: 'ONE-1' } });
    const [screws] = await createItems(owner, { title: 'Screws', accountingType: 'batch', quantity: 500, units: 'pieces' });
    expect(screws).toBeDefined();
    await api('PUT', `/company/${company}/item/${screws!._id}/mark`, { token: owner.token, body: { code: 'BATCH-1' } });
    const started = await api('POST', `/company/${company}/stocktaking`, { token: owner.token, body: { title: 'Shelf', scope: { kind: 'company' } } });
    const id: string = started.body._id;
    await runQueuedJobs('stocktaking');

    const { page } = await phone();
    // From the stocktaking's page.
    await openSignedIn(page, stack.server.url, owner.token, `/stocktaking/${id}`);
    await page.getByTestId('stocktaking-count').click();
    await page.waitForURL(`**/stocktaking/${id}/count`);
    await expect.poll(() => page.getByTestId('count-lines').getAttribute('data-complete'), { timeout: 20_000 }).toBe('true');

    // A batch item: its counted quantity is asked before the scan is sent. A person types it.
    await wedgeScan(page, 'BATCH-1');
    await page.getByTestId('count-quantity-dialog').waitFor();
    await page.getByTestId('count-quantity-input').pressSequentially('480', { delay: 120 });
    await page.getByTestId('count-quantity-input').press('Enter');
    await page.getByTestId('count-quantity-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('count-all-sent').waitFor({ timeout: 20_000 });
    expect(await rows(page).first().innerText()).toContain('Counted: 480');

    // A typed code, then undone from the list.
    await page.getByTestId('count-typed').fill('ONE-1');
    await page.getByTestId('count-typed-add').click();
    const drillRow = page.locator('[data-testid="count-scan-row"][data-code="ONE-1"]');
    await expect.poll(() => drillRow.getAttribute('data-verdict'), { timeout: 20_000 }).toBe('found');
    const lines = async () => (await api('GET', `/company/${company}/stocktaking/${id}/items`, { token: owner.token })).body.data as { title: string; actualQuantity: number; presence: string }[];
    expect((await lines()).find((line) => line.title === 'Drill')?.presence).toBe('found');
    expect((await lines()).find((line) => line.title === 'Screws')?.actualQuantity).toBe(480);
    await drillRow.getByTestId('count-scan-undo').click();
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(1);
    expect((await lines()).find((line) => line.title === 'Drill')?.presence).toBe('missing');

    // Finished elsewhere: the screen stops with the spec's message; a scan taken meanwhile stays, not counted.
    await page.context().setOffline(true);
    await wedgeScan(page, 'ONE-1');
    await expect.poll(() => rows(page).count()).toBe(2);
    expect((await api('POST', `/company/${company}/stocktaking/${id}/finish`, { token: owner.token })).status).toBe(200);
    await page.context().setOffline(false);
    await page.getByTestId('count-stopped').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('count-stopped').innerText()).toContain('This stocktaking is finished');
    await expect.poll(() => page.getByTestId('count-not-counted').innerText()).toContain('1');
    await expect.poll(() => rows(page).first().getAttribute('data-verdict')).toBe('refused');
    expect(await page.getByTestId('count-typed').count()).toBe(0);
  });
  it('counts the item whose label the camera sees', async () => {
    const owner = await companyOwner();
    const company = owner.company._id as string;
    const [ladder] = await createItems(owner, { title: 'Ladder' });
    await api('PUT', `/company/${company}/item/${ladder!._id}/mark`, { token: owner.token, body: { code: 'CAM-1' } });
    await createItems(owner, { title: 'Bucket' });
    const started = await api('POST', `/company/${company}/stocktaking`, { token: owner.token, body: { title: 'Camera count', scope: { kind: 'company' } } });
    const id: string = started.body._id;
    await runQueuedJobs('stocktaking');

    // The camera sees the label as printed: the QR of the item's URL.
    const { page } = await phone(fakeCameraArgs(labelVideo(work, labelUrl(stack.server.url, 'CAM-1'))));
    await openSignedIn(page, stack.server.url, owner.token, `/stocktaking/${id}/count`);
    await expect.poll(() => page.getByTestId('count-lines').getAttribute('data-complete'), { timeout: 20_000 }).toBe('true');
    if ((await page.getByTestId('count-camera-toggle').getAttribute('data-on')) !== 'true') await page.getByTestId('count-camera-toggle').click();

    const ladderRow = page.locator('[data-testid="count-scan-row"][data-code="CAM-1"]');
    await expect.poll(() => ladderRow.first().getAttribute('data-verdict'), { timeout: 30_000 }).toBe('found');
    // The camera keeps seeing the label: it is counted once.
    const detail = await api('GET', `/company/${company}/stocktaking/${id}`, { token: owner.token });
    expect(detail.body.counts).toMatchObject({ expected: 2, found: 1, missing: 1, unexpected: 0 });
    await expect.poll(() => page.getByTestId('count-found').innerText(), { timeout: 15_000 }).toBe('1 / 2');
  });
});
