import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DevServer } from '../../infra/local/dev-server';
import { linkIn, mailsTo } from '../support/mail';
import { uniqueEmail } from '../support/factories';
import { startBrowserStack, type BrowserStack } from './harness';

let stack: BrowserStack;
let server: DevServer;
let page: Page;

beforeAll(async () => {
  stack = await startBrowserStack();
  server = stack.server;
  page = await stack.newPage();
});

afterAll(async () => {
  await stack?.close();
});

describe('first slice in the browser', () => {
  it('register -> confirm from the e-mail -> sign in -> create company -> shell -> switch language', async () => {
    const email = uniqueEmail('browser');
    const password = 'browser-pass';

    // A private page without a token sends the visitor to sign in, and remembers where they were going.
    await page.goto(`${server.url}/items`);
    await page.waitForURL('**/auth/login?next=%2Fitems');

    await page.goto(`${server.url}/auth/register`);
    await page.getByTestId('lang-en').click();
    await page.getByTestId('firstName-input').fill('Taras');
    await page.getByTestId('email-input').fill(email);
    await page.getByTestId('password-input').fill(password);
    // The browser tab names the screen in the chosen language.
    await page.waitForFunction(() => document.title === 'Account creation — AssetBook');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('register-success').waitFor();

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Confirm your e-mail');
    await page.goto(linkIn(mail!, '/auth/approve'));
    await page.getByTestId('approve-success').waitFor();
    await page.getByTestId('approve-signin').click();

    await page.waitForURL('**/auth/login');
    await page.waitForFunction(() => document.title === 'Sign in — AssetBook');
    await page.getByTestId('login-input').fill(email);
    await page.getByTestId('password-input').fill(password);
    await page.getByTestId('login-submit').click();

    // No company yet: the welcome screen, then the form whose submit waits for both fields.
    await page.getByTestId('welcome-start').click();
    const submit = page.getByTestId('company-submit');
    await page.getByTestId('company-title-input').fill(`Browser Co ${email}`);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('company-description-input').fill('Warehouse equipment');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();

    await page.waitForURL('**/items');
    await page.getByTestId('items-page').waitFor();
    // The owner's first visit opens the tour (test/e2e/tour.test.ts); closed here to reach the top bar.
    await page.getByTestId('tour-close').click();
    await page.getByTestId('tour-closed-ok').click();
    const menu = page.getByTestId('side-menu');
    await menu.getByTestId('menu-users').waitFor();
    const itemsEntry = menu.getByTestId('menu-items_list');
    const english = (await itemsEntry.innerText()).trim();
    expect(await page.getByTestId('breadcrumbs').innerText()).toContain(english);

    await page.getByTestId('lang-pl').click();
    await expect.poll(async () => (await itemsEntry.innerText()).trim()).not.toBe(english);
    const polish = (await itemsEntry.innerText()).trim();
    await page.getByTestId('lang-ua').click();
    await expect.poll(async () => (await itemsEntry.innerText()).trim()).not.toBe(polish);
    expect(await page.evaluate(() => Object.values(localStorage).includes('ua'))).toBe(true);
  });
});
