import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { maxCodeAttempts, maxDailyAccountCodeFailures, maxDailyCodeFailures } from '../../functions/lib/auth/codes';
import { kdfRuns } from '../../functions/lib/auth/password';
import { budgetMetric, throttleRules } from '../../functions/lib/auth/throttles';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { resetEnv } from '../../functions/lib/env';
import { api, type ApiAnswer } from '../support/api';
import { companyOwner, registerUser, signedInUser, uniqueAddress, uniqueEmail, uniquePhone } from '../support/factories';
import { captureLogs } from '../support/log-lines';
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

let levelBefore: { value: string | undefined } | undefined;

/** The security log's lines (WARN), kept rather than printed until vi.restoreAllMocks(). */
function captureSecurityLog() {
  levelBefore ??= { value: process.env.LOG_LEVEL };
  process.env.LOG_LEVEL = 'warn';
  resetEnv();
  return captureLogs();
}

afterEach(() => {
  for (const name of ['SEND_BUDGET_SMS_PER_COMPANY', 'SEND_BUDGET_SMS_PRODUCT', 'SEND_BUDGET_EMAIL_PER_COMPANY', 'SEND_BUDGET_EMAIL_PRODUCT']) delete process.env[name];
  if (levelBefore) {
    if (levelBefore.value === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = levelBefore.value;
    levelBefore = undefined;
  }
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
  /** A confirmed user with a phone, and a new reset code texted to it on each call (a minute passing in between). */
  async function phoneAccount() {
    const phone = uniquePhone();
    const { user, email } = await registerUser({ phone });
    await confirmContacts(user._id, { email: true, phone: true });
    let codes = 0;
    const newCode = async () => {
      await minutePasses('forgot', user._id);
      expect((await api('POST', '/auth/forgot', { body: { key: phone }, sourceIp: uniqueAddress() })).status).toBe(200);
      codes += 1;
      return lastCodeTo(phone, codes);
    };
    const tryCode = (code: string, address: string) => api('POST', '/auth/reset', { body: { phone, code, password: 'by-phone' }, sourceIp: address });
    return { phone, email, user, newCode, tryCode };
  }
  const wrongFor = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');
  const failuresToday = async (userId: string, address?: string) => {
    const today = new Date().toISOString().slice(0, 10);
    const key = address ? keys.codeFailuresFrom(userId, 'password-reset', address, today) : keys.codeFailures(userId, 'password-reset', today);
    return Number((await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item?.failures ?? 0);
  };

  it('a new code brings no new guesses: past 10 wrong ones a day from one address even the right code from it waits for UTC midnight', async () => {
    expect([maxCodeAttempts, maxDailyCodeFailures, maxDailyAccountCodeFailures]).toEqual([5, 10, 50]);
    const { phone, newCode, tryCode } = await phoneAccount();
    const address = uniqueAddress();

    const first = await newCode();
    for (let i = 0; i < 3; i++) expect((await tryCode(wrongFor(first), address)).body.error).toBe('WrongCode');

    const second = await newCode();
    for (let i = 1; i < maxCodeAttempts; i++) {
      const wrong = await tryCode(wrongFor(second), address);
      expect([wrong.body.error, wrong.body.details]).toEqual(['WrongCode', { attemptsLeft: maxCodeAttempts - i }]);
    }
    // The code's own fifth: the code is gone, a new one may be asked for.
    const codeSpent = await tryCode(wrongFor(second), address);
    expect([codeSpent.status, codeSpent.body.error, codeSpent.body.details]).toEqual([429, 'TooManyAttempts', undefined]);

    const third = await newCode();
    const ninth = await tryCode(wrongFor(third), address);
    expect([ninth.body.error, ninth.body.details]).toEqual(['WrongCode', { attemptsLeft: 1 }]);
    expectRefused(await tryCode(wrongFor(third), address), 'TooManyAttempts', day);
    expectRefused(await tryCode(third, address), 'TooManyAttempts', day);

    const fourth = await newCode();
    expectRefused(await tryCode(fourth, address), 'TooManyAttempts', day);
    expect((await api('POST', '/auth/login', { body: { login: phone, password: 'by-phone' } })).body.error).toBe('PasswordIncorrect');
  });

  it("a stranger's 10 wrong codes spend only the stranger's address: the owner's right code from another address still resets the password", async () => {
    const { email, user, newCode, tryCode } = await phoneAccount();
    const stranger = uniqueAddress();
    const logs = captureSecurityLog();
    for (let tried = 0; tried < maxDailyCodeFailures; ) {
      const code = await newCode();
      for (let i = 0; i < maxCodeAttempts && tried < maxDailyCodeFailures; i++, tried++) {
        expect([429, 400]).toContain((await tryCode(wrongFor(code), stranger)).status);
      }
    }
    const code = await newCode();
    expectRefused(await tryCode(code, stranger), 'TooManyAttempts', day);
    expect(logs.errors().filter((line) => line.event === 'security.throttle')).toEqual([
      expect.objectContaining({ action: 'password-reset-code', scope: 'address', clientAddress: stranger, accountId: user._id, max: maxDailyCodeFailures }),
    ]);
    vi.restoreAllMocks();
    expect([await failuresToday(user._id, stranger), await failuresToday(user._id)]).toEqual([maxDailyCodeFailures, maxDailyCodeFailures]);

    expect((await tryCode(code, uniqueAddress())).status).toBe(200);
    expect((await api('POST', '/auth/login', { body: { login: email, password: 'by-phone' } })).status).toBe(200);
  });

  it('over every address together, 50 wrong codes a day: then even the right code waits for UTC midnight', async () => {
    const { user, newCode, tryCode } = await phoneAccount();
    // Wrong codes from other addresses earlier today (each under its own 10): 2 short of the account's cap.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.codeFailures(user._id, 'password-reset', new Date().toISOString().slice(0, 10)),
        UpdateExpression: 'SET failures = :failures',
        ExpressionAttributeValues: { ':failures': maxDailyAccountCodeFailures - 2 },
      }),
    );
    const code = await newCode();
    const wrong = await tryCode(wrongFor(code), uniqueAddress());
    expect([wrong.body.error, wrong.body.details]).toEqual(['WrongCode', { attemptsLeft: 1 }]);
    expectRefused(await tryCode(wrongFor(code), uniqueAddress()), 'TooManyAttempts', day);
    const fresh = uniqueAddress();
    expectRefused(await tryCode(code, fresh), 'TooManyAttempts', day);
    // The refusal took nothing from the fresh address's own allowance.
    expect(await failuresToday(user._id, fresh)).toBe(0);
  });
});

