import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../shared/i18n/errors';
import { languages } from '../../shared/i18n/languages';
import { api } from '../support/api';
import { companyOwner, password, signedInUser, uniqueEmail, uniquePhone } from '../support/factories';
import { linkIn, mailsTo } from '../support/mail';
import { lastCodeTo } from '../support/sms';
import { startBrowserStack, type BrowserStack } from './harness';

let stack: BrowserStack;

beforeAll(async () => {
  stack = await startBrowserStack();
});

afterAll(async () => {
  await stack?.close();
});

describe('authentication journeys in the browser', () => {
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
});
