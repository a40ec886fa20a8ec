import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { chooseFromMenu, chooseMenuItem, openInApp, openMenu, openSignedIn, useBrowserStack } from './harness';

/** Inactive items (issue 28): set aside from the card, gone from the list, found by the status filter, brought back. */

const stack = useBrowserStack();

/** What runs past the right edge of a phone's screen (nothing should: no sideways scrolling). */
function overflowing(page: Page, width: number) {
  return page.evaluate(
    (edge) =>
      [...document.querySelectorAll('body *')]
        .filter((node) => node.getBoundingClientRect().width > 0 && node.getBoundingClientRect().right > edge + 1)
        .map((node) => node.getAttribute('data-testid') ?? node.tagName),
    width,
  );
}

describe('inactive items in the browser', () => {
  for (const width of [1360, 390]) {
    it(`deactivates an item from its card, finds it only under the inactive filter, reactivates it, and deactivates a selection from the bulk bar (${width} px)`, async () => {
      const owner = await companyOwner();
      for (const title of ['Projector', 'Ladder']) {
        const created = await api('POST', `/company/${owner.company._id}/item`, { token: owner.token, body: { title, price: '40' } });
        expect(created.status).toBe(201);
      }
      const phone = width < 1000;
      const page = await stack.newPage();
      await page.setViewportSize({ width, height: 900 });
      await openSignedIn(page, stack.server.url, owner.token);
      const entry = (title: string) => page.getByTestId(phone ? `items-card-${title}` : `items-row-${title}`);
      // A table row opens its item when clicked; a phone's card through its title's link.
      const open = (title: string) => (phone ? entry(title).getByRole('link', { name: title }) : entry(title)).click();

      await entry('Projector').waitFor();
      await open('Projector');
      await page.getByTestId('item-detail').waitFor();
      await chooseMenuItem(page, 'item-actions-more', 'item-action-deactivate');
      // A confirmation first: it says what deactivating does.
      await page.getByTestId('item-dialog-deactivate').getByText('The item is set aside').waitFor();
      await page.getByTestId('item-dialog-submit').click();
      await expect.poll(() => page.getByTestId('item-status').innerText()).toBe('Inactive');
      await page.getByTestId('item-inactive').waitFor();
      // The card offers reactivation as its main button; everything else but deleting says why not.
      const reactivate = page.getByTestId('item-action-reactivate');
      await reactivate.waitFor();
      expect(await page.getByTestId('item-actions').getByTestId('item-action-edit').count()).toBe(0);
      await openMenu(page, 'item-actions-more', 'item-actions-menu');
      expect(await page.getByTestId('item-actions-menu').getByTestId('item-action-edit').isDisabled()).toBe(true);
      expect(await page.getByTestId('item-actions-menu').getByTestId('item-action-off-edit').innerText()).toBe('The item is inactive');
      await page.keyboard.press('Escape');
      if (phone) {
        expect((await reactivate.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        expect(await overflowing(page, width)).toEqual([]);
      }

      // The list without filters leaves it out; the counters still count it, and say how many are inactive.
      await openInApp(page, '/items');
      await entry('Ladder').waitFor();
      await expect.poll(() => entry('Projector').count()).toBe(0);
      if (!phone) {
        await expect.poll(() => page.getByTestId('items-counter-inactive').innerText()).toBe('1');
        expect(await page.getByTestId('items-counter-count').innerText()).toBe('2');
      }

      // The status filter "Inactive" shows it, with its badge.
      if (phone) {
        await openInApp(page, '/items?status=inactive');
      } else {
        await page.getByTestId('items-filters-row').getByTestId('items-filter-status').selectOption('inactive');
      }
      await entry('Projector').waitFor();
      await expect.poll(() => entry('Ladder').count()).toBe(0);
      expect(await entry('Projector').getByText('Inactive').count()).toBe(1);
      if (phone) expect(await overflowing(page, width)).toEqual([]);

      await open('Projector');
      await page.getByTestId('item-action-reactivate').click();
      await page.getByTestId('item-dialog-reactivate').getByText('status it had before').waitFor();
      await page.getByTestId('item-dialog-submit').click();
      await expect.poll(() => page.getByTestId('item-status').innerText()).toBe('Not marked');
      expect(await page.getByTestId('item-inactive').count()).toBe(0);
      await page.getByTestId('item-action-edit').waitFor();

      await openInApp(page, '/items');
      await entry('Projector').waitFor();
      await entry('Ladder').waitFor();

      // The bulk bar deactivates a selection too (a phone's bar keeps its actions in one menu).
      await page.getByTestId(phone ? 'items-card-select-Ladder' : 'items-select-Ladder').click();
      await chooseFromMenu(page, phone ? 'bulk-bar-menu' : 'bulk-bar-more', 'deactivate');
      const dialog = page.getByTestId('bulk-dialog-deactivate');
      await dialog.getByText('The selected items are set aside').waitFor();
      await dialog.getByTestId('item-dialog-submit').click();
      const job = page.getByTestId('bulk-job-dialog');
      await expect.poll(() => job.getByTestId('bulk-job-summary').innerText()).toBe('Done: 1, skipped: 0');
      await job.getByTestId('bulk-job-close').click();
      await expect.poll(() => entry('Ladder').count()).toBe(0);
      await entry('Projector').waitFor();
    });
  }
});
