import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { memberWithRole } from '../support/members';
import { openInApp, openSignedIn, useBrowserStack } from './harness';

/** Bookings (issue 29): the week and month calendar, a booking of several items, a partial check-in with the person chosen. */

const stack = useBrowserStack();

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const localDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function ownerWithItems(titles: string[]) {
  const owner = await companyOwner();
  const ids: string[] = [];
  for (const title of titles) {
    const created = await api('POST', `/company/${owner.company._id}/item`, { token: owner.token, body: { title, person: owner.user._id } });
    ids.push(created.body.data[0]._id);
  }
  return { owner, ids };
}

describe('the bookings calendar and multi-item bookings in the browser', () => {
  for (const width of [1360, 390]) {
    it(`shows the week and the month, keeping the view in the address (${width} px)`, async () => {
      const { owner, ids } = await ownerWithItems(['Projector', 'Speaker']);
      const book = (itemId: string, startHours: number, endHours: number) =>
        api('POST', `/company/${owner.company._id}/bookings`, {
          token: owner.token,
          body: { items: [{ itemId }], start: new Date(Date.now() + startHours * 3_600_000).toISOString(), end: new Date(Date.now() + endHours * 3_600_000).toISOString() },
        });
      const running = await book(ids[0]!, -0.01, 2);
      expect(running.status).toBe(201);
      await api('POST', `/company/${owner.company._id}/bookings/${running.body._id}/check-out`, { token: owner.token });
      // Starting in 72 s, so that it is on today's date too (an hour on was tomorrow after 23:00).
      await book(ids[1]!, 0.02, 50);
      const page = await stack.newPage();
      await page.setViewportSize({ width, height: 900 });
      await openSignedIn(page, stack.server.url, owner.token, '/bookings');
      const today = localDay(new Date());

      await page.getByTestId('bookings-view-week').click();
      await page.waitForURL((url) => url.searchParams.get('view') === 'week' && url.searchParams.get('day') === today);
      const week = page.getByTestId('bookings-week');
      await week.getByTestId(`calendar-chip-${running.body._id}`).first().waitFor();
      expect(await week.getByTestId(`calendar-chip-${running.body._id}`).first().getAttribute('data-status')).toBe('checked_out');
      // The day chosen lists its bookings with their actions.
      await page.getByTestId('calendar-day').getByTestId(`booking-row-${running.body._id}`).waitFor();
      expect(await overflow(page)).toBe(0);
      await page.screenshot({ path: `/tmp/bookings-week-${width}.png`, fullPage: true });

      // Two weeks on: the running booking ends in two hours, which late on a Sunday is next week.
      await page.getByTestId('calendar-next').click();
      await page.waitForURL((url) => url.searchParams.get('day') !== today);
      const nextWeek = new URL(page.url()).searchParams.get('day');
      await page.getByTestId('calendar-next').click();
      await page.waitForURL((url) => url.searchParams.get('day') !== nextWeek);
      await expect.poll(() => week.getByTestId(`calendar-chip-${running.body._id}`).count()).toBe(0);
      await page.getByTestId('calendar-today').click();
      await page.waitForURL((url) => url.searchParams.get('day') === today);

      await page.getByTestId('bookings-view-month').click();
      await page.waitForURL((url) => url.searchParams.get('view') === 'month');
      const month = page.getByTestId('bookings-month');
      await expect.poll(() => month.getByTestId(`bookings-month-day-${today}`).getAttribute('data-count')).toBe(String(width < 768 ? 2 : 2));
      if (width < 768) {
        // A phone shows dots, and the chosen day's list below the grid.
        expect(await month.getByTestId(`bookings-month-day-${today}`).getByTestId('bookings-month-dot').count()).toBe(2);
      } else {
        await month.getByTestId(`calendar-chip-${running.body._id}`).first().waitFor();
      }
      expect(await overflow(page)).toBe(0);
      await page.screenshot({ path: `/tmp/bookings-month-${width}.png`, fullPage: true });

      if (width > 1000) {
        // Every language fits: Russian, the longest of the four, on the same month.
        await page.getByTestId('lang-ru').first().click();
        await page.getByTestId('bookings-view-month').getByText('Месяц').waitFor();
        expect(await overflow(page)).toBe(0);
        await page.screenshot({ path: `/tmp/bookings-month-ru-${width}.png` });
        await page.getByTestId('lang-en').first().click();
      }

      // The address alone brings the calendar back.
      await page.reload();
      await page.getByTestId('bookings-month').waitFor();
      expect(await page.getByTestId('bookings-calendar').getAttribute('data-view')).toBe('month');
    });
  }

  it('books several items, a batch with its quantity, from the Book dialog, then checks some in to a person chosen (390 px)', async () => {
    const { owner, ids } = await ownerWithItems(['Tripod']);
    const created = await api('POST', `/company/${owner.company._id}/item`, {
      token: owner.token,
      body: { title: 'Batteries', accountingType: 'batch', quantity: 6, units: 'pieces', person: owner.user._id },
    });
    const batteries = created.body.data[0]._id as string;
    const worker = await memberWithRole(owner.company._id, 'worker');
    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, stack.server.url, owner.token, `/items/${ids[0]}`);
    await page.getByTestId('item-calendar').waitFor();
    await page.getByTestId('item-bookings').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/bookings-item-card-390.png' });
    await page.getByTestId('item-book').click();
    const dialog = page.getByTestId('book-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('book-item-search').fill('Batter');
    await dialog.getByTestId(`book-item-add-${batteries}`).click();
    await dialog.getByTestId(`book-line-${batteries}`).getByTestId('book-quantity').fill('4');
    // Starting now, so it can be checked out at once.
    const pad = (n: number) => String(n).padStart(2, '0');
    const start = new Date(Date.now() - 60_000);
    await dialog.getByTestId('book-start').fill(`${localDay(start)}T${pad(start.getHours())}:${pad(start.getMinutes())}`);
    expect(await overflow(page)).toBe(0);
    await page.screenshot({ path: '/tmp/bookings-book-many-390.png' });
    await dialog.getByTestId('book-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const [booking] = (await api('GET', `/company/${owner.company._id}/bookings/mine`, { token: owner.token })).body.data;
    expect(booking.items.map((line: { itemId: string; quantity: number }) => [line.itemId, line.quantity])).toEqual([[ids[0], 1], [batteries, 4]]);

    await api('POST', `/company/${owner.company._id}/bookings/${booking._id}/check-out`, { token: owner.token });
    await openInApp(page, '/bookings');
    const row = page.getByTestId(`booking-row-${booking._id}`);
    await row.getByTestId('booking-check-in').click();
    const checkIn = page.getByTestId('check-in-dialog');
    await checkIn.waitFor();
    await checkIn.getByTestId(`check-in-item-${batteries}`).click();
    await checkIn.getByTestId('check-in-to-chosen').click();
    await checkIn.locator(`[data-testid="check-in-person"] option[value="${worker.user._id}"]`).waitFor({ state: 'attached' });
    await checkIn.getByTestId('check-in-person').selectOption(worker.user._id);
    expect(await overflow(page)).toBe(0);
    await page.screenshot({ path: '/tmp/bookings-check-in-390.png' });
    await checkIn.getByTestId('check-in-submit').click();
    await checkIn.waitFor({ state: 'detached' });
    await row.getByText('(back)').waitFor();
    const partly = (await api('GET', `/company/${owner.company._id}/bookings/${booking._id}`, { token: owner.token })).body;
    expect(partly.status).toBe('checked_out');
    expect(partly.items.map((line: { returnedAt: string | null }) => line.returnedAt !== null)).toEqual([true, false]);
    const tripod = await api('GET', `/company/${owner.company._id}/item/${ids[0]}/detailed`, { token: owner.token });
    expect(tripod.body.responsible?._id).toBe(worker.user._id);

    // The rest goes back to who held it before.
    await row.getByTestId('booking-check-in').click();
    await checkIn.waitFor();
    await checkIn.getByTestId('check-in-submit').click();
    await row.getByText('Returned').waitFor();
  });

  it("books the items picked on the items list from its bulk bar, on a phone's one-line bar (390 px)", async () => {
    const { owner, ids } = await ownerWithItems(['Ladder', 'Rope', 'Helmet']);
    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, stack.server.url, owner.token);
    await page.getByTestId('items-card-select-Ladder').click();
    await page.getByTestId('items-card-select-Rope').click();
    const bar = page.getByTestId('bulk-bar');
    await bar.getByTestId('bulk-book').waitFor();
    expect(await overflow(page)).toBe(0);
    await page.screenshot({ path: '/tmp/bookings-bulk-bar-390.png' });
    await bar.getByTestId('bulk-book').click();
    const dialog = page.getByTestId('book-dialog');
    await dialog.getByTestId(`book-line-${ids[0]}`).waitFor();
    await dialog.getByTestId(`book-line-${ids[1]}`).waitFor();
    expect(await overflow(page)).toBe(0);
    await dialog.getByTestId('book-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const [booking] = (await api('GET', `/company/${owner.company._id}/bookings/mine`, { token: owner.token })).body.data;
    expect(booking.items.map((line: { itemId: string }) => line.itemId).sort()).toEqual([ids[0], ids[1]].sort());
  });
});
