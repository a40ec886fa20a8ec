import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { password, signedInUser } from '../support/factories';
import { signIn, useBrowserStack } from './harness';

const stack = useBrowserStack();

const popover = (page: Page) => page.getByTestId('tour-popover');
/** The step the tour shows now, or null while it shows nothing. */
const shownStep = async (page: Page) => ((await popover(page).count()) ? Number(await popover(page).getAttribute('data-step')) : null);
const expectStep = (page: Page, step: number | null) => expect.poll(() => shownStep(page), { timeout: 10_000 }).toBe(step);
const path = (page: Page) => new URL(page.url()).pathname;

describe('the first-login tour', () => {
  it('opens for a new company, walks its steps across the list and an item, ends with the closed-tour dialog, and the help icon restarts it', async () => {
    const user = await signedInUser();
    const page = await stack.newPage();
    await signIn(page, stack.server.url, user.email, password);

    // A new company made in the panel: its owner lands on the list with the test items, and the tour opens.
    await page.getByTestId('welcome-start').click();
    await page.getByTestId('company-title-input').fill(`Tour Co ${user.email}`);
    await page.getByTestId('company-description-input').fill('Office equipment');
    await page.getByTestId('company-submit').click();
    await page.waitForURL('**/items');
    await expectStep(page, 0);
    expect(await page.getByTestId('items-table').innerText()).toContain('Laptop (test item)');
    expect(await popover(page).innerText()).toContain('Step 1 of 9');
    // The first step offers no Back.
    expect(await page.getByTestId('tour-back').isVisible()).toBe(false);

    // Next advances on the list; leaving step 1 opens an item (none has a code: the first one).
    await page.getByTestId('tour-next').click();
    await expectStep(page, 1);
    await page.getByTestId('tour-next').click();
    await page.waitForURL(/\/items\/[^/]+$/);
    await expectStep(page, 2);
    expect(await page.getByTestId('item-title').innerText()).toContain('(test item)');

    // Back from step 2 returns to the list.
    await page.getByTestId('tour-back').click();
    await page.waitForURL('**/items');
    await expectStep(page, 1);

    // Forward again to the card's steps, then close: the closed-tour dialog, and the tour is over for good.
    await page.getByTestId('tour-next').click();
    await expectStep(page, 2);
    await page.getByTestId('tour-next').click();
    await expectStep(page, 3);
    await page.getByTestId('tour-close').click();
    await page.getByTestId('tour-closed-dialog').waitFor();
    await expectStep(page, null);
    await page.getByTestId('tour-closed-ok').click();
    await page.getByTestId('tour-closed-dialog').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('item-detail').waitFor();
    await page.waitForTimeout(500);
    expect(await shownStep(page)).toBeNull();

    // The help icon is on the list only; it starts the tour from its first step.
    expect(await page.getByTestId('tour-help').count()).toBe(0);
    await page.goto(`${stack.server.url}/items`);
    await page.getByTestId('tour-help').click();
    await expectStep(page, 0);

    // All nine steps with Next: the card's steps on an item page, the rest on the list; Done completes it quietly.
    const visited: { step: number; path: string }[] = [];
    for (let step = 0; step < 9; step += 1) {
      await expectStep(page, step);
      visited.push({ step, path: path(page) });
      await page.getByTestId('tour-next').click();
    }
    await expectStep(page, null);
    expect(await page.getByTestId('tour-closed-dialog').count()).toBe(0);
    expect(visited.filter((entry) => entry.path === '/items').map((entry) => entry.step)).toEqual([0, 1, 5, 6, 7, 8]);
    expect(visited.filter((entry) => entry.path !== '/items').map((entry) => entry.step)).toEqual([2, 3, 4]);
  });
});
