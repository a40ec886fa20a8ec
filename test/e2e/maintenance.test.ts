import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems } from '../support/items';
import { openSignedIn, useBrowserStack } from './harness';

const stack = useBrowserStack();

/** What runs past the right edge of a 390 px screen inside `testId` (nothing should). */
async function overflowing(page: Page, testId: string): Promise<string[]> {
  return page.getByTestId(testId).evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((node) => node.getBoundingClientRect().right > 391)
      .map((node) => `${node.getAttribute('data-testid') ?? node.tagName}: ${(node.textContent ?? '').slice(0, 30)}`),
  );
}

/** The plan's journey: added on the item card, seen on /maintenance, recorded done there, in the item's log. */
async function planJourney(page: Page, phone: boolean) {
  const owner = await companyOwner();
  const [item] = await createItems(owner, { title: phone ? 'Generator' : 'Forklift', person: owner.user._id });
  await openSignedIn(page, stack.server.url, owner.token, `/items/${item!._id}`);
  await page.getByTestId('item-maintenance').waitFor();
  await page.getByTestId('maintenance-empty').waitFor();

  await page.getByTestId('maintenance-add').click();
  await page.getByTestId('maintenance-add-title').fill('Oil change');
  await page.getByTestId('maintenance-add-repeat').selectOption('months');
  await page.getByTestId('maintenance-add-every').fill('3');
  await page.getByTestId('maintenance-add-checklist').fill('Drain\nRefill');
  await page.getByTestId('maintenance-add-cost').fill('120.50');
  if (phone) expect(await overflowing(page, 'maintenance-add-dialog')).toEqual([]);
  await page.getByTestId('maintenance-add-submit').click();
  const row = page.getByTestId('item-maintenance').locator('[data-testid^="maintenance-plan-"]').first();
  await expect.poll(() => row.getByTestId('maintenance-plan-due').count()).toBe(1);
  expect(await row.innerText()).toContain('Oil change');
  if (phone) {
    expect(await overflowing(page, 'item-maintenance')).toEqual([]);
    const done = await row.getByTestId('maintenance-plan-done').boundingBox();
    expect(done!.height).toBeGreaterThanOrEqual(44);
  }

  // The company's due list: due today, so among "due within 7 days".
  await page.goto(`${stack.server.url}/maintenance`);
  await page.getByTestId('maintenance-page').waitFor();
  await page.getByTestId('maintenance-filter').selectOption('within');
  await page.getByTestId('maintenance-days').fill('7');
  const due = page.getByTestId('maintenance-due-list');
  await expect.poll(() => due.innerText().catch(() => '')).toContain('Oil change');
  expect(await due.innerText()).toContain(phone ? 'Generator' : 'Forklift');
  if (phone) expect(await overflowing(page, 'maintenance-page')).toEqual([]);

  await due.getByTestId('maintenance-plan-done').first().click();
  await page.getByTestId('maintenance-done-dialog').waitFor();
  expect(await page.getByTestId('maintenance-done-cost').inputValue()).toBe('120.50');
  await page.getByTestId('maintenance-done-checklist').getByText('Drain').click();
  await page.getByTestId('maintenance-done-note').fill('Filter replaced');
  await page.getByTestId('maintenance-done-submit').click();
  await page.getByTestId('maintenance-done-dialog').waitFor({ state: 'detached' });
  // Next due three months on: no longer within 7 days.
  await expect.poll(() => page.getByTestId('maintenance-empty-list').count()).toBe(1);

  await page.goto(`${stack.server.url}/items/${item!._id}`);
  const log = page.getByTestId('maintenance-log');
  await expect.poll(() => log.innerText().catch(() => '')).toContain('Filter replaced');
  expect(await log.innerText()).toContain('Checklist: 1 of 2');
  // The item's history names it.
  const entry = page.locator('[data-testid="item-history-entry"][data-kind="maintenance"]');
  await expect.poll(() => entry.count()).toBe(1);
  expect(await entry.innerText()).toContain('Maintenance done');

  // The items list, unfiltered: the item's row (a phone's card) says when it is next due.
  const plans = await api('GET', `/company/${owner.company._id}/maintenance/items/${item!._id}/plans`, { token: owner.token });
  const nextDue = plans.body.data[0].nextDue as string;
  await page.goto(`${stack.server.url}/items`);
  const listed = phone
    ? page.getByTestId('items-card-Generator').getByTestId('items-card-schedule-maintenance')
    : page.getByTestId('items-row-Forklift').getByTestId('items-row-next-maintenance');
  await expect.poll(() => listed.innerText().catch(() => '')).toBe(phone ? `Maintenance due ${nextDue}` : nextDue);
  if (phone) expect(await overflowing(page, 'items-cards')).toEqual([]);
}

describe('maintenance plans', () => {
  it('on a desktop: a plan added on the item card is due on /maintenance and recorded done there', async () => {
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1360, height: 900 });
    await planJourney(page, false);
  });

  it('on a 390 px phone: the same, with nothing running past the screen and 44 px buttons', async () => {
    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await planJourney(page, true);
  });
});
