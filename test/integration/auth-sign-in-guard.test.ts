import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '../../functions/lib/env';
import { accountDelaySeconds, signInRules } from '../../functions/auth/sign-in-guard';
import { api } from '../support/api';
import { confirmedUser, password, storedPasswordHash, uniqueEmail } from '../support/factories';
import { captureLogs } from '../support/log-lines';
import { mailsTo } from '../support/mail';
import { storedUser } from '../support/users';

const login = (loginName: string, secret: string, sourceIp: string) =>
  api('POST', '/auth/login', { body: { login: loginName, password: secret }, sourceIp });

const window = signInRules.windowSeconds * 1000;

/**
 * The clock is frozen a few seconds into a fresh counting window (a test never straddles two) and
 * moved on by hand: the waits are read from retryAfter and passed by moving the clock, not by sleeping.
 */
function freezeClockInNextWindow(windowsAhead = 1): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime((Math.floor(Date.now() / window) + windowsAhead) * window + 5_000);
}

function passSeconds(seconds: number): void {
  vi.setSystemTime(Date.now() + seconds * 1000);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a stranger cannot lock the owner out', () => {
  it('an attacker failing from one address is refused even with the right password; the owner elsewhere signs in', async () => {
    const owner = await confirmedUser();
    freezeClockInNextWindow();
    for (let attempt = 0; attempt < signInRules.maxFailuresPerAddressOnAccount; attempt++) {
      expect((await login(owner.email, `guess-${attempt}`, '198.51.100.1')).body.error).toBe('PasswordIncorrect');
    }

    // The account-wide delay is the only wait a clean address meets, and it is short.
    const owners = await login(owner.email, password, '203.0.113.10');
    expect([owners.status, owners.body.error]).toEqual([429, 'TooManyAttempts']);
    expect(owners.body.details.retryAfter).toBeLessThanOrEqual(signInRules.maxDelaySeconds);
    expect(owners.headers['retry-after']).toBe(String(owners.body.details.retryAfter));
    passSeconds(owners.body.details.retryAfter);
    const signedIn = await login(owner.email, password, '203.0.113.10');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));

    // The attacker's address waits out the window on this account, right password or not.
    passSeconds(signInRules.maxDelaySeconds);
    const attacker = await login(owner.email, password, '198.51.100.1');
    expect([attacker.status, attacker.body.error]).toEqual([429, 'TooManyAttempts']);
    expect(attacker.body.details.retryAfter).toBeGreaterThan(signInRules.maxDelaySeconds);
    expect(attacker.body.details.retryAfter).toBeLessThanOrEqual(signInRules.windowSeconds);
  });

  it('account-wide guessing from many addresses meets doubling waits, capped at the maximum, and never a lock', async () => {
    const owner = await confirmedUser();
    freezeClockInNextWindow();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 14; attempt++) {
      const address = `192.0.2.${attempt + 1}`;
      const first = await login(owner.email, 'wrong', address);
      if (first.status === 429) {
        waits.push(first.body.details.retryAfter);
        passSeconds(first.body.details.retryAfter);
        expect((await login(owner.email, 'wrong', address)).body.error).toBe('PasswordIncorrect');
      } else {
        expect(first.body.error).toBe('PasswordIncorrect');
      }
    }
    // Failures 1-5 are free; after the 5th the waits are 1, 2, 4, ... seconds up to the cap.
    expect(waits).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13].map(accountDelaySeconds));
    expect(waits.slice(-3)).toEqual([signInRules.maxDelaySeconds, signInRules.maxDelaySeconds, signInRules.maxDelaySeconds]);

    // The owner, from an address that has not failed, waits at most the cap and is then let in.
    const owners = await login(owner.email, password, '203.0.113.20');
    expect(owners.body.details.retryAfter).toBeLessThanOrEqual(signInRules.maxDelaySeconds);
    passSeconds(owners.body.details.retryAfter);
    expect((await login(owner.email, password, '203.0.113.20')).status).toBe(200);
    // ...which forgives the account's failures: the next typo costs no wait.
    expect((await login(owner.email, 'typo', '203.0.113.20')).body.error).toBe('PasswordIncorrect');
    expect((await login(owner.email, password, '203.0.113.20')).status).toBe(200);
  });

  it('parallel guesses on a delayed account get one password check per wait, not one each', async () => {
    const owner = await confirmedUser();
    freezeClockInNextWindow();
    for (let attempt = 0; attempt < signInRules.freeAccountFailures; attempt++) await login(owner.email, 'wrong', `192.0.2.${100 + attempt}`);
    passSeconds(accountDelaySeconds(signInRules.freeAccountFailures));
    const burst = await Promise.all(Array.from({ length: 6 }, (_, index) => login(owner.email, 'wrong', `198.51.100.${50 + index}`)));
    const errors = burst.map((answer) => answer.body.error).sort();
    expect(errors).toEqual(['PasswordIncorrect', ...Array(5).fill('TooManyAttempts')]);
  });

  it('one address may fail 30 times, whichever logins it tries; then it waits and others do not', async () => {
    freezeClockInNextWindow();
    const address = '10.0.2.1';
    for (let attempt = 0; attempt < signInRules.maxFailuresPerAddress; attempt++) {
      expect((await login(uniqueEmail(), 'whatever', address)).body.error).toBe('UserNotFound');
    }
    const blocked = await login(uniqueEmail(), 'whatever', address);
    expect([blocked.status, blocked.body.error]).toEqual([429, 'TooManyAttempts']);
    expect((await login(uniqueEmail(), 'whatever', '10.0.2.2')).body.error).toBe('UserNotFound');
  });

  it("the owner's typos from one address are forgiven by signing in", async () => {
    const owner = await confirmedUser();
    freezeClockInNextWindow();
    for (let attempt = 0; attempt < 4; attempt++) await login(owner.email, 'wrong', '10.0.3.1');
    expect((await login(owner.email, password, '10.0.3.1')).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) await login(owner.email, 'wrong', '10.0.3.1');
    expect((await login(owner.email, password, '10.0.3.1')).status).toBe(200);
  });

  it('the password checks of a signed-in user count too: a stolen session cannot guess freely', async () => {
    const owner = await confirmedUser();
    freezeClockInNextWindow();
    for (let attempt = 0; attempt < signInRules.maxFailuresPerAddressOnAccount; attempt++) {
      const wrong = await api('POST', '/auth/check/password', { token: owner.token, body: { password: 'nope' }, sourceIp: '198.51.100.77' });
      expect(wrong.body.error).toBe('PasswordIncorrect');
    }
    const change = await api('PATCH', '/auth/change/password', {
      token: owner.token,
      body: { password, newPassword: 'next-pass' },
      sourceIp: '198.51.100.77',
    });
    expect([change.status, change.body.error]).toEqual([429, 'TooManyAttempts']);
  });
});

