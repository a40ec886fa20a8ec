import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { companyOwner, password as ownerPassword, uniqueEmail } from '../support/factories';
import { linkIn, mailsTo } from '../support/mail';
import { endTrial } from '../support/members';
import { signIn as signInAs, useBrowserStack } from './harness';

const stack = useBrowserStack();

/** A browser context of its own per person: separate local storage, so separate sessions. */
const pageOfNewBrowser = (): Promise<Page> => stack.newPage();

const signIn = (page: Page, login: string, password: string) => signInAs(page, stack.server.url, login, password);

/** The invited person opens the e-mailed /auth/finish link and sets a password on the finish screen. */
async function finishInvitation(page: Page, email: string, password: string): Promise<void> {
  const [mail] = await mailsTo(email);
  expect(mail, `an invitation to ${email}`).toBeDefined();
  await page.goto(linkIn(mail!, '/auth/finish'));
  await page.getByTestId('lang-en').click();
  await page.getByTestId('finish-password').fill(password);
  await page.getByTestId('finish-repeat').fill(password);
  await page.getByTestId('finish-submit').click();
  await page.getByTestId('finish-success').waitFor();
}

describe('users, roles and plan features in the browser', () => {
  let owner: Awaited<ReturnType<typeof companyOwner>>;
  let ownerPage: Page;

  it('root invites an admin on /users/create; the admin finishes from the e-mail and sees users and locations', async () => {
    owner = await companyOwner();
    ownerPage = await pageOfNewBrowser();
    await signIn(ownerPage, owner.email, ownerPassword);

    // The top bar counts the plan's items, and root may buy more.
    await ownerPage.getByTestId('plan-usage').waitFor();
    expect(await ownerPage.getByTestId('plan-usage-count').innerText()).toBe('0 / 10000');
    await ownerPage.getByTestId('plan-buy').waitFor();

    await ownerPage.getByTestId('side-menu').getByTestId('menu-users').click();
    await ownerPage.getByTestId('users-page').waitFor();
    await ownerPage.getByTestId(`users-row-${owner.email}`).waitFor();
    await ownerPage.getByTestId('users-create').click();

    const adminEmail = uniqueEmail('admin');
    // Root may give any role but root.
    await ownerPage.getByTestId('user-form-role').waitFor();
    const roleChoices = await ownerPage.getByTestId('user-form-role').locator('option').evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value),
    );
    expect(roleChoices).toEqual(['admin', 'stockman', 'worker', 'user']);
    await ownerPage.getByTestId('user-form-firstName').fill('Oksana');
    await ownerPage.getByTestId('user-form-lastName').fill('Admin');
    // A taken e-mail is said on its field.
    await ownerPage.getByTestId('user-form-email').fill(owner.email);
    await ownerPage.getByTestId('user-form-role').selectOption('admin');
    await ownerPage.getByTestId('user-form-submit').click();
    await expect.poll(() => ownerPage.getByText('E-mail already used').count()).toBe(1);

    await ownerPage.getByTestId('user-form-email').fill(adminEmail);
    await ownerPage.getByTestId('user-form-submit').click();
    await ownerPage.getByTestId('user-card').waitFor();
    expect(await ownerPage.getByTestId('user-card-email').innerText()).toBe(adminEmail);
    expect(await ownerPage.getByTestId('user-card-role').innerText()).toBe('Administrator');
    // No phone, nothing to text.
    expect(await ownerPage.getByTestId('user-send-sms').isDisabled()).toBe(true);

    // The list finds the new admin by a search and by the role filter.
    await ownerPage.getByTestId('side-menu').getByTestId('menu-users').click();
    await ownerPage.getByTestId('users-search').fill('oksana');
    await ownerPage.getByTestId(`users-row-${adminEmail}`).waitFor();
    await expect.poll(() => ownerPage.getByTestId(`users-row-${owner.email}`).count()).toBe(0);
    await ownerPage.getByTestId('users-search').fill('');
    await ownerPage.getByTestId('users-role-filter').selectOption('worker');
    await ownerPage.getByTestId('users-empty').waitFor();

    const adminPage = await pageOfNewBrowser();
    const adminPassword = 'admin-pass';
    await finishInvitation(adminPage, adminEmail, adminPassword);
    await signIn(adminPage, adminEmail, adminPassword);
    const menu = adminPage.getByTestId('side-menu');
    await menu.getByTestId('menu-users').waitFor();
    await menu.getByTestId('menu-locations').waitFor();

    // The admin manages objects and locations.
    await menu.getByTestId('menu-locations').click();
    await adminPage.getByTestId('locations-page').waitFor();
    await adminPage.getByTestId('locations-create').click();
    await adminPage.getByTestId('object-form-title').fill('Main warehouse');
    await adminPage.getByTestId('object-form-location-0').fill('Room 1');
    await adminPage.getByTestId('object-form-add-location').click();
    await adminPage.getByTestId('object-form-location-1').fill('Room 2');
    await adminPage.getByTestId('object-form-submit').click();
    const row = adminPage.getByTestId('object-row-Main warehouse');
    await row.waitFor();
    expect(await row.innerText()).toContain('Room 2');
  });

  it('a worker created by root finishes from the e-mail and sees neither analytics nor the root-only entries', async () => {
    const workerEmail = uniqueEmail('worker');
    const created = await api('POST', `/company/${owner.company._id}/user`, {
      token: owner.token,
      lang: 'en',
      body: { firstName: 'Vasyl', lastName: 'Worker', email: workerEmail, role: 'worker' },
    });
    expect(created.status).toBe(201);

    const workerPage = await pageOfNewBrowser();
    const workerPassword = 'worker-pass';
    await finishInvitation(workerPage, workerEmail, workerPassword);
    await signIn(workerPage, workerEmail, workerPassword);
    const menu = workerPage.getByTestId('side-menu');
    await menu.getByTestId('menu-items_list').waitFor();
    await menu.getByTestId('menu-settings').waitFor();
    expect(await menu.getByTestId('menu-stats').count()).toBe(0);
    expect(await menu.getByTestId('menu-users').count()).toBe(0);
    expect(await menu.getByTestId('menu-locations').count()).toBe(0);
    // No buying for a worker.
    await workerPage.getByTestId('plan-usage').waitFor();
    expect(await workerPage.getByTestId('plan-buy').count()).toBe(0);

    // A page of an entry the role lacks sends it to /items.
    await workerPage.goto(`${stack.server.url}/users`);
    await workerPage.waitForURL('**/items');
    await workerPage.getByTestId('items-page').waitFor();

    // Settings are read-only where the server would refuse the worker.
    await menu.getByTestId('menu-settings').click();
    await workerPage.getByTestId('settings-page').waitFor();
    await workerPage.getByTestId('settings-section-company').getByTestId('settings-read-only').waitFor();
    expect(await workerPage.getByTestId('settings-company-submit').count()).toBe(0);
    expect(await workerPage.getByTestId('settings-currency').isDisabled()).toBe(true);
  });

  it('once the trial ends, locations show the payment-required notice', async () => {
    await endTrial(owner.company._id);
    await ownerPage.getByTestId('side-menu').getByTestId('menu-locations').click();
    const notice = ownerPage.getByTestId('plan-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('Access denied by tariff plan');
    await notice.getByTestId('plan-notice-payment').click();
    await ownerPage.waitForURL('**/payment');
  });
});
