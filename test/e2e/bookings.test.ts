import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { memberWithRole } from '../support/members';
import { openInApp, openSignedIn, useBrowserStack } from './harness';

/** Bookings (issue 29): book from the item card, check out and in from the bookings page, the calendar feed's address. */

const stack = useBrowserStack();

function overflowing(page: Page, width: number) {
  return page.evaluate(
    (edge) =>
      [...document.querySelectorAll('body *')]
        .filter((node) => node.getBoundingClientRect().width > 0 && node.getBoundingClientRect().right > edge + 1)
        .map((node) => node.getAttribute('data-testid') ?? node.tagName),
    width,
  );
}

describe('bookings in the browser', () => {
  for (const width of [1360, 390]) {
    it(`books an item for tomorrow from its card and finds it on the bookings page (${width} px)`, async () => {
      const owner = await companyOwner();
      const created = await api('POST', `/company/${owner.company._id}/item`, { token: owner.token, body: { title: 'Projector', person: owner.user._id } });
      const itemId = created.body.data[0]._id as string;
      const worker = await memberWithRole(owner.company._id, 'worker');
      const page = await stack.newPage();
      await page.setViewportSize({ width, height: 900 });
      await openSignedIn(page, stack.server.url, owner.token, `/items/${itemId}`);
      await page.getByTestId('item-bookings').waitFor();
      await page.getByTestId('item-book').click();
      await page.getByTestId('book-dialog').waitFor();
      // A manager books for someone of the company; the list of people arrives with the dialog.
      await page.locator(`[data-testid="book-person"] option[value="${worker.user._id}"]`).waitFor({ state: 'attached' });
      await page.getByTestId('book-person').selectOption(worker.user._id);
      await page.getByTestId('book-submit').click();
      await page.getByTestId('item-bookings').getByText('Reserved').waitFor();

      await openInApp(page, '/bookings');
      await page.getByTestId('bookings-page').getByText('Projector').waitFor();
      const answer = await api('GET', `/company/${owner.company._id}/bookings/mine`, { token: worker.token });
      const booking = answer.body.data[0];
      expect(booking.person._id).toBe(worker.user._id);
      // Tomorrow 09:00 to 18:00 in the browser's zone.
      expect(new Date(booking.end).getTime() - new Date(booking.start).getTime()).toBe(9 * 3_600_000);
      expect(new Date(booking.start).getTime()).toBeGreaterThan(Date.now());
      if (width < 1000) expect(await overflowing(page, width)).toEqual([]);
    });
  }

  it('checks a booking out and in on a phone-sized page, and shows the calendar address once', async () => {
    const owner = await companyOwner();
    const created = await api('POST', `/company/${owner.company._id}/item`, { token: owner.token, body: { title: 'Drill', person: owner.user._id } });
    const itemId = created.body.data[0]._id as string;
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    const booked = await api('POST', `/company/${owner.company._id}/bookings`, { token: owner.token, body: { items: [{ itemId }], start, end } });
    expect(booked.status).toBe(201);
    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, stack.server.url, owner.token, '/bookings');
    const row = page.getByTestId(`booking-row-${booked.body._id}`);
    await row.getByTestId('booking-check-out').click();
    await row.getByText('Checked out').waitFor();
    await row.getByTestId('booking-check-in').click();
    // The check-in dialog gives every item back to who held it before, unless told otherwise.
    await page.getByTestId('check-in-dialog').waitFor();
    await page.getByTestId('check-in-submit').click();
    await row.getByText('Returned').waitFor();
    expect(await overflowing(page, 390)).toEqual([]);

    await page.getByTestId('bookings-feed-on').click();
    const url = await page.getByTestId('bookings-feed-url').inputValue();
    expect(url).toMatch(/\/api\/v1\/bookings\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  });
});
