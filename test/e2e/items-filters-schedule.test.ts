import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { openInApp, openSignedIn, useBrowserStack } from './harness';

/**
 * The items list's booking and maintenance filters in the browser (issues 29 and 28): chosen in the
 * filters row (a wide screen) or the filters sheet (a phone), kept in the address, the rows saying
 * until when an item is out and when its maintenance is due; nothing runs off a phone's screen.
 */

const stack = useBrowserStack();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function overflowing(page: Page, width: number) {
  return page.evaluate(
    (edge) =>
      [...document.querySelectorAll('body *')]
        .filter((node) => node.getBoundingClientRect().width > 0 && node.getBoundingClientRect().right > edge + 1)
        .map((node) => node.getAttribute('data-testid') ?? node.tagName),
    width,
  );
}

async function seed() {
  const owner = await companyOwner();
  const base = `/company/${owner.company._id}`;
  const ids: Record<string, string> = {};
  for (const title of ['Drill', 'Pump', 'Ladder']) {
    const created = await api('POST', `${base}/item`, { token: owner.token, body: { title, person: owner.user._id } });
    expect(created.status).toBe(201);
    ids[title] = created.body.data[0]._id;
  }
  const booking = await api('POST', `${base}/bookings`, { token: owner.token, body: { items: [{ itemId: ids.Drill }], start: inSeconds(-60), end: inSeconds(86_400) } });
  expect((await api('POST', `${base}/bookings/${booking.body._id}/check-out`, { token: owner.token })).status).toBe(200);
  const plan = await api('POST', `${base}/maintenance/plans`, {
    token: owner.token,
    body: { title: 'Service', repeatUnit: 'months', repeatEvery: 1, items: [ids.Pump], firstDue: day(5) },
  });
  expect(plan.status).toBe(201);
  return owner;
}

describe('booking and maintenance filters of the items list', () => {
  for (const width of [1360, 390]) {
    it(`shows checked-out items and items due for maintenance, with their dates (${width} px)`, async () => {
      const owner = await seed();
      const phone = width < 1000;
      const page = await stack.newPage();
      await page.setViewportSize({ width, height: 900 });
      await openSignedIn(page, stack.server.url, owner.token);
      const entry = (title: string) => page.getByTestId(phone ? `items-card-${title}` : `items-row-${title}`);
      const note = phone ? 'items-card-schedule' : 'items-row-schedule';
      await entry('Ladder').waitFor();

      // "Checked out": the drill only, saying until when.
      let filters = page.getByTestId('items-filters-row');
      if (phone) {
        await page.getByTestId('items-filters-open').click();
        filters = page.getByTestId('items-filters-sheet');
        await filters.waitFor();
      }
      await filters.getByTestId('items-filter-booking').selectOption('checked_out');
      await page.waitForURL((url) => url.searchParams.get('booking') === 'checked_out');
      if (phone) {
        expect(await overflowing(page, width)).toEqual([]);
        await page.getByTestId('items-filters-done').click();
        await filters.waitFor({ state: 'detached' });
        expect(await page.getByTestId('items-filters-open').innerText()).toContain('1');
      }
      await expect.poll(() => entry('Ladder').count()).toBe(0);
      await expect.poll(() => entry('Drill').getByTestId(`${note}-booking`).innerText()).toContain('Checked out until');
      expect(await entry('Pump').count()).toBe(0);

      // "Maintenance due within N days", from the address: the pump, with its due date.
      await openInApp(page, '/items?maintenance=due_within&dueWithinDays=10');
      // The table has it in its "Next maintenance" column, the phone's card in its note.
      const due = phone ? entry('Pump').getByTestId(`${note}-maintenance`) : entry('Pump').getByTestId('items-row-next-maintenance');
      await expect.poll(() => due.innerText()).toBe(phone ? `Maintenance due ${day(5)}` : day(5));
      expect(await entry('Drill').count()).toBe(0);
      if (phone) {
        await page.getByTestId('items-filters-open').click();
        filters = page.getByTestId('items-filters-sheet');
        await filters.waitFor();
      }
      expect(await filters.getByTestId('items-filter-maintenance').inputValue()).toBe('due_within');
      // Fewer days than it is away: nothing matches.
      await filters.getByTestId('items-filter-dueWithinDays').fill('3');
      await page.waitForURL((url) => url.searchParams.get('dueWithinDays') === '3');
      if (phone) {
        expect(await overflowing(page, width)).toEqual([]);
        await page.getByTestId('items-filters-done').click();
      }
      await page.getByTestId('items-empty').waitFor();
      // "Maintenance overdue" empties the days from the address.
      if (phone) {
        await page.getByTestId('items-filters-open').click();
        await filters.waitFor();
      }
      await filters.getByTestId('items-filter-maintenance').selectOption('overdue');
      await page.waitForURL((url) => url.searchParams.get('maintenance') === 'overdue' && !url.searchParams.has('dueWithinDays'));
      if (phone) {
        await page.getByTestId('items-filters-done').click();
        await filters.waitFor({ state: 'detached' });
      }

      // The card says it too.
      await openInApp(page, '/items');
      await entry('Drill').waitFor();
      await (phone ? entry('Drill').getByRole('link', { name: 'Drill' }) : entry('Drill')).click();
      await expect.poll(() => page.getByTestId('item-schedule-booking').innerText()).toContain('Checked out until');
      await page.close();
    });
  }
});
