import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { openSignedIn, useBrowserStack } from './harness';

const stack = useBrowserStack();

/** A local calendar date `days` from today, as the web writes it. */
function localDay(days = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const plansPath = (owner: Owner) => `/company/${owner.company._id}/maintenance`;

/** A monthly plan due today on the item, through the API. */
async function monthlyPlan(owner: Owner, itemId: string, title: string, expectedCost?: string) {
  const answer = await api('POST', `${plansPath(owner)}/plans`, {
    token: owner.token,
    body: { items: [itemId], title, repeatUnit: 'months', repeatEvery: 1, firstDue: localDay(), ...(expectedCost ? { expectedCost } : {}) },
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data[0] as { _id: string };
}

async function itemPlans(owner: Owner, itemId: string) {
  return (await api('GET', `${plansPath(owner)}/items/${itemId}/plans`, { token: owner.token })).body.data as { title: string; nextDue: string | null; daysAhead: number }[];
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('maintenance plans: edit, the selection, the return from service', () => {
  it('on a 390 px phone: edits a plan on the item card and shows its new due date, with no sideways scroll', async () => {
    const owner = await companyOwner();
    const [item] = await createItems(owner, { title: 'Compressor', person: owner.user._id });
    const plan = await monthlyPlan(owner, item!._id, 'Filter check');
    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, stack.server.url, owner.token, `/items/${item!._id}`);
    const row = page.getByTestId(`maintenance-plan-${plan._id}`);
    await expect.poll(() => row.getByTestId('maintenance-plan-due').innerText().catch(() => '')).toBe(`Next: ${localDay()}`);

    await row.getByTestId('maintenance-plan-edit').click();
    const dialog = page.getByTestId('maintenance-add-dialog');
    await dialog.waitFor();
    expect(await page.getByTestId('maintenance-add-title').inputValue()).toBe('Filter check');
    expect(await page.getByTestId('maintenance-add-every').inputValue()).toBe('1');
    await page.getByTestId('maintenance-add-title').fill('Filter change');
    await page.getByTestId('maintenance-add-first-due').fill(localDay(10));
    await page.getByTestId('maintenance-add-days-ahead').fill('3');
    expect(await sideways(page)).toBe(0);
    await page.getByTestId('maintenance-add-submit').click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => row.getByTestId('maintenance-plan-due').innerText()).toBe(`Next: ${localDay(10)}`);
    expect(await row.innerText()).toContain('Filter change');
    expect(await sideways(page)).toBe(0);
    expect(await itemPlans(owner, item!._id)).toMatchObject([{ title: 'Filter change', nextDue: localDay(10), daysAhead: 3 }]);
  });

  it('adds a plan to each of two items ticked on the items list', async () => {
    const owner = await companyOwner();
    const [first] = await createItems(owner, { title: 'Saw A' });
    const [second] = await createItems(owner, { title: 'Saw B' });
    await createItems(owner, { title: 'Ladder' });
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1360, height: 900 });
    await openSignedIn(page, stack.server.url, owner.token);
    await page.getByTestId('items-row-Saw A').waitFor();
    await page.getByTestId('items-select-Saw A').click();
    await page.getByTestId('items-select-Saw B').click();

    await page.getByTestId('bulk-maintenance').click();
    const dialog = page.getByTestId('maintenance-add-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Maintenance plan for the selected items: 2');
    await page.getByTestId('maintenance-add-title').fill('Blade sharpening');
    await page.getByTestId('maintenance-add-repeat').selectOption('weeks');
    await page.getByTestId('maintenance-add-every').fill('2');
    await page.getByTestId('maintenance-add-submit').click();
    await dialog.waitFor({ state: 'detached' });

    for (const item of [first!, second!]) {
      await expect.poll(async () => (await itemPlans(owner, item._id)).map((plan) => plan.title)).toEqual(['Blade sharpening']);
    }
  });

  it('returns an item from service recording the maintenance done, and the next due date moves on', async () => {
    const owner = await companyOwner();
    const [item] = await createItems(owner, { title: 'Welder', person: owner.user._id });
    const plan = await monthlyPlan(owner, item!._id, 'Cable check', '80');
    const sent = await api('PUT', `${itemsPath(owner)}/${item!._id}/repair`, {
      token: owner.token,
      body: { title: 'WeldFix', reason: 'Cable worn', location: 'Kyiv' },
    });
    expect(sent.status).toBe(200);

    const page = await stack.newPage();
    await page.setViewportSize({ width: 1360, height: 900 });
    await openSignedIn(page, stack.server.url, owner.token, `/items/${item!._id}`);
    const row = page.getByTestId(`maintenance-plan-${plan._id}`);
    await expect.poll(() => row.getByTestId('maintenance-plan-due').innerText().catch(() => '')).toBe(`Next: ${localDay()}`);

    await page.getByTestId('item-action-back').click();
    await page.getByTestId('item-back-user').selectOption(owner.user._id);
    await page.getByTestId('return-maintenance-record').click();
    expect(await page.getByTestId('return-maintenance-plan').inputValue()).toBe(plan._id);
    expect(await page.getByTestId('return-maintenance-cost').inputValue()).toBe('80.00');
    expect(await page.getByTestId('return-maintenance-note').inputValue()).toBe('WeldFix: Cable worn');
    await page.getByTestId('item-dialog-submit').click();
    await page.getByTestId('item-dialog-back').waitFor({ state: 'detached' });

    await expect.poll(() => page.getByTestId('item-status').innerText()).toBe('Returned from service');
    const [after] = await itemPlans(owner, item!._id);
    expect(after!.nextDue).not.toBe(localDay());
    expect(after!.nextDue! > localDay()).toBe(true);
    await expect.poll(() => row.getByTestId('maintenance-plan-due').innerText()).toBe(`Next: ${after!.nextDue}`);
    await expect.poll(() => page.getByTestId('maintenance-log').innerText().catch(() => '')).toContain('WeldFix: Cable worn');
  });
});
