import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../shared/i18n/errors';
import { languages } from '../../shared/i18n/languages';
import { api } from '../support/api';
import { companyOwner, confirmationToken, password, registerUser, signedInUser, uniqueEmail, uniquePhone } from '../support/factories';
import { linkIn, mailsTo } from '../support/mail';
import { lastCodeTo, smsTo } from '../support/sms';
import { useBrowserStack } from './harness';

const stack = useBrowserStack();

describe('authentication journeys in the browser', () => {
  it('starts the country list the login form waits for beside its code: the page preloads it and the app uses that one call', async () => {
    const page = await stack.newPage();
    const countryCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/auth/countries')) countryCalls.push(request.url());
    });
    await page.goto(`${stack.server.url}/auth/login`);
    await page.getByTestId('login-submit').waitFor();
    expect(await page.locator('link[rel="preload"][as="fetch"]').getAttribute('href')).toBe('/api/v1/auth/countries');
    // A second call would mean the app did not take the preloaded answer and waited for its own.
    expect(countryCalls).toHaveLength(1);
  });

  it('shows a spinner from the first paint while the code is on its way, and the form once it has run', async () => {
    const page = await stack.newPage();
    // A slow network for the app's entry: the page itself is already in.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${stack.server.url}/auth/login`, { waitUntil: 'commit' });
    await page.getByTestId('boot-preloader').waitFor();
    expect(await page.getByTestId('login-submit').count()).toBe(0);
    release();
    await page.getByTestId('login-submit').waitFor();
    expect(await page.getByTestId('boot-preloader').count()).toBe(0);
  });

  it('forgot password: the link from the e-mail sets a new password that signs in', async () => {
    const user = await signedInUser();
    const page = await stack.newPage();
    await page.goto(`${stack.server.url}/auth/login`);
    await page.getByTestId('lang-en').click();
    await page.getByTestId('login-forgot').click();
    await page.waitForURL('**/auth/forgot_password');
    await page.getByTestId('forgot-input').fill(user.email);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-view-success').waitFor();

    const mail = (await mailsTo(user.email, { atLeast: 2 })).find((m) => m.body.text?.includes('/auth/reset_password'));
    await page.goto(linkIn(mail!, '/auth/reset_password'));
    await page.getByTestId('reset-password-input').fill('reset-in-browser');
    await page.getByTestId('reset-repeat-input').fill('reset-in-browser');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-success').waitFor();
    await page.getByTestId('reset-signin').click();

    await page.waitForURL('**/auth/login');
    await page.getByTestId('login-input').fill(user.email);
    await page.getByTestId('password-input').fill('reset-in-browser');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('welcome-start').waitFor();
    expect((await api('POST', '/auth/login', { body: { login: user.email, password } })).body.error).toBe('PasswordIncorrect');
  });

  it('phone verification: the code from the SMS outbox confirms the phone, which then signs in', async () => {
    const email = uniqueEmail('phone-browser');
    const phone = uniquePhone();
    const page = await stack.newPage();
    await page.goto(`${stack.server.url}/auth/register`);
    await page.getByTestId('lang-en').click();
    await page.getByTestId('firstName-input').fill('Mykola');
    await page.getByTestId('email-input').fill(email);
    await page.getByTestId('password-input').fill('phone-pass');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('register-success').waitFor();

    await page.getByTestId('verification-no-message').click();
    await page.getByTestId('verification-phone-input').fill(phone);
    await page.getByTestId('verification-send-sms').click();
    await page.getByTestId('verification-code-input').waitFor();
    await page.getByTestId('verification-code-input').fill(await lastCodeTo(phone));
    await page.getByTestId('verification-submit-code').click();
    await page.getByTestId('verification-success').waitFor();
    await page.getByTestId('verification-to-login').click();

    await page.waitForURL('**/auth/login');
    await page.getByTestId('login-input').fill(phone);
    await page.getByTestId('password-input').fill('phone-pass');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('welcome-start').waitFor();
  });

  it('an invited user finishes registration from the e-mail and signs in to the company', async () => {
    const owner = await companyOwner();
    const email = uniqueEmail('invited-browser');
    await api('POST', `/company/${owner.company._id}/user`, {
      token: owner.token,
      body: { firstName: 'Oksana', lastName: 'Bondar', email, role: 'admin' },
      lang: 'en',
    });
    const [mail] = await mailsTo(email);
    const page = await stack.newPage();
    await page.goto(linkIn(mail!, '/auth/finish'));
    await page.getByTestId('lang-en').click();
    expect(await page.getByTestId('finish-name').innerText()).toContain('Oksana');
    expect(await page.getByTestId('finish-email').innerText()).toContain(email);
    const submit = page.getByTestId('finish-submit');
    await page.getByTestId('finish-password').fill('invited-pass');
    await page.getByTestId('finish-repeat').fill('invited-pas');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('finish-repeat').fill('invited-pass');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByTestId('finish-success').waitFor();
    await page.getByTestId('finish-to-login').click();

    await page.waitForURL('**/auth/login');
    await page.getByTestId('login-input').fill(email);
    await page.getByTestId('password-input').fill('invited-pass');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('items-page').waitFor();
  });

  it('a wrong password is shown in each of the four languages', async () => {
    const user = await signedInUser();
    const page = await stack.newPage();
    await page.goto(`${stack.server.url}/auth/login`);
    for (const language of languages) {
      await page.getByTestId(`lang-${language}`).click();
      await page.getByTestId('login-input').fill(user.email);
      await page.getByTestId('password-input').fill(`wrong-${language}`);
      await page.getByTestId('login-submit').click();
      const expected = errorMessages[language].PasswordIncorrect;
      await page.getByText(expected, { exact: true }).waitFor();
    }
  });

  it('an unconfirmed account sends the confirmation e-mail again from the sign-in screen, within its throttle', async () => {
    const { email } = await registerUser();
    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.server.url}/auth/login`);
    await page.getByTestId('lang-en').click();
    await page.getByTestId('login-input').fill(email);
    await page.getByTestId('password-input').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-alert-AccountNotVerified').waitFor();
    expect(await page.getByTestId('login-send-sms').count()).toBe(0);
    await page.getByTestId('login-resend-email').click();
    const sent = page.getByTestId('login-confirm-sent');
    await sent.waitFor();
    expect(await sent.innerText()).toBe(`A new confirmation link has been sent to ${email}. Open it, then sign in.`);
    expect(await page.getByTestId('login-resend-email').isDisabled()).toBe(true);
    await page.getByTestId('login-resend-timer').waitFor();
    expect(await mailsTo(email, { atLeast: 2 })).toHaveLength(2);
    // On a 390 px phone nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

    // Signing in again within the minute: the server's throttle, told in the interface language.
    await page.getByTestId('lang-ua').click();
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-alert-AccountNotVerified').waitFor();
    await page.getByTestId('login-resend-email').click();
    const refused = page.getByTestId('login-confirm-refused');
    await refused.waitFor();
    expect(await refused.innerText()).toBe(errorMessages.ua.NotNow);
    await page.getByTestId('login-resend-timer').waitFor();

    // The new link confirms the e-mail, which then signs in.
    await api('GET', '/auth/accept', { query: { token: await confirmationToken(email) } });
    await page.getByTestId('login-submit').click();
    await page.getByTestId('welcome-start').waitFor();
  });

  it('a phone account with an unconfirmed phone gets an SMS code from the sign-in screen and confirms it', async () => {
    const phone = uniquePhone();
    const { email } = await registerUser({ phone });
    await api('GET', '/auth/accept', { query: { token: await confirmationToken(email) } });
    const page = await stack.newPage();
    await page.goto(`${stack.server.url}/auth/login`);
    await page.getByTestId('lang-en').click();
    await page.getByTestId('login-input').fill(phone);
    await page.getByTestId('password-input').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-alert-PhoneUnApproved').waitFor();
    expect(await page.getByTestId('login-resend-email').count()).toBe(0);
    await page.getByTestId('login-send-sms').click();
    await page.getByTestId('verification-code-input').waitFor();
    expect(await smsTo(phone)).toHaveLength(1);
    await page.getByTestId('verification-code-input').fill(await lastCodeTo(phone));
    await page.getByTestId('verification-submit-code').click();
    await page.getByTestId('verification-success').waitFor();
    await page.getByTestId('verification-to-login').click();

    await page.waitForURL('**/auth/login');
    await page.getByTestId('login-input').fill(phone);
    await page.getByTestId('password-input').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('welcome-start').waitFor();
  });

  it('the phone field names countries by ISO code, not by an emoji flag, on a phone and on a desktop', async () => {
    const page = await stack.newPage();
    for (const width of [390, 1360]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${stack.server.url}/auth/register`);
      await page.getByTestId('lang-en').click();
      const select = page.getByTestId('country-select');
      await select.waitFor();
      const options = await select.locator('option').allInnerTexts();
      expect(options).toContain('UA +380 — Ukraine');
      for (const option of options) expect(option, option).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
      const label = page.getByTestId('country-select-label');
      expect(await label.innerText()).toMatch(/^[A-Z]{2}\s*\+\d+$/);
      await select.selectOption('PL');
      expect((await label.innerText()).replace(/\s+/g, ' ')).toBe('PL +48');
      // The label fits its box, the number keeps room beside it, and nothing scrolls sideways.
      const [labelBox, selectBox, input] = await Promise.all([label.boundingBox(), select.boundingBox(), page.getByTestId('phone-input').boundingBox()]);
      expect(labelBox!.x + labelBox!.width, `${width}px`).toBeLessThanOrEqual(selectBox!.x + selectBox!.width);
      expect(input!.width, `${width}px`).toBeGreaterThan(150);
      expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth), `${width}px`).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `${width}px`).toBe(true);
    }
  });
});
