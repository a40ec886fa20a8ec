import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maxCodeAttempts, maxDailyCodeFailures } from '../../functions/lib/auth/codes';
import { kdfRuns } from '../../functions/lib/auth/password';
import { budgetMetric, throttleRules } from '../../functions/lib/auth/throttles';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { resetEnv } from '../../functions/lib/env';
import { api, type ApiAnswer } from '../support/api';
import { companyOwner, registerUser, signedInUser, uniqueAddress, uniqueEmail, uniquePhone } from '../support/factories';
import { linkIn, mailsTo } from '../support/mail';
import { lastCodeTo } from '../support/sms';
import { confirmContacts } from '../support/users';

/**
 * The throttles on what costs (docs/security.md, "Throttles"): per client address and per
 * destination, the daily send budgets, the KDF only after the cheap checks, and the daily cap on
 * wrong SMS codes. The spec's one-a-minute (or one-in-10-minutes) slot is taken out of the table
 * between requests where a test needs more sends than the slot allows: that is the minute passing.
 */

async function minutePasses(action: string, subject: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.rateSlot(action, subject) }));
}

/** A throttle's answer: its name, the seconds to wait in the body and the same in Retry-After. */
function expectRefused(answer: ApiAnswer, error: 'TooManyRequests' | 'SendBudgetExhausted' | 'TooManyAttempts', atMostSeconds: number): void {
  expect([answer.status, answer.body.error]).toEqual([429, error]);
  const seconds = answer.body.details.retryAfter as number;
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(atMostSeconds);
  expect(answer.headers['retry-after']).toBe(String(seconds));
}

const hour = 3600;
const day = 24 * hour;

const registration = (address: string, overrides: Record<string, unknown> = {}) =>
  api('POST', '/auth/register', { body: { firstName: 'Olena', email: uniqueEmail(), password: 'secret-pass', phone: '', countryCode: '380', ...overrides }, sourceIp: address });

afterEach(() => {
  for (const name of ['SEND_BUDGET_SMS_PER_COMPANY', 'SEND_BUDGET_SMS_PRODUCT', 'SEND_BUDGET_EMAIL_PER_COMPANY', 'SEND_BUDGET_EMAIL_PRODUCT']) delete process.env[name];
  resetEnv();
  vi.restoreAllMocks();
});

