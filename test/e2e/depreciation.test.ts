import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { depreciationAsOf } from '../../shared/depreciation';
import { formatCents } from '../../shared/money';
import { formatDecimal } from '../../web/src/components/amounts';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, type Owner } from '../support/items';
import { openSignedIn, useBrowserStack } from './harness';

const stack = useBrowserStack();

/** The first day of the month `back` months before this one (UTC), YYYY-MM-DD. */
function monthStart(back: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The book value the card and the list should show, in English, and the months charged: straight-line over `life` months from `inService`, no salvage. */
function expected(costCents: number, life: number, inService: string): { bookValue: string; months: number } {
  const { bookValueCents, months } = depreciationAsOf({ inServiceDate: inService, costCents, salvageCents: 0, lifeMonths: life, method: 'straight-line' }, todayUtc());
  return { bookValue: formatDecimal(formatCents(bookValueCents), 'en'), months };
}

async function setDefaultsByApi(owner: Owner, defaults: unknown[]) {
  const answer = await api('PUT', `/company/${owner.company._id}/depreciation`, { token: owner.token, body: { defaults } });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
}

/** What runs past the right edge of a 390 px screen inside `testId` (nothing should). */
async function overflowing(page: Page, testId: string): Promise<string[]> {
  return page.getByTestId(testId).evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((node) => node.getBoundingClientRect().right > 391)
      .map((node) => `${node.getAttribute('data-testid') ?? node.tagName}: ${(node.textContent ?? '').slice(0, 30)}`),
  );
}