describe('promo codes', () => {
  beforeAll(async () => {
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.promoCode('WELCOME20'), entity: 'promo', code: 'WELCOME20', sale: 20 } }));
  });
  const check = (owner: Awaited<ReturnType<typeof companyOwner>>, code: string, address: string) =>
    api('POST', '/payment/check/promo', { token: owner.token, body: { code }, sourceIp: address });

  it('10 codes tried an hour per company, valid or not and from any address; then even a valid one waits, at check and at payment', async () => {
    const owner = await companyOwner();
    const logs = captureSecurityLog();
    for (let i = 0; i < throttleRules.promoCode.company.max; i++) {
      expect((await check(owner, `GUESS${i}`, uniqueAddress())).body.error).toBe('InvalidPromocode');
    }
    expectRefused(await check(owner, 'welcome20', uniqueAddress()), 'TooManyRequests', hour);
    const payment = await api('POST', '/payment/plan', {
      token: owner.token,
      body: { plan: 'optimal', duration: 1, method: 'fixed', company: owner.company._id, promo: 'welcome20' },
      sourceIp: uniqueAddress(),
    });
    expectRefused(payment, 'TooManyRequests', hour);
    expect(logs.errors().filter((line) => line.event === 'security.throttle')).toEqual([
      expect.objectContaining({ outcome: 'refused', action: 'promoCode', scope: 'company', companyId: owner.company._id }),
      expect.objectContaining({ outcome: 'refused', action: 'promoCode', scope: 'company', companyId: owner.company._id }),
    ]);
    vi.restoreAllMocks();
    // Another company's allowance is its own.
    expect((await check(await companyOwner(), 'welcome20', uniqueAddress())).body).toEqual({ code: 'WELCOME20', sale: 20 });
  });

  it('20 codes tried an hour from one address, whichever companies it signs in to', async () => {
    const address = uniqueAddress();
    const perCompany = throttleRules.promoCode.company.max;
    for (let company = 0; company < throttleRules.promoCode.address.max / perCompany; company++) {
      const owner = await companyOwner();
      for (let i = 0; i < perCompany; i++) expect((await check(owner, `GUESS${i}`, address)).body.error).toBe('InvalidPromocode');
    }
    const another = await companyOwner();
    expectRefused(await check(another, 'welcome20', address), 'TooManyRequests', hour);
    expect((await check(another, 'welcome20', uniqueAddress())).status).toBe(200);
  });
});