describe('the owner is told when the account is being guessed at', () => {
  it('mails the owner once, in their language, with the count of addresses', async () => {
    const owner = await storedUser({ language: 'pl', email_approved: true, passwordHash: storedPasswordHash() });
    freezeClockInNextWindow();
    const guess = async (address: string) => {
      const answer = await login(owner.email, 'wrong', address);
      if (answer.status === 429) {
        passSeconds(answer.body.details.retryAfter);
        expect((await login(owner.email, 'wrong', address)).body.error).toBe('PasswordIncorrect');
      }
    };
    for (let attempt = 0; attempt < signInRules.guessingMailAfter; attempt++) await guess(`192.0.2.${200 + (attempt % 3)}`);
    vi.useRealTimers();
    const mails = (await mailsTo(owner.email)).filter((mail) => mail.subject.includes('hasło'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Ktoś próbuje odgadnąć hasło do Twojego konta');
    expect(mails[0]!.body.text).toContain(`Nieudane próby: ${signInRules.guessingMailAfter}. Różne adresy: 3.`);
    expect(mails[0]!.body.text).toContain('/settings');

    // Guessing on, in the next window too: no second mail for hours.
    freezeClockInNextWindow(2);
    for (let attempt = 0; attempt < signInRules.guessingMailAfter; attempt++) await guess(`192.0.2.${210 + (attempt % 3)}`);
    vi.useRealTimers();
    expect((await mailsTo(owner.email)).filter((mail) => mail.subject.includes('hasło'))).toHaveLength(1);
  });

  it('does not mail an address the owner never confirmed', async () => {
    const user = await storedUser({ email_approved: false, passwordHash: storedPasswordHash() });
    freezeClockInNextWindow();
    for (let attempt = 0; attempt < signInRules.guessingMailAfter; attempt++) {
      const answer = await login(user.email, 'wrong', `192.0.2.${220 + attempt}`);
      if (answer.status === 429) {
        passSeconds(answer.body.details.retryAfter);
        expect((await login(user.email, 'wrong', `192.0.2.${220 + attempt}`)).body.error).toBe('PasswordIncorrect');
      }
    }
    vi.useRealTimers();
    expect(await mailsTo(user.email, { timeoutMs: 200 })).toHaveLength(0);
  });
});

describe('the security log', () => {
  beforeAll(() => {
    process.env.LOG_LEVEL = 'info';
    resetEnv();
  });

  const signInLines = (lines: Record<string, unknown>[]) => lines.filter((line) => line.event === 'security.sign_in');

  it('writes every sign-in outcome with account or login kind, client address and request id, never the password', async () => {
    const owner = await confirmedUser();
    const logs = captureLogs();
    await login(owner.email, 'wrong-secret', '198.51.100.5');
    await login(owner.email, password, '198.51.100.6');
    await login(uniqueEmail(), 'wrong-secret', '198.51.100.7');
    await login('+380501234567', 'wrong-secret', '198.51.100.7');
    await api('POST', '/auth/check/password', { token: owner.token, body: { password }, sourceIp: '198.51.100.8' });

    const lines = signInLines(logs.lines());
    const userId = owner.user._id as string;
    expect(lines.map(({ method, outcome, reason, accountId, loginKind, clientAddress }) => ({ method, outcome, reason, accountId, loginKind, clientAddress }))).toEqual(
      expect.arrayContaining([
        { method: 'password', outcome: 'failure', reason: 'PasswordIncorrect', accountId: userId, loginKind: undefined, clientAddress: '198.51.100.5' },
        { method: 'password', outcome: 'success', reason: undefined, accountId: userId, loginKind: undefined, clientAddress: '198.51.100.6' },
        { method: 'password', outcome: 'failure', reason: 'UserNotFound', accountId: undefined, loginKind: 'email', clientAddress: '198.51.100.7' },
        { method: 'password', outcome: 'failure', reason: 'UserNotFound', accountId: undefined, loginKind: 'phone', clientAddress: '198.51.100.7' },
        { method: 'check_password', outcome: 'success', reason: undefined, accountId: userId, loginKind: undefined, clientAddress: '198.51.100.8' },
      ]),
    );
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line.requestId).toEqual(expect.any(String));
    expect(JSON.stringify(logs.lines())).not.toContain('wrong-secret');
  });

  it('writes refusals by the throttle', async () => {
    const owner = await confirmedUser();
    freezeClockInNextWindow();
    const logs = captureLogs();
    for (let attempt = 0; attempt <= signInRules.maxFailuresPerAddressOnAccount; attempt++) await login(owner.email, 'wrong', '198.51.100.9');
    const refused = signInLines(logs.lines()).filter((line) => line.outcome === 'refused');
    expect(refused).toEqual([expect.objectContaining({ method: 'password', reason: 'TooManyAttempts', accountId: owner.user._id, clientAddress: '198.51.100.9' })]);
  });
});
