import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { openSignedIn, useBrowserStack } from './harness';

const stack = useBrowserStack();

const title = (n: number) => `Tool ${String(n).padStart(2, '0')}`;
const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const rowCount = (page: Page, name: string) => page.getByTestId(`items-row-${name}`).count();

/** The list shows page 2 of the Acme tools by title: Tool 11 to Tool 20 of 22. */
async function expectSecondPage(page: Page): Promise<void> {
  await page.getByTestId('items-row-Tool 11').waitFor();
  await page.getByTestId('items-row-Tool 20').waitFor();
  expect(await rowCount(page, 'Tool 01')).toBe(0);
  expect(await rowCount(page, 'Tool 21')).toBe(0);
  expect(await page.getByTestId('items-pager-range').innerText()).toBe('11–20 of 22');
  expect(await page.getByTestId('items-filter-brand').inputValue()).toBe('Acme');
  expect(await page.getByTestId('items-sort-title').locator('xpath=..').getAttribute('aria-sort')).toBe('ascending');
}

describe('the items list in the address', () => {
  it('comes back with its filter, sort and page after an item’s card, a reload and the card’s back link', async () => {
    const owner = await companyOwner();
    const company = owner.company._id as string;
    // 22 Acme tools make three pages of 10; three of another brand are left out by the filter.
    for (let n = 1; n <= 25; n += 1) {
      const created = await api('POST', `/company/${company}/item`, { token: owner.token, body: { title: title(n), brand: n <= 22 ? 'Acme' : 'Other', price: '5' } });
      expect(created.status).toBe(201);
    }
    const crate = await api('POST', `/company/${company}/item`, {
      token: owner.token,
      body: { title: 'Crate', brand: 'Other', accountingType: 'batch', quantity: 3, units: 'box', price: '40' },
    });
    expect(crate.status).toBe(201);

    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token);
    await page.getByTestId('items-page').waitFor();
    const historyBefore = await page.evaluate(() => history.length);

    // Typing settles twice, and each settled filter replaces the address instead of adding to the history.
    await page.getByTestId('items-filter-brand').pressSequentially('Ac');
    await expect.poll(() => searchOf(page).brand).toBe('Ac');
    await page.getByTestId('items-filter-brand').pressSequentially('me');
    await expect.poll(() => searchOf(page).brand).toBe('Acme');
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    await expect.poll(() => rowCount(page, 'Tool 23')).toBe(0);

    await page.getByTestId('items-sort-title').click();
    await expect.poll(() => searchOf(page).sort).toBe('title');
    await page.getByTestId('items-row-Tool 01').waitFor();
    await page.getByTestId('items-pager-next').click();
    await expect.poll(() => searchOf(page).page).toBe('2');
    // Next pages on from where the first page ended (the server's cursor), not by offset.
    expect(searchOf(page).after).toBeTruthy();
    await expectSecondPage(page);

    // Browser Back from a card shows the same list, and the address still says which.
    await page.getByTestId('items-row-Tool 15').click();
    await page.getByTestId('item-detail').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.goBack();
    await page.getByTestId('items-page').waitFor();
    expect(searchOf(page)).toMatchObject({ brand: 'Acme', sort: 'title', page: '2', after: expect.any(String) });
    await expectSecondPage(page);

    // A reload reads the same list from the address.
    await page.reload();
    await page.getByTestId('items-page').waitFor();
    await expectSecondPage(page);

    // The card's own back link returns to the list it came from.
    await page.getByTestId('items-row-Tool 12').click();
    await page.getByTestId('item-detail').waitFor();
    await page.getByRole('link', { name: 'Back to items' }).click();
    await page.getByTestId('items-page').waitFor();
    expect(searchOf(page)).toMatchObject({ brand: 'Acme', sort: 'title', page: '2' });
    await expectSecondPage(page);

    // Back a page, then on to the third; a new search starts again from the first page.
    await page.getByTestId('items-pager-previous').click();
    await page.getByTestId('items-row-Tool 01').waitFor();
    expect(searchOf(page).page).toBeUndefined();
    await page.getByTestId('items-pager-next').click();
    await page.getByTestId('items-row-Tool 11').waitFor();
    await page.getByTestId('items-pager-next').click();
    await page.getByTestId('items-row-Tool 22').waitFor();
    expect(await page.getByTestId('items-pager-range').innerText()).toBe('21–22 of 22');
    await page.getByTestId('items-search').fill('Tool 2');
    await expect.poll(() => searchOf(page).search).toBe('Tool 2');
    expect(searchOf(page).page).toBeUndefined();
    await page.getByTestId('items-row-Tool 20').waitFor();
    expect(await page.getByTestId('items-pager-range').innerText()).toBe('1–3 of 3');

    // The price column shows what it sorts by, the total; a batch shows how it adds up.
    await page.getByTestId('items-filters-clear').click();
    await expect.poll(() => searchOf(page)).toEqual({ sort: 'title' });
    await page.getByTestId('items-search').fill('Crate');
    const row = page.getByTestId('items-row-Crate');
    await row.waitFor();
    expect(await row.innerText()).toContain('120.00');
    expect(await row.getByTestId('items-unit-price').innerText()).toMatch(/^3 \S+ × 40\.00 /);

    // On a phone, with the menu folded, the list does not widen the page; its table scrolls inside its frame.
    // (The shell's header is wider than a phone: outside this list, and not checked here.)
    await page.getByTestId('menu-toggle').click();
    await page.setViewportSize({ width: 390, height: 844 });
    const list = page.getByTestId('items-page');
    await expect
      .poll(() => list.evaluate((element) => ({ right: element.getBoundingClientRect().right <= 390, own: element.scrollWidth <= element.clientWidth })))
      .toEqual({ right: true, own: true });
  });

  it('is sorted on a phone from the filters sheet, every way the table sorts, in the address and the user’s language', async () => {
    const owner = await companyOwner();
    const company = owner.company._id as string;
    // Created in this order: the newest first is Bolt, Anvil, Clamp.
    for (const [name, price] of [['Clamp', '30'], ['Anvil', '10'], ['Bolt', '20']] as const) {
      expect((await api('POST', `/company/${company}/item`, { token: owner.token, body: { title: name, price } })).status).toBe(201);
    }
    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, stack.server.url, owner.token);
    const cards = page.getByTestId('items-cards');
    const names = ['items-card-Anvil', 'items-card-Bolt', 'items-card-Clamp'];
    const order = () =>
      cards.locator('[data-testid^="items-card-"]').evaluateAll((nodes, wanted) => nodes.map((node) => node.getAttribute('data-testid')!).filter((id) => wanted.includes(id)).map((id) => id.slice('items-card-'.length)), names);
    await cards.waitFor();
    await expect.poll(order).toEqual(['Bolt', 'Anvil', 'Clamp']);

    const choose = async (sort: string) => {
      await page.getByTestId('items-filters-open').click();
      const select = page.getByTestId('items-filters-sheet').getByTestId('items-sort');
      expect((await select.boundingBox())!.height).toBeGreaterThanOrEqual(40);
      await select.selectOption(sort);
      await page.getByTestId('items-filters-done').click();
    };
    await choose('title');
    await expect.poll(() => searchOf(page).sort).toBe('title');
    await expect.poll(order).toEqual(['Anvil', 'Bolt', 'Clamp']);
    // The sort is not a filter: the sheet's button counts none.
    expect(await page.getByTestId('items-filters-open').innerText()).not.toMatch(/\d/);
    await choose('-price');
    await expect.poll(order).toEqual(['Clamp', 'Bolt', 'Anvil']);
    await page.reload();
    await expect.poll(order).toEqual(['Clamp', 'Bolt', 'Anvil']);
    // The default order leaves the address.
    await choose('-created');
    await expect.poll(() => searchOf(page).sort).toBeUndefined();
    await expect.poll(order).toEqual(['Bolt', 'Anvil', 'Clamp']);

    // Its choices speak the user's language.
    await page.getByTestId('items-filters-open').click();
    const options = await page.getByTestId('items-filters-sheet').getByTestId('items-sort').locator('option').allInnerTexts();
    expect(options).toHaveLength(10);
    expect(options).toContain('Sort: price, highest first');
  });
});