describe('plan-change requests (mailed to support)', () => {
  /** A company whose paid period of Optimal runs: another plan is asked of support. */
  async function payingOwner() {
    const owner = await companyOwner();
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.company(owner.company._id),
        UpdateExpression: 'SET periodKind = :paid, #plan = :plan, subscriptionEndDate = :end',
        ExpressionAttributeNames: { '#plan': 'plan' },
        ExpressionAttributeValues: { ':paid': 'paid', ':plan': 'optimal', ':end': new Date(Date.now() + 30 * day * 1000).toISOString() },
      }),
    );
    return owner;
  }
  const request = (owner: Awaited<ReturnType<typeof companyOwner>>, address: string, plan = 'business') =>
    api('PUT', `/payment/plan/${plan}`, { token: owner.token, sourceIp: address });
  const supportMailsOf = async (companyId: string, atLeast: number) =>
    (await mailsTo('support@assetbook.test', { atLeast, timeoutMs: 1_000 })).filter((mail) => mail.body.text?.includes(companyId));

  it('share the support throttle: 10 an hour from one address, and 20 a day per company with its support messages', async () => {
    const owner = await payingOwner();
    const address = uniqueAddress();
    for (let i = 0; i < throttleRules.support.address.max; i++) expect((await request(owner, address, i % 2 ? 'start' : 'business')).status).toBe(200);
    expectRefused(await request(owner, address), 'TooManyRequests', hour);

    const elsewhere = uniqueAddress();
    const supportMessage = { name: 'Olena', email: owner.email, message: 'And the invoice, please' };
    expect((await api('POST', `/company/${owner.company._id}/support`, { token: owner.token, body: supportMessage, sourceIp: elsewhere })).status).toBe(200);
    for (let i = 1; i < throttleRules.support.company.max - throttleRules.support.address.max; i++) expect((await request(owner, elsewhere)).status).toBe(200);
    expectRefused(await request(owner, uniqueAddress()), 'TooManyRequests', day);
    expect(await supportMailsOf(owner.company._id, throttleRules.support.company.max + 1)).toHaveLength(throttleRules.support.company.max);
    const kinds = (await api('GET', '/payment/billing', { token: owner.token })).body.history.map((entry: { kind: string }) => entry.kind);
    expect(kinds.filter((kind: string) => kind === 'plan_change_requested')).toHaveLength(throttleRules.support.company.max - 1);
  });

  it("count against the company's e-mail budget: past it, SendBudgetExhausted and nothing stored or mailed", async () => {
    process.env.SEND_BUDGET_EMAIL_PER_COMPANY = '1';
    resetEnv();
    const owner = await payingOwner();
    expect((await request(owner, uniqueAddress())).status).toBe(200);
    expectRefused(await request(owner, uniqueAddress(), 'start'), 'SendBudgetExhausted', day);
    expect(await supportMailsOf(owner.company._id, 2)).toHaveLength(1);
    const kinds = (await api('GET', '/payment/billing', { token: owner.token })).body.history.map((entry: { kind: string }) => entry.kind);
    expect(kinds.filter((kind: string) => kind === 'plan_change_requested')).toHaveLength(1);
  });
});
