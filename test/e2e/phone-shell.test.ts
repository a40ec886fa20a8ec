import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { memberWithRole } from '../support/members';
import { confirmContacts } from '../support/users';
import { openSignedIn, useBrowserStack } from './harness';

const stack = useBrowserStack();

const phone = { width: 390, height: 844 };

/** The page is no wider than the screen: nothing scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The top bar's title, once it reads as expected (texts and records load after the bar). */
async function expectTitle(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.getByTestId('mobile-title').innerText(), { timeout: 15_000 }).toBe(title);
}

describe('the shell on a 390 x 844 phone', () => {
  it('has a top bar instead of the side menu, add buttons, back arrows, the drawer and the overflow menu', async () => {
    const owner = await companyOwner();
    const company = owner.company._id as string;
    const created = await api('POST', `/company/${company}/item`, { token: owner.token, body: { title: 'Cordless drill', price: '10' } });
    expect(created.status).toBe(201);
    const itemId = created.body.data[0]._id as string;
    const member = await memberWithRole(company, 'worker');

    const page = await stack.newPage();
    await page.setViewportSize(phone);
    await openSignedIn(page, stack.server.url, owner.token);

    // The phone layout: no 240 px menu, no floating bubble, the page fits the screen.
    const bar = page.getByTestId('mobile-top-bar');
    await bar.waitFor();
    await expectTitle(page, 'Items');
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    expect(await page.getByTestId('support-widget-open').count()).toBe(0);
    expect(await page.title()).toBe('Items — AssetBook');
    expect(await scrollsSideways(page)).toBe(false);
    // The title stays on one line (it used to break into one letter per line).
    const titleBox = await page.getByTestId('mobile-title').boundingBox();
    expect(titleBox && titleBox.height < 32).toBe(true);
    // Every control of the bar is a touch target inside the screen.
    for (const button of await bar.locator('button, a').all()) {
      const box = await button.boundingBox();
      expect(box && box.width >= 44 && box.height >= 44 && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
    }

    // The tour's help icon sits in the bar on /items, beside the scan action (test/e2e/scan.test.ts scans).
    await bar.getByTestId('tour-help').waitFor();
    await bar.getByTestId('scan-button').waitFor();

    // The add button opens the create page, whose back arrow returns to the list.
    expect(await page.getByTestId('mobile-back').count()).toBe(0);
    await page.getByTestId('mobile-add').click();
    await page.waitForURL('**/items/create');
    await expectTitle(page, 'New item');
    expect(await page.getByTestId('mobile-menu').count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByTestId('mobile-back').click();
    await page.waitForURL((url) => url.pathname === '/items');
    await page.getByTestId('mobile-menu').waitFor();

    // The drawer has the side menu's entries and support block, and navigates.
    await page.getByTestId('mobile-menu').click();
    const drawer = page.getByTestId('drawer-menu');
    await drawer.waitFor();
    await drawer.getByTestId('support-panel').waitFor();
    expect(await drawer.getByTestId('menu-payment_tariff').count()).toBe(1);
    await drawer.getByTestId('menu-users').click();
    await page.waitForURL('**/users');
    await drawer.waitFor({ state: 'detached' });
    await expectTitle(page, 'Users');
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByTestId('mobile-add').click();
    await page.waitForURL('**/users/create');
    await page.getByTestId('mobile-back').click();
    await page.waitForURL((url) => url.pathname === '/users');

    // A record's page is named after the record, in the bar and in the tab; opened directly, back goes up.
    await page.goto(`${stack.server.url}/users/${member.user._id}`);
    await expectTitle(page, 'Invited Person');
    expect(await page.title()).toBe('Invited Person — AssetBook');
    await page.goto(`${stack.server.url}/items/${itemId}`);
    await expectTitle(page, 'Cordless drill');
    expect(await page.title()).toBe('Cordless drill — AssetBook');
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByTestId('mobile-back').click();
    await page.waitForURL((url) => url.pathname === '/items');

    // The settings icon.
    await page.getByTestId('mobile-settings').click();
    await page.waitForURL('**/settings');
    await expectTitle(page, 'Settings');

    // The overflow menu: plan usage, the language switch, the contact form (a full-screen sheet) and sign-out.
    await page.getByTestId('mobile-more').click();
    const more = page.getByTestId('overflow-menu');
    await more.waitFor();
    await more.getByTestId('plan-usage').waitFor();
    await more.getByTestId('lang-pl').click();
    await expect.poll(() => page.getByTestId('mobile-title').innerText()).toBe('Ustawienia');
    expect(await page.title()).toBe('Ustawienia — AssetBook');
    await more.getByTestId('lang-en').click();
    await expectTitle(page, 'Settings');
    await more.getByTestId('overflow-support').click();
    const form = page.getByTestId('support-form');
    await form.waitFor();
    await page.waitForTimeout(400);
    const formBox = await form.boundingBox();
    expect(formBox && formBox.x <= 1 && formBox.width >= phone.width - 2 && formBox.height >= phone.height - 2).toBe(true);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });

    await page.getByTestId('mobile-more').click();
    await more.getByTestId('logout').click();
    await page.waitForURL('**/auth/login');
    // Signed out, the tab names the sign-in screen, no longer the last page.
    await expect.poll(() => page.title()).toBe('Sign in — AssetBook');
  });

  it('keeps the side menu, breadcrumbs naming the record and the bubble on a desktop; the dismissed e-mail bar stays dismissed', async () => {
    const owner = await companyOwner();
    const company = owner.company._id as string;
    const created = await api('POST', `/company/${company}/item`, { token: owner.token, body: { title: 'Laser level', price: '10' } });
    const itemId = created.body.data[0]._id as string;

    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token);
    // Signed in, the address is no longer confirmed (as after changing it): the shell shows the e-mail bar.
    await confirmContacts(owner.user._id, { email: false });
    await page.getByTestId('side-menu').waitFor();
    expect(await page.getByTestId('mobile-top-bar').count()).toBe(0);
    await page.getByTestId('support-widget-open').waitFor();

    await page.goto(`${stack.server.url}/items/${itemId}`);
    await expect.poll(() => page.getByTestId('breadcrumbs-page').innerText()).toBe('Laser level');
    expect(await page.title()).toBe('Laser level — AssetBook');

    // Toasts start below the top bar (here with the e-mail bar above it), so its controls stay reachable.
    const alert = page.getByTestId('email-alert');
    await alert.waitFor();
    await page.getByTestId('support-widget-open').click();
    await page.getByTestId('support-form-message').fill('Where do I print labels?');
    await page.getByTestId('support-form-submit').click();
    const toast = page.getByTestId('toast-success');
    await toast.waitFor();
    await page.waitForTimeout(400);
    const header = await page.locator('header').first().boundingBox();
    const toastBox = await toast.boundingBox();
    expect(header && toastBox && toastBox.y >= header.y + header.height).toBe(true);

    await page.getByTestId('email-alert-close').click();
    await alert.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('side-menu').waitFor();
    await page.getByTestId('breadcrumbs').waitFor();
    expect(await alert.count()).toBe(0);

    // On a phone there is no e-mail bar at all.
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('emailAlertClosed')).forEach((key) => localStorage.removeItem(key)));
    await page.reload();
    await alert.waitFor();
    await page.setViewportSize(phone);
    await page.getByTestId('mobile-top-bar').waitFor();
    expect(await alert.count()).toBe(0);
  });

  it('shows the maintenance page when the API cannot be reached, and a branded 404 for an unknown path', async () => {
    const owner = await companyOwner();
    const page = await stack.newPage();
    await page.setViewportSize(phone);
    await openSignedIn(page, stack.server.url, owner.token);
    await page.getByTestId('mobile-top-bar').waitFor();

    // The API goes away: the next call that cannot reach it shows the maintenance page.
    await page.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
    await page.getByTestId('mobile-menu').click();
    await page.getByTestId('drawer-menu').getByTestId('menu-stocktaking').click();
    await page.waitForURL('**/error/network');
    const maintenance = page.getByTestId('maintenance-page');
    await maintenance.waitFor();
    expect(await maintenance.innerText()).toContain('Technical work is under way');
    expect(await page.title()).toBe('Technical work is under way — AssetBook');
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByTestId('lang-ua').click();
    await expect.poll(() => maintenance.innerText()).toContain('Тривають технічні роботи');
    await page.getByTestId('lang-en').click();

    // Back: continue goes home.
    await page.unroute('**/api/v1/**');
    await page.getByTestId('maintenance-page-action').click();
    await page.waitForURL((url) => url.pathname === '/items');
    await page.getByTestId('mobile-top-bar').waitFor();

    // An error answer is not an outage: the page stays.
    await page.route('**/api/v1/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"InternalError","message":"x"}' }));
    await page.getByTestId('mobile-settings').click();
    await page.waitForURL('**/settings');
    await page.waitForTimeout(1500);
    expect(pathOf(page)).toBe('/settings');
    await page.unroute('**/api/v1/**');

    await page.goto(`${stack.server.url}/no/such/page`);
    const notFound = page.getByTestId('not-found');
    await notFound.waitFor();
    expect(await notFound.innerText()).toContain('404');
    expect(await page.title()).toBe('Page not found — AssetBook');
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByTestId('not-found-action').click();
    await page.waitForURL((url) => url.pathname === '/items');
  });
});