describe('per-address and per-destination throttles', () => {
  it('registration: 10 an hour from one address, the 11th refused before the KDF runs; another address goes on', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < throttleRules.register.address.max; i++) expect((await registration(address)).status).toBe(201);
    const runs = kdfRuns();
    const email = uniqueEmail();
    const refused = await registration(address, { email });
    expectRefused(refused, 'TooManyRequests', hour);
    expect(kdfRuns()).toBe(runs);
    expect((await api('GET', '/auth/checkEmail', { query: { email } })).body).toEqual({ available: true });
    expect((await registration(uniqueAddress())).status).toBe(201);
  });

  it('send_sms: at most 5 codes an hour to one phone, however many minutes pass; the refusal keeps the minute free', async () => {
    const { token, user } = await registerUser();
    const phone = uniquePhone();
    for (let i = 0; i < throttleRules.phoneCode.destination.max; i++) {
      expect((await api('POST', '/auth/send_sms', { body: { token, phone }, sourceIp: uniqueAddress() })).status).toBe(200);
      await minutePasses('phone-code', user._id);
    }
    expectRefused(await api('POST', '/auth/send_sms', { body: { token, phone }, sourceIp: uniqueAddress() }), 'TooManyRequests', hour);
    // The refused request took no slot: still TooManyRequests, not NotNow.
    expectRefused(await api('POST', '/auth/send_sms', { body: { token, phone }, sourceIp: uniqueAddress() }), 'TooManyRequests', hour);
  });

  it('resending the confirmation link: at most 5 an hour to one e-mail', async () => {
    const { token, user, email } = await registerUser();
    for (let i = 0; i < throttleRules.confirmationMail.destination.max; i++) {
      expect((await api('POST', `/auth/${token}/send_email`, { sourceIp: uniqueAddress() })).status).toBe(200);
      await minutePasses('confirmation-mail', user._id);
    }
    const refused = await api('POST', `/auth/${token}/send_email`, { sourceIp: uniqueAddress(), lang: 'ua' });
    expectRefused(refused, 'TooManyRequests', hour);
    expect(refused.body.message).toBe('Забагато запитів. Спробуйте трохи згодом');
    expect(await mailsTo(email, { atLeast: 7, timeoutMs: 1_000 })).toHaveLength(1 + throttleRules.confirmationMail.destination.max);
  });

  it('forgot: 20 requests an hour from one address, known logins or not', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < throttleRules.forgot.address.max; i++) {
      expect((await api('POST', '/auth/forgot', { body: { key: uniqueEmail() }, sourceIp: address })).body.error).toBe('EmailNotFound');
    }
    const user = await signedInUser();
    expectRefused(await api('POST', '/auth/forgot', { body: { key: user.email }, sourceIp: address }), 'TooManyRequests', hour);
    expect((await api('POST', '/auth/forgot', { body: { key: user.email }, sourceIp: uniqueAddress() })).status).toBe(200);
  });

  it('forgot: at most 5 reset mails an hour to one address, from anywhere', async () => {
    const user = await signedInUser();
    for (let i = 0; i < throttleRules.forgot.destination.max; i++) {
      expect((await api('POST', '/auth/forgot', { body: { key: user.email }, sourceIp: uniqueAddress() })).status).toBe(200);
      await minutePasses('forgot', user.user._id);
    }
    expectRefused(await api('POST', '/auth/forgot', { body: { key: user.email }, sourceIp: uniqueAddress() }), 'TooManyRequests', hour);
  });

  it('app links: at most 3 a day to one phone', async () => {
    const owner = await companyOwner();
    const phone = uniquePhone();
    for (let i = 0; i < throttleRules.appLinks.destination.max; i++) {
      expect((await api('POST', '/company/send-app-links', { token: owner.token, body: { phone }, sourceIp: uniqueAddress() })).status).toBe(200);
      await minutePasses('app-links', owner.user._id);
    }
    expectRefused(await api('POST', '/company/send-app-links', { token: owner.token, body: { phone }, sourceIp: uniqueAddress() }), 'TooManyRequests', day);
  });

  it('support: 10 messages an hour from one address', async () => {
    const owner = await companyOwner();
    const address = uniqueAddress();
    const body = { name: 'Olena', email: owner.email, message: 'The scanner app does not start' };
    const path = `/company/${owner.company._id}/support`;
    for (let i = 0; i < throttleRules.support.address.max; i++) {
      expect((await api('POST', path, { token: owner.token, body, sourceIp: address })).status).toBe(200);
      await minutePasses('support', owner.user._id);
    }
    expectRefused(await api('POST', path, { token: owner.token, body, sourceIp: address }), 'TooManyRequests', hour);
    expect((await api('POST', path, { token: owner.token, body, sourceIp: uniqueAddress() })).status).toBe(200);
  });
});

