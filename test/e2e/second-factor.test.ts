import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../functions/factors/totp';
import { languages } from '../../shared/i18n/languages';
import { auth } from '../../web/src/i18n/locales/auth';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { api } from '../support/api';
import { companyOwner, password, storedPasswordHash } from '../support/factories';
import { memberWithRole } from '../support/members';
import { signIn, useBrowserStack } from './harness';

const stack = useBrowserStack();

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** Whether the page scrolls sideways. */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/**
 * Buttons and inputs inside `scope` lower than a finger (44 px). Their layout size (offsetHeight), which a
 * dialog's opening zoom (a transform) does not shrink while it plays.
 */
async function smallTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>('button, input:not([type=hidden])'))
      .filter((element) => element.offsetWidth > 1 && element.offsetHeight > 1 && element.offsetHeight < 44)
      .map((element) => `${element.tagName.toLowerCase()}[${element.getAttribute('data-testid') ?? ''}] ${element.offsetHeight}px`),
  );
}

async function signOut(page: Page, onPhone: boolean): Promise<void> {
  if (onPhone) {
    await page.getByTestId('mobile-more').click();
    await page.getByTestId('overflow-menu').getByTestId('logout').click();
  } else {
    await page.getByTestId('logout').click();
  }
  await page.waitForURL('**/auth/login');
}