describe('depreciation in the browser', () => {
  it('on a desktop: a type default set in Settings gives a new item of that type its book value on the card and in the list, and the list sorts by it', async () => {
    const owner = await companyOwner();
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1360, height: 900 });
    await openSignedIn(page, stack.server.url, owner.token);

    // Settings: a default for laptops, 24 months straight-line.
    await page.goto(`${stack.server.url}/settings`);
    const section = page.getByTestId('settings-section-depreciation');
    await section.getByTestId('depreciation-defaults-empty').waitFor();
    await page.getByTestId('depreciation-defaults-add').click();
    await page.getByTestId('depreciation-default-0-type').fill('Laptop');
    await page.getByTestId('depreciation-default-0-life').fill('0');
    await page.getByTestId('depreciation-defaults-save').click();
    // Refused on this side, on its row.
    await expect.poll(() => page.getByTestId('depreciation-default-0-usefulLifeMonths-error').innerText().catch(() => '')).toBe('Whole months from 1 to 1200');
    await page.getByTestId('depreciation-default-0-life').fill('24');
    await page.getByTestId('depreciation-defaults-save').click();
    // Saved once the server has it (the button is off while the call runs too).
    await expect
      .poll(async () => (await api('GET', `/company/${owner.company._id}/depreciation`, { token: owner.token })).body.defaults)
      .toEqual([{ type: 'Laptop', usefulLifeMonths: 24, salvagePercent: 0, method: 'straight-line', ratePercent: null }]);
    await expect.poll(() => page.getByTestId('depreciation-defaults-save').isDisabled()).toBe(true);

    // A new laptop with a price, put in service five months ago; its own useful life is left to the type.
    const inService = monthStart(5);
    await page.goto(`${stack.server.url}/items`);
    await page.getByTestId('items-create').click();
    await page.getByTestId('item-form-title').fill('ThinkPad');
    await page.getByTestId('item-form-type').fill('laptop');
    await page.getByTestId('item-form-price').fill('2400');
    await page.getByTestId('item-form-depreciation-toggle').click();
    await page.getByTestId('item-form-in-service-date').fill(inService);
    await page.getByTestId('item-step-next').click();
    await page.getByTestId('item-step-skip').click();
    await page.getByTestId('item-form-submit').click();
    await page.getByTestId('item-detail').waitFor();

    const { bookValue, months } = expected(240_000, 24, inService);
    expect(bookValue).not.toBe('2,400.00');
    const block = page.getByTestId('item-book-value');
    await block.waitFor();
    expect(await block.getAttribute('data-source')).toBe('type');
    expect(await page.getByTestId('item-book-value-amount').innerText()).toContain(bookValue);
    expect(await page.getByTestId('item-book-value-months').innerText()).toBe(`${months} of 24`);
    expect(await block.innerText()).toContain('From the type’s defaults');
    expect(await block.innerText()).toContain('Straight-line');

    // A chair that costs less than the laptop but is worth more now: no terms, its book value is its price.
    expect((await api('POST', `/company/${owner.company._id}/item`, { token: owner.token, body: { title: 'Chair', price: '2000' } })).status).toBe(201);
    await page.goto(`${stack.server.url}/items`);
    const row = page.getByTestId('items-row-ThinkPad');
    await expect.poll(() => row.getByTestId('items-row-book-value').innerText().catch(() => '')).toContain(bookValue);
    expect(await page.getByTestId('items-table').locator('th').allInnerTexts()).toContain('Book value');
    // The column sorts: by price the chair comes first, by book value the laptop.
    const rowTitles = () => page.getByTestId('items-table').locator('tbody tr').evaluateAll((rows) => rows.map((tr) => tr.getAttribute('data-testid')));
    await page.getByTestId('items-sort-price').click();
    await expect.poll(rowTitles).toEqual(['items-row-Chair', 'items-row-ThinkPad']);
    await page.getByTestId('items-sort-bookValue').click();
    await expect.poll(rowTitles).toEqual(['items-row-ThinkPad', 'items-row-Chair']);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('bookValue');
    await page.getByTestId('items-sort-bookValue').click();
    await expect.poll(rowTitles).toEqual(['items-row-Chair', 'items-row-ThinkPad']);
  });

  it('on a 390 px phone: the defaults are cards, the list card and the item card show the book value, nothing runs past the screen', async () => {
    const owner = await companyOwner();
    await setDefaultsByApi(owner, [{ type: 'Vehicle', usefulLifeMonths: 60, salvagePercent: 0, method: 'straight-line', ratePercent: null }]);
    const inService = monthStart(13);
    const [item] = await createItems(owner, { title: 'Van', type: 'Vehicle', price: '60000', inServiceDate: inService });
    const [plain] = await createItems(owner, { title: 'Chair', price: '100' });
    const { bookValue, months } = expected(6_000_000, 60, inService);

    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, stack.server.url, owner.token);
    const card = page.getByTestId('items-card-Van');
    await expect.poll(() => card.getByTestId('items-card-book-value').innerText().catch(() => '')).toBe(`Book value: ${bookValue} ${owner.company.currency}`);
    expect(await page.getByTestId('items-card-Chair').getByTestId('items-card-book-value').count()).toBe(0);
    expect(await overflowing(page, 'items-cards')).toEqual([]);

    await page.goto(`${stack.server.url}/items/${item!._id}`);
    await page.getByTestId('item-book-value').waitFor();
    expect(await page.getByTestId('item-book-value-months').innerText()).toBe(`${months} of 60`);
    expect(await page.getByTestId('item-book-value-amount').innerText()).toContain(bookValue);
    expect(await overflowing(page, 'item-detail')).toEqual([]);

    // Without a useful life the owner is offered to set one; the edit dialog opens on the depreciation terms.
    await page.goto(`${stack.server.url}/items/${plain!._id}`);
    await page.getByTestId('item-book-value-set-life').click();
    await page.getByTestId('item-form-useful-life').fill('36');
    expect(await page.getByTestId('item-dialog-edit').innerText()).toContain('In years: 3');
    await page.getByTestId('item-dialog-submit').click();
    await page.getByTestId('item-dialog-edit').waitFor({ state: 'detached' });
    await page.getByTestId('item-book-value').waitFor();
    expect(await page.getByTestId('item-book-value-source').count()).toBe(0);

    await page.goto(`${stack.server.url}/settings`);
    const row = page.getByTestId('depreciation-default-0');
    await row.waitFor();
    expect(await page.getByTestId('depreciation-default-0-type').inputValue()).toBe('Vehicle');
    expect(await overflowing(page, 'settings-section-depreciation')).toEqual([]);
    const remove = await page.getByTestId('depreciation-default-0-remove').boundingBox();
    expect(remove!.height).toBeGreaterThanOrEqual(44);
  });
});
