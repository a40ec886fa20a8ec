import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner, confirmedUser, password } from '../support/factories';
import { createItems } from '../support/items';
import { runQueuedJobs } from '../support/jobs';
import { openInApp, openSignedIn, signIn, useBrowserStack } from './harness';

const stack = useBrowserStack();

const phone = { width: 390, height: 844 };

/** Whether the screen (the phone shell and the page in it) scrolls sideways, and what in the page sticks out if so. */
async function sideways(page: Page): Promise<{ scrollWidth: number; clientWidth: number; sticking: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sticking = Array.from(document.querySelectorAll('main *'))
      .filter((element) => element.getClientRects().length > 0 && element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}[${element.getAttribute('data-testid') ?? ''}] "${(element.textContent ?? '').slice(0, 30)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, sticking: sticking.slice(0, 5) };
  });
}

/** Visible buttons, selects and inputs of the page smaller than a finger (44 px) in height. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main button, main select, main input:not([type=checkbox]):not([type=radio]):not([type=hidden]), main [role=button]'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && box.height < 43.5;
      })
      .map((element) => `${element.tagName.toLowerCase()}[${element.getAttribute('data-testid') ?? ''}] ${Math.round(element.getBoundingClientRect().height)}px`),
  );
}

describe('the pages on a 390 x 844 phone', () => {
  it('fit phones 360 to 430 px wide without sideways scrolling, with finger-sized controls', async () => {
    const owner = await companyOwner();
    const company = owner.company._id as string;
    const [item] = await createItems(owner, { title: 'Cordless drill with a long name that has to wrap on a phone', price: '1234567.5' });
    await createItems(owner, { title: 'Saw', price: '25000' });
    const started = await api('POST', `/company/${company}/stocktaking`, { token: owner.token, body: { title: 'Warehouse, November', scope: { kind: 'company' } } });
    expect(started.status).toBe(202);
    await runQueuedJobs('stocktaking');

    const page = await stack.newPage();
    await page.setViewportSize(phone);
    await openSignedIn(page, stack.server.url, owner.token);
    const pages: [string, string][] = [
      ['/items', 'items-page'],
      [`/items/${item!._id}`, 'item-detail'],
      ['/items/create', 'item-create-page'],
      ['/items/datafiles', 'imports-page'],
      ['/users', 'users-page'],
      [`/users/${owner.user._id}`, 'user-card'],
      ['/users/create', 'user-create-page'],
      ['/locations', 'locations-page'],
      ['/stocktaking', 'stocktaking-page'],
      [`/stocktaking/${started.body._id}`, 'stocktaking-detail'],
      ['/requests', 'requests-page'],
      ['/settings', 'settings-page'],
      ['/settings/payment', 'billing-page'],
      ['/payment', 'payment-plans'],
    ];
    // The narrowest phones in use, the common one and the widest.
    for (const width of [360, 390, 430]) {
      await page.setViewportSize({ ...phone, width });
      for (const [path, testId] of pages) {
        const where = `${path} at ${width} px`;
        await openInApp(page, path);
        await page.getByTestId(testId).waitFor();
        // Lists have settled: no skeleton left.
        await page.waitForFunction(() => !document.querySelector('[data-testid$="-skeleton"]'));
        const measured = await sideways(page);
        expect(measured.sticking, where).toEqual([]);
        expect(measured.scrollWidth, where).toBeLessThanOrEqual(measured.clientWidth);
        expect(await smallTargets(page), where).toEqual([]);
      }
    }
  });

  it('folds the items filters into a sheet, shows a skeleton then the items as cards, and an empty list its next action', async () => {
    const owner = await companyOwner();
    await createItems(owner, { title: 'Ladder', brand: 'Zarges', price: '1500' });
    await createItems(owner, { title: 'Drill', brand: 'Bosch', price: '120.5' });

    const page = await stack.newPage();
    await page.setViewportSize(phone);
    // The list's first answer is held back a moment, so its loading state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/item\?/, async (route) => {
      await held;
      await route.continue();
    });
    await openSignedIn(page, stack.server.url, owner.token).catch(() => undefined);
    await page.getByTestId('items-skeleton').waitFor();
    // Never "0–0 of 0" while loading.
    expect(await page.getByTestId('items-pager').isVisible()).toBe(false);
    release();
    await page.getByTestId('items-card-Ladder').waitFor();
    expect(await page.getByTestId('items-skeleton').count()).toBe(0);
    expect(await page.getByTestId('items-table').isVisible()).toBe(false);
    // Amounts grouped the language's way.
    expect(await page.getByTestId('items-card-Ladder').innerText()).toContain('1,500.00');
    await page.unroute(/\/item\?/);

    // The filters are behind a button; the sheet's brand filter narrows the list behind it.
    expect(await page.getByTestId('items-filters-row').isVisible()).toBe(false);
    await page.getByTestId('items-filters-open').click();
    const sheet = page.getByTestId('items-filters-sheet');
    await sheet.waitFor();
    // The browser asks for reduced motion (test/e2e/browser.ts): the sheet appears without sliding in.
    expect(await sheet.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await sheet.getByTestId('items-filter-brand').fill('Bosch');
    await page.waitForURL((url) => url.searchParams.get('brand') === 'Bosch');
    await sheet.getByTestId('items-filter-brand').fill('Nothing like it');
    await page.waitForURL((url) => url.searchParams.get('brand') === 'Nothing like it');
    await page.getByTestId('items-filters-done').click();
    await sheet.waitFor({ state: 'detached' });
    expect(await page.getByTestId('items-filters-open').innerText()).toContain('1');
    // Nothing matches: the empty state offers to clear the filters, which brings the items back.
    await page.getByTestId('items-empty').waitFor();
    await page.getByTestId('items-empty-clear').click();
    await page.getByTestId('items-card-Drill').waitFor();

    // A company with no items: the empty list's action leads to creating the first one.
    const newcomer = await companyOwner();
    const fresh = await stack.newPage();
    await fresh.setViewportSize(phone);
    await signIn(fresh, stack.server.url, newcomer.email, password);
    await fresh.getByTestId('items-empty').waitFor();
    await fresh.getByTestId('items-empty-create').click();
    await fresh.waitForURL('**/items/create');
    await fresh.getByTestId('item-form-title').waitFor();
  });

  it('starts the item list within the first screen: the counters and last operations fold behind one line and open as separate entries', async () => {
    // A company made as the panel makes it, with the tour's three test items (and their history).
    const user = await confirmedUser();
    const created = await api('POST', '/company', { token: user.token, body: { title: `Tour items ${user.email}`, description: 'Tools', tutorial: true } });
    expect(created.status).toBe(201);

    const page = await stack.newPage();
    await page.setViewportSize(phone);
    await signIn(page, stack.server.url, user.email, password);
    const cards = page.getByTestId('items-cards').locator('article[data-testid^="items-card-"]');
    const firstCard = cards.first();
    await firstCard.waitFor();
    expect(await cards.count()).toBe(3);

    // Folded: one line sums up the counters; the counters and last operations wait behind it.
    const toggle = page.getByTestId('items-overview-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.getByTestId('items-overview-summary').innerText()).toBe('3 items · 44,700.00 UAH');
    expect(await page.getByTestId('items-last-operations').isVisible()).toBe(false);
    expect(await page.getByTestId('items-counter-total').isVisible()).toBe(false);
    const cardTop = (await firstCard.boundingBox())!.y;
    expect(cardTop).toBeLessThan(phone.height);

    // Opened, the last operations are entries of their own: separate elements, framed, apart from each other.
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const operations = page.getByTestId('items-last-operations');
    await operations.getByTestId('last-operation-0').waitFor();
    expect(await page.getByTestId('items-counter-count').innerText()).toBe('3');
    const entries = operations.locator('[data-testid^="last-operation-"]');
    const count = await entries.count();
    expect(count).toBeGreaterThanOrEqual(3);
    const boxes = [];
    for (let index = 0; index < count; index += 1) {
      const entry = operations.getByTestId(`last-operation-${index}`);
      expect(await entry.evaluate((element) => element.tagName)).toBe('LI');
      expect(await entry.evaluate((element) => parseFloat(getComputedStyle(element).borderTopWidth))).toBeGreaterThanOrEqual(1);
      expect(await entry.innerText()).toContain('(test item)');
      boxes.push((await entry.boundingBox())!);
    }
    for (let index = 1; index < boxes.length; index += 1) {
      // Each entry starts below the one before it, with room between them.
      expect(boxes[index]!.y).toBeGreaterThanOrEqual(boxes[index - 1]!.y + boxes[index - 1]!.height + 4);
    }
    // Folded again, the list is back at the top.
    await toggle.click();
    await operations.waitFor({ state: 'hidden' });
    expect((await firstCard.boundingBox())!.y).toBeLessThan(phone.height);

    // A desktop shows the counters and the last operations as they were, with no toggle.
    await page.setViewportSize({ width: 1360, height: 900 });
    await operations.waitFor();
    expect(await toggle.isVisible()).toBe(false);
    expect(await page.getByTestId('items-counter-total').isVisible()).toBe(true);
  });
});