describe('daily send budgets', () => {
  it("a company's SMS budget: the sends past it answer SendBudgetExhausted until UTC midnight, for every SMS route of the company", async () => {
    process.env.SEND_BUDGET_SMS_PER_COMPANY = '2';
    resetEnv();
    const owner = await companyOwner();
    for (let i = 0; i < 2; i++) {
      expect((await api('POST', '/company/send-app-links', { token: owner.token, body: { phone: uniquePhone() }, sourceIp: uniqueAddress() })).status).toBe(200);
      await minutePasses('app-links', owner.user._id);
    }
    expectRefused(await api('POST', '/company/send-app-links', { token: owner.token, body: { phone: uniquePhone() } }), 'SendBudgetExhausted', day);
    // The refusal left the 10-minute slot free; texting a user of the company draws on the same budget.
    expectRefused(await api('POST', '/company/send-app-links', { token: owner.token, body: { phone: uniquePhone() } }), 'SendBudgetExhausted', day);
    const usersPath = `/company/${owner.company._id}/user`;
    const member = await api('POST', usersPath, { token: owner.token, body: { firstName: 'Sms', email: uniqueEmail(), phone: uniquePhone(), role: 'worker' } });
    expect(member.status).toBe(201);
    expectRefused(await api('POST', `${usersPath}/${member.body._id}/send_sms`, { token: owner.token }), 'SendBudgetExhausted', day);
    // Another company's budget is its own.
    const other = await companyOwner();
    expect((await api('POST', '/company/send-app-links', { token: other.token, body: { phone: uniquePhone() } })).status).toBe(200);
  });

  it("a company's e-mail budget covers its invitations and its support messages", async () => {
    process.env.SEND_BUDGET_EMAIL_PER_COMPANY = '1';
    resetEnv();
    const owner = await companyOwner();
    const invite = () => api('POST', `/company/${owner.company._id}/user`, { token: owner.token, body: { firstName: 'Mail', email: uniqueEmail(), role: 'worker' } });
    expect((await invite()).status).toBe(201);
    expectRefused(await invite(), 'SendBudgetExhausted', day);
    const support = await api('POST', `/company/${owner.company._id}/support`, { token: owner.token, body: { name: 'Olena', email: owner.email, message: 'Help' } });
    expectRefused(support, 'SendBudgetExhausted', day);
  });

  it('the product-wide e-mail budget (registration has no company): a metric from 80%, then SendBudgetExhausted', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const counter = await db().send(new GetCommand({ TableName: tableName(), Key: keys.sendBudget('email', null, today), ConsistentRead: true }));
    const spent = Number(counter.Item?.count ?? 0);
    process.env.SEND_BUDGET_EMAIL_PRODUCT = String(spent + 2);
    resetEnv();
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: any[]) => {
      if (String(chunk).includes('"_aws"')) {
        lines.push(String(chunk));
        return true;
      }
      return write(chunk, ...rest);
    });

    expect((await registration(uniqueAddress())).status).toBe(201);
    expect((await registration(uniqueAddress())).status).toBe(201);
    const runs = kdfRuns();
    expectRefused(await registration(uniqueAddress()), 'SendBudgetExhausted', day);
    expect(kdfRuns()).toBe(runs);

    const metric = JSON.parse(lines.at(-1)!);
    expect(metric).toMatchObject({
      _aws: { CloudWatchMetrics: [{ Namespace: budgetMetric.namespace, Dimensions: [['Channel', 'Scope']], Metrics: [{ Name: budgetMetric.name, Unit: 'Percent' }] }] },
      Channel: 'email',
      Scope: 'product',
      [budgetMetric.name]: 100,
    });
    expect(typeof metric._aws.Timestamp).toBe('number');
  });
});

