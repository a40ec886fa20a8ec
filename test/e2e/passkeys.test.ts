import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languages } from '../../shared/i18n/languages';
import { auth } from '../../web/src/i18n/locales/auth';
import { passkeyTexts } from '../../web/src/i18n/locales/settings-passkeys';
import { api } from '../support/api';
import { companyOwner, password } from '../support/factories';
import { signIn, useBrowserStack } from './harness';

/**
 * Passkeys in Chromium (docs/security.md, "Passkeys"), with the DevTools virtual authenticator in
 * place of a phone's or a laptop's: a platform authenticator (internal transport) that keeps
 * discoverable credentials and verifies its user. The panel is served at http://localhost:<port>,
 * the RP ID the local stack's APP_URL gives.
 */

const stack = useBrowserStack();

const phone = { width: 390, height: 844 };

/** A CTAP2 platform authenticator for the page, with user verification, as a phone's fingerprint reader. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

describe('passkeys in the browser on a 390 px phone', () => {
  it('are added in the settings, then sign in alone, without the e-mail or the password, and answer the second step after it', async () => {
    const owner = await companyOwner();
    const page = await stack.newPage();
    await page.setViewportSize(phone);
    await addVirtualAuthenticator(page);
    await signIn(page, stack.server.url, owner.email, password);

    await page.goto(`${stack.server.url}/settings`);
    const section = page.getByTestId('passkeys-section');
    await section.getByTestId('passkeys-empty').waitFor();
    await section.getByTestId('passkey-add').click();
    const dialog = page.getByTestId('passkey-add-dialog');
    await dialog.getByTestId('passkey-name').fill('This phone');
    expect(await scrollsSideways(page)).toBe(false);
    await dialog.getByTestId('passkey-add-submit').click();
    await dialog.waitFor({ state: 'detached' });

    const row = section.getByTestId('passkey-row');
    await expect.poll(() => row.getByTestId('passkey-name-text').innerText()).toBe('This phone');
    expect(await row.getByTestId('passkey-last-used').innerText()).toBe(passkeyTexts.en.never_used);
    expect(await scrollsSideways(page)).toBe(false);
    // The server holds it for this account.
    expect((await api('GET', '/auth/account/passkeys', { token: owner.token })).body.data.map((p: { name: string }) => p.name)).toEqual(['This phone']);

    // Signed out, the login screen offers the passkey in each language; it signs in with nothing typed.
    await page.getByTestId('mobile-more').click();
    await page.getByTestId('overflow-menu').getByTestId('logout').click();
    await page.waitForURL('**/auth/login');
    for (const language of languages) {
      await page.getByTestId(`lang-${language}`).click();
      await expect.poll(() => page.getByTestId('login-passkey').innerText()).toBe(auth[language].passkey.sign_in);
      expect(await scrollsSideways(page)).toBe(false);
    }
    await page.getByTestId('lang-en').click();
    expect(await page.getByTestId('login-input').inputValue()).toBe('');
    await page.getByTestId('login-passkey').click();
    await page.waitForURL('**/items');

    await page.goto(`${stack.server.url}/settings`);
    await expect.poll(() => page.getByTestId('passkeys-section').getByTestId('passkey-last-used').innerText()).toMatch(/^Last used /);

    // With the password, the passkey is the second step.
    await page.getByTestId('mobile-more').click();
    await page.getByTestId('overflow-menu').getByTestId('logout').click();
    await page.waitForURL('**/auth/login');
    await page.getByTestId('login-input').fill(owner.email);
    await page.getByTestId('password-input').fill(password);
    await page.getByTestId('login-submit').click();
    const step = page.getByTestId('login-second-factor');
    await expect.poll(() => step.innerText()).toContain(auth.en.passkey.second_factor_text);
    expect(await scrollsSideways(page)).toBe(false);
    await step.getByTestId('login-second-factor-passkey').click();
    await page.waitForURL('**/items');
    await page.close();
  });
});
