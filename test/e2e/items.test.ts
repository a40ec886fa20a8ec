import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { chooseMenuItem, openMenu, openSignedIn, useBrowserStack } from './harness';

const stack = useBrowserStack();

/** The four dashboard counters as the list shows them. */
async function counters(page: Page) {
  const read = (name: string) => page.getByTestId(`items-counter-${name}`).innerText();
  return { total: await read('total'), count: await read('count'), service: await read('service'), ban: await read('ban') };
}

async function openList(page: Page): Promise<void> {
  await page.getByTestId('side-menu').getByTestId('menu-items_list').click();
  await page.getByTestId('items-page').waitFor();
}

async function expectCounters(page: Page, expected: Partial<Awaited<ReturnType<typeof counters>>>): Promise<void> {
  await expect.poll(async () => {
    const shown = await counters(page);
    return Object.fromEntries(Object.keys(expected).map((key) => [key, shown[key as keyof typeof shown]]));
  }).toEqual(expected);
}

describe('items in the browser', () => {
  it('creates an item in three steps, finds it by a filter, sends it to service and back, decommissions it; the counters follow', async () => {
    const owner = await companyOwner();
    // Another item, so that the filter has something to leave out.
    const other = await api('POST', `/company/${owner.company._id}/item`, { token: owner.token, body: { title: 'Ladder', brand: 'Zarges', price: '30' } });
    expect(other.status).toBe(201);

    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token);
    await page.getByTestId('items-page').waitFor();
    await page.getByTestId('items-row-Ladder').waitFor();
    await expectCounters(page, { count: '1', service: '0', ban: '0' });
    expect((await counters(page)).total).toContain('30');

    // Step 1: the item. The model needs a brand first; the price field keeps digits, one comma or point and 2 decimals.
    await page.getByTestId('items-create').click();
    await page.getByTestId('item-form-title').fill('Cordless drill');
    await page.getByTestId('item-form-model').fill('GSR 120');
    await page.getByTestId('item-form-price').pressSequentially('1a20,505');
    expect(await page.getByTestId('item-form-price').inputValue()).toBe('120,50');
    await page.getByTestId('item-step-next').click();
    await page.getByText('Enter the brand before the model').waitFor();
    await page.getByTestId('item-form-brand').fill('Bosch');
    await page.getByTestId('item-step-next').click();
    // Step 2: the responsible person, skipped.
    await page.getByTestId('item-step-skip').click();
    // Step 3: the summary, then create.
    await page.getByTestId('item-summary').getByText('Cordless drill Bosch GSR 120').waitFor();
    await page.getByTestId('item-form-submit').click();
    await page.getByTestId('item-detail').waitFor();
    expect(await page.getByTestId('item-title').innerText()).toBe('Cordless drill Bosch GSR 120');
    await page.getByTestId('item-history').getByTestId('item-history-entry').first().waitFor();

    await openList(page);
    await expectCounters(page, { count: '2', service: '0', ban: '0' });
    expect((await counters(page)).total).toContain('150.50');

    // The brand filter finds it and leaves the ladder out.
    await page.getByTestId('items-filter-brand').fill('Bosch');
    await expect.poll(() => page.getByTestId('items-row-Ladder').count()).toBe(0);
    await page.getByTestId('items-row-Cordless drill').click();
    await page.getByTestId('item-detail').waitFor();

    // To service: all three fields are required.
    await page.getByTestId('item-action-repair').click();
    await page.getByTestId('item-dialog-submit').click();
    await expect.poll(() => page.getByTestId('item-dialog-repair').getByText('This field is required').count()).toBe(3);
    await page.getByTestId('item-repair-title').fill('ToolFix');
    await page.getByTestId('item-repair-reason').fill('The chuck slips');
    await page.getByTestId('item-repair-location').fill('Kyiv, Main st. 1');
    await page.getByTestId('item-dialog-submit').click();
    await expect.poll(() => page.getByTestId('item-status').innerText()).toBe('In service');
    // The main buttons follow the status: now the return; sending again waits in the menu, saying why.
    await page.getByTestId('item-action-back').waitFor();
    await openMenu(page, 'item-actions-more', 'item-actions-menu');
    expect(await page.getByTestId('item-actions-menu').getByTestId('item-action-repair').isDisabled()).toBe(true);
    expect(await page.getByTestId('item-actions-menu').getByTestId('item-action-off-repair').innerText()).toBe('The item is already in service');
    await page.keyboard.press('Escape');
    await openList(page);
    await expectCounters(page, { count: '2', service: '1', ban: '0' });

    // Back from service to the owner.
    await page.getByTestId('items-row-Cordless drill').click();
    await page.getByTestId('item-action-back').click();
    await page.getByTestId('item-back-user').selectOption(owner.user._id);
    await page.getByTestId('item-dialog-submit').click();
    await expect.poll(() => page.getByTestId('item-status').innerText()).toBe('Returned from service');
    await openList(page);
    await expectCounters(page, { count: '2', service: '0', ban: '0' });

    // Decommissioned: closed to every operation.
    await page.getByTestId('items-row-Cordless drill').click();
    await chooseMenuItem(page, 'item-actions-more', 'item-action-ban');
    await page.getByTestId('item-dialog-submit').click();
    await expect.poll(() => page.getByTestId('item-status').innerText()).toBe('Decommissioned');
    await page.getByTestId('item-closed').waitFor();
    for (const action of ['edit', 'move', 'repair']) {
      expect(await page.getByTestId(`item-action-${action}`).isDisabled(), action).toBe(true);
    }
    await openMenu(page, 'item-actions-more', 'item-actions-menu');
    for (const action of ['back', 'ban', 'mark', 'place', 'duplicate']) {
      expect(await page.getByTestId(`item-action-${action}`).isDisabled(), action).toBe(true);
      expect(await page.getByTestId(`item-action-off-${action}`).innerText(), action).toBe('The item is decommissioned');
    }
    await page.keyboard.press('Escape');
    await openList(page);
    await expectCounters(page, { ban: '1', service: '0' });

    // The dashboard's last operations: the decommissioning comes first and leads to the item.
    const latest = page.getByTestId('items-last-operations').getByTestId('last-operation-0');
    await expect.poll(() => latest.getAttribute('data-kind')).toBe('ban');
    expect(await latest.innerText()).toContain('Cordless drill');
    expect(await latest.innerText()).toContain('Decommissioned');
    await latest.getByRole('link', { name: 'Cordless drill' }).click();
    await page.getByTestId('item-detail').waitFor();
    expect(await page.getByTestId('item-title').innerText()).toBe('Cordless drill Bosch GSR 120');
  });
});
