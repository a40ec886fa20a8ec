import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sendJob } from '../../functions/lib/adapters/queues';
import { pollMs } from '../../web/src/features/notifications/use-notifications-poll';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { runQueuedJobs } from '../support/jobs';
import { openSignedIn, useBrowserStack } from './harness';

const stack = useBrowserStack();

const bell = (page: Page) => page.getByTestId('notifications-bell');
const bellCount = async (page: Page) => Number(await bell(page).getAttribute('data-count'));

/** Waits for the bell to show a count (the poll runs every 30 s; a reload asks at once). */
async function waitForCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="notifications-bell"]')?.getAttribute('data-count') === String(expected),
    count,
    { timeout: 40_000 },
  );
}

/** The popup's content is no wider than the popup (no horizontal scroll inside it). */
const scrollsSideways = (page: Page) => page.getByTestId('notifications-popup').evaluate((element) => element.scrollWidth > element.clientWidth);

describe('the notifications bell', () => {
  it('counts a new notification, shows it as a toast that stays, opens it from the popup and then has nothing new', async () => {
    const owner = await companyOwner();
    const company = owner.company._id as string;
    const created = await api('POST', `/company/${company}/item`, { token: owner.token, body: { title: 'Drill', price: '10' } });
    expect(created.status).toBe(201);
    const itemId = created.body.data[0]._id as string;

    const page = await stack.newPage();
    // The page's clock is Playwright's, so the test can move it to the bell's next poll instead of waiting 30 s.
    await page.clock.install();
    await openSignedIn(page, stack.server.url, owner.token);
    await bell(page).waitFor();
    expect(await bellCount(page)).toBe(0);

    // A transfer waiting for the owner, raised as the items function raises it.
    await sendJob('notifications', {
      kind: 'notifications.raise',
      companyId: company,
      requestedBy: owner.user._id,
      jobId: `e2e-${randomUUID()}`,
      type: 'transfer_waiting',
      recipients: { users: [owner.user._id], roles: [] },
      actorId: owner.user._id,
      link: `/items/${itemId}`,
      params: { title: 'Drill', items: 1 },
    });
    expect(await runQueuedJobs('notifications')).toBe(1);

    // The open panel finds it on its next poll: the badge and a toast that does not hide.
    await page.clock.fastForward(pollMs);
    await waitForCount(page, 1);
    expect(await page.getByTestId('notifications-badge').innerText()).toBe('1');
    const toast = page.getByTestId('toast-notification');
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Olena is handing you «Drill»');
    await page.waitForTimeout(4_000);
    expect(await toast.isVisible()).toBe(true);

    // The popup shows the same notifications, so their toasts close when it opens.
    await bell(page).click();
    const popup = page.getByTestId('notifications-popup');
    await popup.waitFor();
    await toast.waitFor({ state: 'detached' });
    const row = popup.locator('[data-testid^="notification-"][data-read="false"]');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.getByTestId('notification-text').innerText()).toBe('Olena is handing you «Drill»: accept or reject it');
    expect(await row.innerText()).toContain('now');
    await row.click();

    await page.waitForURL(`**/items/${itemId}`);
    await waitForCount(page, 0);
    expect(await page.getByTestId('notifications-badge').count()).toBe(0);

    await bell(page).click();
    await page.getByTestId('notifications-empty').waitFor();
    expect(await page.getByTestId('notifications-empty').innerText()).toBe('No new notifications');
    // The bell closes what it opened.
    await bell(page).click();
    await popup.waitFor({ state: 'detached' });
  });

  it('fits a phone: the popup is a full-width sheet with 44 px targets and no sideways scroll', async () => {
    const owner = await companyOwner();
    const company = owner.company._id as string;
    await sendJob('notifications', {
      kind: 'notifications.raise',
      companyId: company,
      requestedBy: owner.user._id,
      jobId: `e2e-${randomUUID()}`,
      type: 'report_done',
      recipients: { users: [], roles: ['root'] },
      actorId: null,
      link: '/items',
      params: { title: 'Items of the warehouse with a rather long name that has to wrap on a phone' },
    });
    await runQueuedJobs('notifications');

    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, stack.server.url, owner.token);
    await waitForCount(page, 1);
    const bellBox = await bell(page).boundingBox();
    expect(bellBox && bellBox.width >= 44 && bellBox.height >= 44).toBe(true);

    await bell(page).click();
    const popup = page.getByTestId('notifications-popup');
    await popup.waitFor();
    // The sheet slides in from the bottom; measure it once it stands still.
    await page.waitForTimeout(600);
    const box = await popup.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390 && box.width >= 380).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    for (const target of [page.getByTestId('notifications-mark-all'), page.getByTestId('notifications-close'), popup.locator('[data-testid^="notification-"][data-read]')]) {
      const targetBox = await target.first().boundingBox();
      expect(targetBox && targetBox.height >= 44 && targetBox.x + targetBox.width <= 390).toBe(true);
    }

    await page.getByTestId('notifications-mark-all').click();
    await page.getByTestId('notifications-empty').waitFor();
    await waitForCount(page, 0);
  });
});
