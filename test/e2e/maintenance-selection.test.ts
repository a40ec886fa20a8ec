import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, type Owner } from '../support/items';
import { seedItems } from '../support/seed-items';
import { openSignedIn, useBrowserStack } from './harness';

/** A plan for every item of a type or model, from the maintenance page, and for every item the items list matches (docs/maintenance.md). */

const stack = useBrowserStack();

const patiently = { timeout: 30_000, interval: 250 };
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function duePlans(owner: Owner) {
  return (await api('GET', `/company/${owner.company._id}/maintenance/due`, { token: owner.token })).body.data as { title: string; itemTitle: string }[];
}

describe('a plan for a type or model', () => {
  it('on a 390 px phone: picks one of the company’s types, says how many items it covers, and adds a plan to each', async () => {
    const owner = await companyOwner();
    await createItems(owner, { title: 'Forklift', type: 'Loader', count: 3 });
    await createItems(owner, { title: 'Desk', type: 'Furniture' });

    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, stack.server.url, owner.token, '/maintenance');
    await page.getByTestId('maintenance-add-selection').click();
    const dialog = page.getByTestId('maintenance-selection-dialog');
    await dialog.waitFor();
    // The company's types are offered to pick from.
    await expect.poll(() => dialog.locator('datalist option').evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value).sort()), patiently).toEqual(['Furniture', 'Loader']);
    await page.getByTestId('maintenance-selection-value').fill('Loader');
    await expect.poll(() => page.getByTestId('maintenance-selection-count').innerText(), patiently).toBe('Items the plan will be added to: 3');
    expect(await sideways(page)).toBe(0);
    await page.getByTestId('maintenance-selection-next').click();

    const form = page.getByTestId('maintenance-add-dialog');
    await form.waitFor();
    expect(await form.innerText()).toContain('Maintenance plan for the type «Loader», items: 3');
    await page.getByTestId('maintenance-add-title').fill('Hydraulics check');
    await page.getByTestId('maintenance-add-submit').click();
    await form.waitFor({ state: 'detached' });

    await expect.poll(async () => (await duePlans(owner)).map((plan) => `${plan.title} / ${plan.itemTitle}`).sort(), patiently).toEqual([
      'Hydraulics check / Forklift',
      'Hydraulics check / Forklift',
      'Hydraulics check / Forklift',
    ]);
    await expect.poll(() => page.getByTestId('maintenance-due-list').innerText().catch(() => ''), patiently).toContain('Hydraulics check');
    expect(await sideways(page)).toBe(0);
  });

  it('says when a model has no items to plan, and offers no next step', async () => {
    const owner = await companyOwner();
    await createItems(owner, { title: 'Drill', type: 'Tools', brand: 'Bosch', model: 'GSR-12' });
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1360, height: 900 });
    await openSignedIn(page, stack.server.url, owner.token, '/maintenance');
    await page.getByTestId('maintenance-add-selection').click();
    await page.getByTestId('maintenance-selection-dimension').selectOption('model');
    await page.getByTestId('maintenance-selection-value').fill('GSR-99');
    await expect.poll(() => page.getByTestId('maintenance-selection-count').innerText(), patiently).toContain('No items to plan');
    expect(await page.getByTestId('maintenance-selection-next').isDisabled()).toBe(true);
    await page.getByTestId('maintenance-selection-value').fill('GSR-12');
    await expect.poll(() => page.getByTestId('maintenance-selection-count').innerText(), patiently).toBe('Items the plan will be added to: 1');
  });
});

describe('a plan for every item the items list matches', () => {
  it('adds a plan to each of the 150 items a search matches, from the bulk bar of "all matching" (more than the 100 ticked items a plan takes)', async () => {
    const owner = await companyOwner();
    await seedItems(owner, 150, { title: 'Crate' });
    await createItems(owner, { title: 'Ladder' });
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1360, height: 900 });
    await openSignedIn(page, stack.server.url, owner.token, '/items?search=crate');
    await page.getByTestId('items-select-page').click();
    await page.getByTestId('items-select-all-matching').click();
    expect(await page.getByTestId('bulk-bar-count').innerText()).toBe('All 150 matching');
    const add = page.getByTestId('bulk-maintenance');
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    const form = page.getByTestId('maintenance-add-dialog');
    await form.waitFor();
    expect(await form.innerText()).toContain('Maintenance plan for the selected items: 150');
    await page.getByTestId('maintenance-add-title').fill('Inspection');
    await page.getByTestId('maintenance-add-submit').click();
    await form.waitFor({ state: 'detached' });

    const planned = (search: string) =>
      api('GET', `/company/${owner.company._id}/item`, { token: owner.token, query: { search, maintenance: 'due_within', dueWithinDays: '366' } }).then((answer) => answer.body.count);
    await expect.poll(() => planned('crate'), patiently).toBe(150);
    expect(await planned('ladder')).toBe(0);
  });
});

