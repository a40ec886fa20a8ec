import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { pdfBytes, picture } from '../support/photos';
import { chooseFromMenu, openSignedIn, useBrowserStack } from './harness';

/**
 * Recording a maintenance done in the browser (docs/maintenance.md): with photos, when sending an item
 * to service, and with the bulk return from service.
 */

const stack = useBrowserStack();
const files = mkdtempSync(path.join(tmpdir(), 'assetbook-maintenance-e2e-'));

afterAll(() => {
  rmSync(files, { recursive: true, force: true });
});

/** Uploads and a first Vite compile take seconds on a shared machine. */
const patiently = { timeout: 30_000, interval: 250 };

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const maintenancePath = (owner: Owner) => `/company/${owner.company._id}/maintenance`;

/** A local calendar date `days` from today, as the web writes it. */
function localDay(days = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

async function monthlyPlan(owner: Owner, itemId: string, title: string, expectedCost?: string) {
  const answer = await api('POST', `${maintenancePath(owner)}/plans`, {
    token: owner.token,
    body: { items: [itemId], title, repeatUnit: 'months', repeatEvery: 1, firstDue: localDay(), ...(expectedCost ? { expectedCost } : {}) },
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data[0] as { _id: string };
}

async function itemLog(owner: Owner, itemId: string) {
  return (await api('GET', `${maintenancePath(owner)}/items/${itemId}/log`, { token: owner.token })).body.data as { planTitle: string; note: string | null; cost: string | null; doneOn: string }[];
}

async function sendToService(owner: Owner, itemId: string) {
  const sent = await api('PUT', `${itemsPath(owner)}/${itemId}/repair`, { token: owner.token, body: { title: 'Workshop', reason: 'Check', location: 'Kyiv' } });
  expect(sent.status).toBe(200);
}

describe('recording maintenance done in the browser', () => {
  it('on a 390 px phone: uploads photos in the done dialog; the record keeps the picture, not a renamed PDF, and the log shows it', async () => {
    const owner = await companyOwner();
    const [item] = await createItems(owner, { title: 'Generator' });
    const plan = await monthlyPlan(owner, item!._id, 'Oil change');
    const photo = path.join(files, 'oil.jpg');
    writeFileSync(photo, await picture('jpeg', 800, 600));
    const renamedPdf = path.join(files, 'invoice.png');
    writeFileSync(renamedPdf, pdfBytes);

    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, stack.server.url, owner.token, `/items/${item!._id}`);
    const row = page.getByTestId(`maintenance-plan-${plan._id}`);
    await row.getByTestId('maintenance-plan-done').click();
    await page.getByTestId('maintenance-done-dialog').waitFor();
    expect(await page.getByTestId('maintenance-done-photos').innerText()).toContain('Up to 5 photos');

    await page.getByTestId('maintenance-done-photos-input').setInputFiles([photo, renamedPdf]);
    // Both go to S3 (the browser cannot tell a renamed PDF); the server refuses the PDF by its bytes.
    await expect.poll(() => page.getByTestId('maintenance-done-photo').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state'))), patiently).toEqual(['uploaded', 'uploaded']);
    expect(await sideways(page)).toBe(0);
    await page.getByTestId('maintenance-done-note').fill('Oil and filter');
    await page.getByTestId('maintenance-done-submit').click();
    await page.getByTestId('maintenance-done-dialog').waitFor({ state: 'detached' });

    const log = page.getByTestId('maintenance-log');
    await expect.poll(() => log.innerText(), patiently).toContain('Oil and filter');
    await expect.poll(() => log.getByTestId('maintenance-log-photo').count(), patiently).toBe(1);
    expect(await log.getByTestId('maintenance-log-photo').getAttribute('href')).toMatch(/^\/api\/v1\/images\/[\w-]{22}\.jpg$/);
    expect(await sideways(page)).toBe(0);
    const recorded = await api('GET', `${maintenancePath(owner)}/items/${item!._id}/log`, { token: owner.token });
    expect(recorded.body.data[0].photos).toHaveLength(1);
  });

  it('sends an item to service as a plan’s maintenance: recorded done at once, with the service as its note', async () => {
    const owner = await companyOwner();
    const [item] = await createItems(owner, { title: 'Welder', person: owner.user._id });
    const plan = await monthlyPlan(owner, item!._id, 'Cable check', '80');
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1360, height: 900 });
    await openSignedIn(page, stack.server.url, owner.token, `/items/${item!._id}`);
    const row = page.getByTestId(`maintenance-plan-${plan._id}`);
    await expect.poll(() => row.getByTestId('maintenance-plan-due').innerText().catch(() => ''), patiently).toBe(`Next: ${localDay()}`);

    await page.getByTestId('item-action-repair').click();
    await page.getByTestId('item-repair-title').fill('WeldFix');
    await page.getByTestId('item-repair-reason').fill('Cable worn');
    await page.getByTestId('item-repair-location').fill('Kyiv');
    await page.getByTestId('service-maintenance-record').click();
    expect(await page.getByTestId('service-maintenance-plan').inputValue()).toBe(plan._id);
    expect(await page.getByTestId('service-maintenance-cost').inputValue()).toBe('80.00');
    await page.getByTestId('item-dialog-submit').click();
    await page.getByTestId('item-dialog-repair').waitFor({ state: 'detached' });

    await expect.poll(() => page.getByTestId('item-status').innerText(), patiently).toBe('In service');
    await expect.poll(async () => (await itemLog(owner, item!._id)).map((entry) => [entry.planTitle, entry.note, entry.cost, entry.doneOn]), patiently).toEqual([
      ['Cable check', 'WeldFix: Cable worn', '80.00', localDay()],
    ]);
    await expect.poll(() => row.getByTestId('maintenance-plan-due').innerText(), patiently).not.toBe(`Next: ${localDay()}`);
  });

  it('on a 390 px phone: the bulk return records each returned item’s first due plan, and passes over an item without one', async () => {
    const owner = await companyOwner();
    const [pump] = await createItems(owner, { title: 'Pump A' });
    const [press] = await createItems(owner, { title: 'Press B' });
    const [lamp] = await createItems(owner, { title: 'Lamp C' });
    await monthlyPlan(owner, pump!._id, 'Seal check', '15');
    await monthlyPlan(owner, press!._id, 'Hydraulics');
    for (const item of [pump!, press!, lamp!]) await sendToService(owner, item._id);

    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, stack.server.url, owner.token);
    await page.getByTestId('items-card-select-Pump A').waitFor();
    for (const title of ['Pump A', 'Press B', 'Lamp C']) await page.getByTestId(`items-card-select-${title}`).click();
    // The menu opens with an animation, and a bar just changed by the ticks may take the first click: chooseFromMenu waits for both.
    await chooseFromMenu(page, 'bulk-bar-menu', 'back');
    const dialog = page.getByTestId('bulk-dialog-back');
    await dialog.getByTestId('bulk-back-user').selectOption(owner.user._id);
    await dialog.getByTestId('bulk-return-maintenance-record').click();
    expect(await sideways(page)).toBe(0);
    await dialog.getByTestId('item-dialog-submit').click();
    await page.getByTestId('bulk-job-dialog').getByTestId('bulk-job-summary').waitFor(patiently);

    await expect.poll(async () => (await itemLog(owner, pump!._id)).map((entry) => [entry.planTitle, entry.cost, entry.doneOn]), patiently).toEqual([['Seal check', '15.00', localDay()]]);
    expect((await itemLog(owner, press!._id)).map((entry) => entry.planTitle)).toEqual(['Hydraulics']);
    expect(await itemLog(owner, lamp!._id)).toEqual([]);
  });
});