describe('the password KDF runs only after the cheap checks', () => {
  it('a bogus reset token runs no KDF, a valid one runs one', async () => {
    const address = uniqueAddress();
    const before = kdfRuns();
    const bogus = await api('POST', '/auth/reset', { body: { token: 'not-a-real-token-at-all', password: 'brand-new' }, sourceIp: address });
    expect([bogus.status, bogus.body.error]).toEqual([400, 'LinkUnavailable']);
    expect(kdfRuns()).toBe(before);

    const user = await signedInUser();
    expect((await api('POST', '/auth/forgot', { body: { key: user.email }, sourceIp: address })).status).toBe(200);
    const mail = (await mailsTo(user.email, { atLeast: 2 })).find((m) => m.body.text?.includes('/auth/reset_password'))!;
    const token = new URL(linkIn(mail, '/auth/reset_password')).searchParams.get('token')!;
    const runs = kdfRuns();
    expect((await api('POST', '/auth/reset', { body: { token, password: 'brand-new' }, sourceIp: address })).status).toBe(200);
    expect(kdfRuns() - runs).toBe(1);
  });

  it('a wrong SMS code and a bogus invitation run no KDF either', async () => {
    const phone = uniquePhone();
    const { user } = await registerUser({ phone });
    await confirmContacts(user._id, { email: true, phone: true });
    expect((await api('POST', '/auth/forgot', { body: { key: phone }, sourceIp: uniqueAddress() })).status).toBe(200);
    const code = await lastCodeTo(phone);
    const before = kdfRuns();
    const wrong = await api('POST', '/auth/reset', { body: { phone, code: code === '00000' ? '11111' : '00000', password: 'by-phone' } });
    expect(wrong.body.error).toBe('WrongCode');
    const invitation = await api('POST', '/auth/finish', { query: { token: 'not-an-invitation' }, body: { password: 'secret-pass' } });
    expect(invitation.body.error).toBe('LinkUnavailable');
    expect(kdfRuns()).toBe(before);
  });

  it('reset attempts are throttled per address, before the token is read', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < throttleRules.reset.address.max; i++) {
      expect((await api('POST', '/auth/reset', { body: { token: `bogus-${i}`, password: 'brand-new' }, sourceIp: address })).body.error).toBe('LinkUnavailable');
    }
    expectRefused(await api('POST', '/auth/reset', { body: { token: 'bogus', password: 'brand-new' }, sourceIp: address }), 'TooManyRequests', hour);
  });
});

describe('SMS codes: wrong attempts capped per day across codes', () => {
  it('a new code brings no new guesses: past 10 wrong ones a day even the right code waits for UTC midnight', async () => {
    expect([maxCodeAttempts, maxDailyCodeFailures]).toEqual([5, 10]);
    const phone = uniquePhone();
    const { user } = await registerUser({ phone });
    await confirmContacts(user._id, { email: true, phone: true });
    let codes = 0;
    const newCode = async () => {
      await minutePasses('forgot', user._id);
      expect((await api('POST', '/auth/forgot', { body: { key: phone }, sourceIp: uniqueAddress() })).status).toBe(200);
      codes += 1;
      return lastCodeTo(phone, codes);
    };
    const tryCode = (code: string) => api('POST', '/auth/reset', { body: { phone, code, password: 'by-phone' }, sourceIp: uniqueAddress() });
    const wrongFor = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

    const first = await newCode();
    for (let i = 0; i < 3; i++) expect((await tryCode(wrongFor(first))).body.error).toBe('WrongCode');

    const second = await newCode();
    for (let i = 1; i < maxCodeAttempts; i++) {
      const wrong = await tryCode(wrongFor(second));
      expect([wrong.body.error, wrong.body.details]).toEqual(['WrongCode', { attemptsLeft: maxCodeAttempts - i }]);
    }
    // The code's own fifth: the code is gone, a new one may be asked for.
    const codeSpent = await tryCode(wrongFor(second));
    expect([codeSpent.status, codeSpent.body.error, codeSpent.body.details]).toEqual([429, 'TooManyAttempts', undefined]);

    const third = await newCode();
    const ninth = await tryCode(wrongFor(third));
    expect([ninth.body.error, ninth.body.details]).toEqual(['WrongCode', { attemptsLeft: 1 }]);
    expectRefused(await tryCode(wrongFor(third)), 'TooManyAttempts', day);
    expectRefused(await tryCode(third), 'TooManyAttempts', day);

    const fourth = await newCode();
    expectRefused(await tryCode(fourth), 'TooManyAttempts', day);
    expect((await api('POST', '/auth/login', { body: { login: phone, password: 'by-phone' } })).body.error).toBe('PasswordIncorrect');
  });
});
