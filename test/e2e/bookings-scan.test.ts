import { afterAll, describe, expect, it, vi } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { wedgeScan } from './hand-scanner';
import { openSignedIn, useBrowserStack, type BrowserStack } from './harness';

/**
 * Bookings by scanning (issue 29): booked for tomorrow on a desktop, then, tomorrow, checked out and
 * in on a phone by scanning the item's label with a hand scanner. "Tomorrow" is the clock moved a
 * day on: the server's (the dev server runs in this process, so faking Date moves it) and the
 * phone page's (Playwright's clock), together.
 */

const stack = useBrowserStack();

afterAll(() => {
  vi.useRealTimers();
});

const noOverflow = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('checking a booking out and in by scanning', () => {
  it('books an item for tomorrow on a desktop, checks it out by scanning on a phone the next day, and checks it in', async () => {
    const owner = await companyOwner();
    const items = `/company/${owner.company._id}/item`;
    const [item] = (await api('POST', items, { token: owner.token, body: { title: 'Field camera', person: owner.user._id } })).body.data;
    await api('PUT', `${items}/${item._id}/mark`, { token: owner.token, body: { code: 'BOOK-SCAN-1' } });

    const desktop = await stack.newPage();
    await desktop.setViewportSize({ width: 1360, height: 900 });
    await openSignedIn(desktop, stack.server.url, owner.token, `/items/${item._id}`);
    await desktop.getByTestId('item-book').click();
    await desktop.getByTestId('book-dialog').waitFor();
    // The dialog opens on tomorrow 09:00-18:00 in the browser's zone, for the one booking.
    await desktop.getByTestId('book-submit').click();
    await desktop.getByTestId('item-bookings').getByText('Reserved').first().waitFor();
    const [booking] = (await api('GET', `/company/${owner.company._id}/bookings/mine`, { token: owner.token })).body.data;
    expect(Date.parse(booking.start)).toBeGreaterThan(Date.now());
    await desktop.close();

    // Tomorrow, half an hour into the booking.
    const tomorrow = new Date(Date.parse(booking.start) + 30 * 60_000);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: tomorrow });
    try {
      const phone = await stack.newPage();
      await phone.clock.install({ time: tomorrow });
      await phone.setViewportSize({ width: 390, height: 844 });
      await openSignedIn(phone, stack.server.url, owner.token);
      await phone.getByTestId('scan-button').click();
      await phone.getByTestId('scan-dialog').waitFor();
      await wedgeScan(phone, 'BOOK-SCAN-1', { pageClock: true });
      const checkOut = phone.getByTestId('scan-booking-check_out');
      await checkOut.waitFor();
      expect(await checkOut.innerText()).toMatch(/^Check out for .+ until /);
      expect(await noOverflow(phone)).toBe(0);
      await phone.screenshot({ path: '/tmp/bookings-scan-check-out.png' });
      await checkOut.click();
      await expect.poll(async () => (await api('GET', `/company/${owner.company._id}/bookings/${booking._id}`, { token: owner.token })).body.status).toBe('checked_out');
      // The dialog waits for the next code: the same label now offers the check-in.
      await phone.getByTestId('scan-booking-offer').waitFor({ state: 'detached' });
      await wedgeScan(phone, 'BOOK-SCAN-1', { pageClock: true });
      const checkIn = phone.getByTestId('scan-booking-check_in');
      await checkIn.waitFor();
      await phone.screenshot({ path: '/tmp/bookings-scan-check-in.png' });
      await checkIn.click();
      await expect.poll(async () => (await api('GET', `/company/${owner.company._id}/bookings/${booking._id}`, { token: owner.token })).body.status).toBe('returned');
      const back = await api('GET', `${items}/${item._id}/detailed`, { token: owner.token });
      expect(back.body.responsible?._id).toBe(owner.user._id);

      // With nothing left to check out or in, the scan opens the item's card as before.
      await phone.getByTestId('scan-booking-offer').waitFor({ state: 'detached' });
      await wedgeScan(phone, 'BOOK-SCAN-1', { pageClock: true });
      // A loaded machine (Chromium, DynamoDB Local and other test files beside this one) may take a while.
      await phone.waitForURL(`**/items/${item._id}`, { timeout: 60_000 }).catch(async (error: unknown) => {
        await phone.screenshot({ path: '/tmp/bookings-scan-failed.png' });
        throw error;
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