describe.each([
  ['on a desktop', desktop],
  ['on a 390 px phone', phone],
])('two-step verification in the browser %s', (_, viewport) => {
  it('is turned on in the settings with the key on screen, then sign-in asks for the code computed from it', async () => {
    const onPhone = viewport.width === phone.width;
    const owner = await companyOwner();
    const page = await stack.newPage();
    await page.setViewportSize(viewport);
    await signIn(page, stack.server.url, owner.email, password);

    await page.goto(`${stack.server.url}/settings`);
    const section = page.getByTestId('second-factor-section');
    await section.getByTestId('second-factor-status').waitFor();
    expect(await section.getByTestId('second-factor-status').getAttribute('data-enabled')).toBe('false');
    await section.getByTestId('second-factor-enable').click();

    const dialog = page.getByTestId('second-factor-enrol-dialog');
    await dialog.getByTestId('second-factor-qr').waitFor();
    const secret = (await dialog.getByTestId('second-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const codeInput = dialog.getByTestId('second-factor-code');
    expect(await codeInput.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeInput.getAttribute('inputmode')).toBe('numeric');
    expect(await scrollsSideways(page)).toBe(false);
    if (onPhone) expect(await smallTargets(dialog)).toEqual([]);

    await codeInput.fill(totpCode(secret, Date.now()));
    await dialog.getByTestId('second-factor-confirm').click();
    const recoveryList = dialog.getByTestId('second-factor-recovery-codes');
    await recoveryList.waitFor();
    expect(await recoveryList.locator('li').count()).toBe(10);
    const firstRecoveryCode = (await recoveryList.locator('li').first().innerText()).trim();
    expect(await scrollsSideways(page)).toBe(false);
    await dialog.getByTestId('second-factor-done').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => section.getByTestId('second-factor-status').getAttribute('data-enabled')).toBe('true');
    expect((await api('GET', '/auth/second-factor', { token: owner.token })).body.enabled).toBe(true);

    await signOut(page, onPhone);
    await page.getByTestId('login-input').fill(owner.email);
    await page.getByTestId('password-input').fill(password);
    await page.getByTestId('login-submit').click();
    const step = page.getByTestId('login-second-factor');
    await step.waitFor();
    const stepInput = step.getByTestId('login-second-factor-code');
    expect(await stepInput.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await stepInput.getAttribute('inputmode')).toBe('numeric');
    expect(await scrollsSideways(page)).toBe(false);
    if (onPhone) expect(await smallTargets(step)).toEqual([]);

    // The step speaks the four languages (the switcher sits in the auth screens' top bar).
    for (const language of languages) {
      await page.getByTestId(`lang-${language}`).click();
      await expect.poll(() => step.locator('h1').innerText()).toBe(auth[language].second_factor.title);
    }
    await page.getByTestId('lang-en').click();

    // The switch to a recovery code and back.
    await step.getByTestId('login-second-factor-switch').click();
    expect(await step.getByTestId('login-second-factor-code').getAttribute('inputmode')).toBe('text');
    await step.getByTestId('login-second-factor-switch').click();

    // A wrong code stays on the step with the message; the next step's code (the confirming one is used) signs in.
    await stepInput.fill('000000' === totpCode(secret, Date.now()) ? '111111' : '000000');
    await step.getByTestId('login-second-factor-submit').click();
    await expect.poll(() => step.innerText()).toContain('Wrong code');
    await stepInput.fill(totpCode(secret, Date.now() + 30_000));
    await step.getByTestId('login-second-factor-submit').click();
    await page.waitForURL('**/items');

    // New recovery codes for one of the old ones.
    await page.goto(`${stack.server.url}/settings`);
    await page.getByTestId('second-factor-renew').click();
    const renew = page.getByTestId('second-factor-renew-dialog');
    await renew.getByText('Use a recovery code').click();
    await renew.getByTestId('second-factor-renew-code').fill(firstRecoveryCode);
    await renew.getByTestId('second-factor-renew-submit').click();
    await renew.getByTestId('second-factor-recovery-codes').waitFor();
    expect(await renew.getByTestId('second-factor-recovery-codes').locator('li').count()).toBe(10);
    expect(await scrollsSideways(page)).toBe(false);
    if (onPhone) expect(await smallTargets(renew)).toEqual([]);
    await renew.getByTestId('second-factor-renew-done').click();
    await renew.waitFor({ state: 'detached' });
  });
});

describe('the company policy in the browser', () => {
  it('root requires it of admins in the settings; an admin signing in is led to add it and then reaches the items', async () => {
    const owner = await companyOwner();
    const companyId = owner.company._id as string;
    const admin = await memberWithRole(companyId, 'admin');
    // A member made for the test signs in with the tests' password and its e-mail's claim.
    await db().send(
      new UpdateCommand({ TableName: tableName(), Key: keys.user(admin.user._id), UpdateExpression: 'SET passwordHash = :hash', ExpressionAttributeValues: { ':hash': storedPasswordHash() } }),
    );
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.emailClaim(admin.user.email), entity: 'claim', userId: admin.user._id } }));

    const rootPage = await stack.newPage();
    await signIn(rootPage, stack.server.url, owner.email, password);
    await rootPage.goto(`${stack.server.url}/settings`);
    const policy = rootPage.getByTestId('second-factor-policy');
    await policy.getByTestId('second-factor-policy-admin').click();
    await policy.getByTestId('second-factor-policy-save').click();
    await expect.poll(async () => (await api('GET', `/company/${companyId}/settings`, { token: owner.token })).body.secondFactorRoles).toEqual(['admin']);

    const page = await stack.newPage();
    await page.setViewportSize(phone);
    await page.goto(`${stack.server.url}/auth/login`);
    await page.getByTestId('lang-en').click();
    await page.getByTestId('login-input').fill(admin.user.email);
    await page.getByTestId('password-input').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/auth/second_factor');
    const required = page.getByTestId('second-factor-required');
    await required.waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await smallTargets(required)).toEqual([]);
    await required.getByTestId('second-factor-enable').click();
    const dialog = page.getByTestId('second-factor-enrol-dialog');
    const secret = (await dialog.getByTestId('second-factor-secret').innerText()).replace(/\s/g, '');
    await dialog.getByTestId('second-factor-code').fill(totpCode(secret, Date.now()));
    await dialog.getByTestId('second-factor-confirm').click();
    await dialog.getByTestId('second-factor-done').click();
    await page.waitForURL('**/items');
  });
});
