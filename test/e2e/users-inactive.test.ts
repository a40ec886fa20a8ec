import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { companyOwner, password } from '../support/factories';
import { memberWithPassword } from '../support/members';
import { openInApp, signIn, useBrowserStack } from './harness';

/**
 * Inactive users (issue 28, docs/inactive-users.md): an admin deactivates a user from their card; the
 * user's open page goes to sign-in at its next call and sign-in says the account is deactivated; the
 * users list marks them and filters them; reactivation lets them in again.
 */

const stack = useBrowserStack();

async function tryToSignIn(page: Page, email: string): Promise<void> {
  await page.getByTestId('login-input').fill(email);
  await page.getByTestId('password-input').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('inactive users in the browser', () => {
  for (const width of [1360, 390]) {
    it(`an admin deactivates a worker who is signed in elsewhere, finds them under the filter, and reactivates them (${width} px)`, async () => {
      const owner = await companyOwner();
      const admin = await memberWithPassword(owner.company._id, 'admin');
      const worker = await memberWithPassword(owner.company._id, 'worker');
      const phone = width < 1000;

      const workerPage = await stack.newPage();
      await workerPage.setViewportSize({ width, height: 900 });
      await signIn(workerPage, stack.server.url, worker.user.email, password);

      const adminPage = await stack.newPage();
      await adminPage.setViewportSize({ width, height: 900 });
      await signIn(adminPage, stack.server.url, admin.user.email, password);
      // Nothing to deactivate on the owner's card, nor on the admin's own.
      for (const id of [owner.user._id, admin.user._id]) {
        await openInApp(adminPage, `/users/${id}`);
        await adminPage.getByTestId('user-card').waitFor();
        await adminPage.getByTestId('user-send-sms').waitFor();
        expect(await adminPage.getByTestId('user-deactivate').count()).toBe(0);
      }
      await openInApp(adminPage, '/users');
      // The table below lg, the cards above it: both are in the page, one hidden.
      const entry = adminPage.getByTestId(phone ? `users-card-${worker.user.email}` : `users-row-${worker.user.email}`);
      await entry.waitFor();
      await (phone ? entry.getByRole('link') : entry).click();
      await adminPage.getByTestId('user-card').waitFor();
      await adminPage.getByTestId('user-deactivate').click();
      await adminPage.getByText('is signed out at once and cannot sign in').waitFor();
      await adminPage.getByTestId('user-deactivate-confirm').click();
      await adminPage.getByTestId('user-card-inactive').waitFor();
      await adminPage.getByTestId('user-reactivate').waitFor();

      // The worker's open page: its next call answers 401, and the app sends it to sign-in.
      await workerPage.reload();
      await workerPage.waitForURL((url) => url.pathname === '/auth/login');
      await tryToSignIn(workerPage, worker.user.email);
      await workerPage.getByTestId('login-alert-UserInactive').getByText('Your account is deactivated').waitFor();
      expect(workerPage.url()).toContain('/auth/login');

      // The list marks the worker and filters the inactive users.
      await openInApp(adminPage, '/users');
      await entry.getByTestId(`users-inactive-${worker.user.email}`).waitFor();
      await adminPage.getByTestId('users-status-filter').selectOption('inactive');
      await expect.poll(() => adminPage.getByTestId(phone ? 'users-cards' : 'users-table').getByTestId(/^users-(row|card)-/).count()).toBe(1);
      expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await entry.waitFor();

      await openInApp(adminPage, `/users/${worker.user._id}`);
      await adminPage.getByTestId('user-reactivate').click();
      await adminPage.getByTestId('user-reactivate-confirm').click();
      await adminPage.getByTestId('user-deactivate').waitFor();
      expect(await adminPage.getByTestId('user-card-inactive').count()).toBe(0);

      await tryToSignIn(workerPage, worker.user.email);
      await workerPage.waitForURL((url) => url.pathname === '/items');
    });
  }
});
