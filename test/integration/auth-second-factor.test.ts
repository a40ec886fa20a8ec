import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { secondFactorMail } from '../../functions/factors/second-factor-mail';
import { secondFactorRules } from '../../functions/factors/second-factor-store';
import { signInRules } from '../../functions/auth/sign-in-guard';
import { totpCode } from '../../functions/factors/totp';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { resetEnv } from '../../functions/lib/env';
import { api } from '../support/api';
import { companyOwner, confirmedUser, password } from '../support/factories';
import { memberWithRole } from '../support/members';
import { startGoogleIssuer } from '../support/google';
import { captureLogs } from '../support/log-lines';
import { mailsTo } from '../support/mail';
import { storedUser } from '../support/users';

const step = 30_000;
const window = signInRules.windowSeconds * 1000;

/**
 * The clock is frozen 5 s into a fresh sign-in counting window (also the start of a TOTP step: 900 s
 * is 30 steps) and moved on by hand, so each test knows which step's code is current.
 */
function freezeClock(windowsAhead: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime((Math.floor(Date.now() / window) + windowsAhead) * window + 5_000);
}
const pass = (ms: number) => vi.setSystemTime(Date.now() + ms);
const codeNow = (secret: string, stepsAhead = 0) => totpCode(secret, Date.now() + stepsAhead * step);

let clockWindows = 1;
const logLevel = process.env.LOG_LEVEL;
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  if (process.env.LOG_LEVEL === logLevel) return;
  if (logLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = logLevel;
  resetEnv();
});

type User = Awaited<ReturnType<typeof confirmedUser>>;

async function enrol(user: User, sourceIp?: string): Promise<{ secret: string; recoveryCodes: string[]; uri: string }> {
  const started = await api('POST', '/auth/second-factor/totp', { token: user.token, sourceIp });
  expect(started.status).toBe(200);
  const confirmed = await api('POST', '/auth/second-factor/totp/confirm', { token: user.token, body: { code: codeNow(started.body.secret) }, sourceIp });
  expect(confirmed.status).toBe(200);
  return { secret: started.body.secret, uri: started.body.uri, recoveryCodes: confirmed.body.recoveryCodes };
}

const login = (email: string, secret = password, sourceIp?: string) => api('POST', '/auth/login', { body: { login: email, password: secret }, sourceIp });
const secondStep = (challenge: string, code: { code?: string; recoveryCode?: string }, sourceIp?: string) =>
  api('POST', '/auth/login/second-factor', { body: { challenge, ...code }, sourceIp });

async function challengeOf(email: string, sourceIp?: string): Promise<string> {
  const answer = await login(email, password, sourceIp);
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ secondFactorRequired: true, expiresIn: secondFactorRules.challengeSeconds });
  expect(answer.body.token).toBeUndefined();
  return answer.body.challenge as string;
}

describe('adding an authenticator app', () => {
  it('shows the URI and the secret once, is confirmed by a code, answers ten recovery codes, and tells the owner', async () => {
    const user = await confirmedUser();
    freezeClock(clockWindows++);
    expect((await api('GET', '/auth/second-factor', { token: user.token })).body).toEqual({ enabled: false, method: null, enabledAt: null, recoveryCodesLeft: 0 });

    const started = await api('POST', '/auth/second-factor/totp', { token: user.token });
    expect(started.status).toBe(200);
    const uri = new URL(started.body.uri);
    expect(decodeURIComponent(uri.pathname)).toBe(`/Assetbook:${user.email}`);
    expect(uri.searchParams.get('secret')).toBe(started.body.secret);
    expect(uri.searchParams.get('issuer')).toBe('Assetbook');

    const wrong = await api('POST', '/auth/second-factor/totp/confirm', { token: user.token, body: { code: codeNow(started.body.secret, 3) } });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'InvalidSecondFactorCode']);
    const malformed = await api('POST', '/auth/second-factor/totp/confirm', { token: user.token, body: { code: '12ab56' } });
    expect([malformed.status, malformed.body.error]).toEqual([400, 'ValidationError']);

    const confirmed = await api('POST', '/auth/second-factor/totp/confirm', { token: user.token, body: { code: codeNow(started.body.secret) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);

    const status = await api('GET', '/auth/second-factor', { token: user.token });
    expect(status.body).toEqual({ enabled: true, method: 'totp', enabledAt: expect.any(String), recoveryCodesLeft: 10 });
    expect(JSON.stringify(status.body)).not.toContain(started.body.secret);
    expect((await api('POST', '/auth/second-factor/totp', { token: user.token })).body.error).toBe('SecondFactorAlreadyEnabled');

    // Stored: the secret in its own record, the recovery codes only as hashes, nothing on the profile but a flag.
    const stored = (await db().send(new GetCommand({ TableName: tableName(), Key: keys.secondFactor(user.user._id) }))).Item!;
    const storedText = JSON.stringify({ ...stored, recoveryCodes: [...(stored.recoveryCodes as Set<string>)] });
    for (const code of confirmed.body.recoveryCodes as string[]) expect(storedText).not.toContain(code.replace('-', ''));
    const profile = (await api('GET', '/users/me', { token: user.token })).body;
    expect(JSON.stringify(profile)).not.toContain(started.body.secret);

    vi.useRealTimers();
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe(secondFactorMail({ email: user.email, firstName: 'Olena' }, 'added', 'en').subject);
  });
});

describe('signing in with a second factor', () => {
  it('answers a challenge instead of a session; the challenge and a current code open it; a code and a challenge work once', async () => {
    const user = await confirmedUser();
    freezeClock(clockWindows++);
    const { secret } = await enrol(user);
    // Successes are written at INFO; the tests' default level keeps only warnings.
    process.env.LOG_LEVEL = 'info';
    resetEnv();
    const logs = captureLogs();

    const challenge = await challengeOf(user.email);
    // The confirming code's step is used already.
    const replayOfConfirm = await secondStep(challenge, { code: codeNow(secret) });
    expect([replayOfConfirm.status, replayOfConfirm.body.error]).toEqual([400, 'SecondFactorCodeUsed']);

    pass(step);
    const code = codeNow(secret);
    const signedIn = await secondStep(challenge, { code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user._id).toBe(user.user._id);
    expect((await api('GET', '/users/me', { token: signedIn.body.token })).status).toBe(200);

    // The same challenge again, even with a fresh code: used up.
    const again = await secondStep(challenge, { code: codeNow(secret, 1) });
    expect([again.status, again.body.error]).toEqual([410, 'SecondFactorChallengeExpired']);
    // The same code on a new challenge: a replay.
    const replay = await secondStep(await challengeOf(user.email), { code });
    expect([replay.status, replay.body.error]).toEqual([400, 'SecondFactorCodeUsed']);
    // The next step's code (a phone clock a little fast) is taken.
    expect((await secondStep(await challengeOf(user.email), { code: codeNow(secret, 1) })).status).toBe(200);
    // Two steps ahead is outside the window.
    expect((await secondStep(await challengeOf(user.email), { code: codeNow(secret, 3) })).body.error).toBe('InvalidSecondFactorCode');

    // A used-up challenge names no account any more: its line has the factor and the address only.
    const events = logs.lines().filter((line) => line.event === 'security.sign_in' && (line.accountId ?? user.user._id) === user.user._id);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'password', outcome: 'challenged' }),
        expect.objectContaining({ method: 'second_factor', outcome: 'success', factor: 'totp' }),
        expect.objectContaining({ method: 'second_factor', outcome: 'failure', reason: 'SecondFactorCodeUsed' }),
        expect.objectContaining({ method: 'second_factor', outcome: 'failure', reason: 'SecondFactorChallengeExpired' }),
      ]),
    );
    expect(JSON.stringify(logs.lines())).not.toContain(code);
  });

  it('a challenge expires after five minutes', async () => {
    const user = await confirmedUser();
    freezeClock(clockWindows++);
    const { secret } = await enrol(user);
    const challenge = await challengeOf(user.email);
    pass(secondFactorRules.challengeSeconds * 1000 + 1_000);
    expect((await secondStep(challenge, { code: codeNow(secret) })).body.error).toBe('SecondFactorChallengeExpired');
  });

  it('a recovery code opens one sign-in, once, however it is typed; a new set replaces the old', async () => {
    const user = await confirmedUser();
    freezeClock(clockWindows++);
    const { secret, recoveryCodes } = await enrol(user);
    const [first, second] = recoveryCodes;

    const typed = ` ${first!.toLowerCase().replace('-', ' ')} `;
    expect((await secondStep(await challengeOf(user.email), { recoveryCode: typed })).status).toBe(200);
    const reused = await secondStep(await challengeOf(user.email), { recoveryCode: first });
    expect([reused.status, reused.body.error]).toEqual([400, 'InvalidSecondFactorCode']);
    expect((await secondStep(await challengeOf(user.email), { recoveryCode: second })).status).toBe(200);

    const session = (await secondStep(await challengeOf(user.email), { recoveryCode: recoveryCodes[2] })).body.token as string;
    expect((await api('GET', '/auth/second-factor', { token: session })).body.recoveryCodesLeft).toBe(7);

    // A new set for a code of the app: the old codes stop working, the new ones work.
    pass(step);
    const renewed = await api('POST', '/auth/second-factor/recovery-codes', { token: session, body: { code: codeNow(secret) } });
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect((await api('GET', '/auth/second-factor', { token: session })).body.recoveryCodesLeft).toBe(10);
    expect((await secondStep(await challengeOf(user.email), { recoveryCode: recoveryCodes[3] })).body.error).toBe('InvalidSecondFactorCode');
    expect((await secondStep(await challengeOf(user.email), { recoveryCode: renewed.body.recoveryCodes[0] })).status).toBe(200);
    expect((await api('POST', '/auth/second-factor/recovery-codes', { token: session, body: { code: codeNow(secret, 4) } })).body.error).toBe('InvalidSecondFactorCode');
  });

  it('wrong codes are throttled per address on the account, a right password forgives none of them, and the owner elsewhere gets in', async () => {
    const user = await confirmedUser();
    freezeClock(clockWindows++);
    const { secret } = await enrol(user);
    const attacker = '198.51.100.77';
    const challenge = await challengeOf(user.email, attacker);
    const wrongCode = codeNow(secret, 5);
    for (let attempt = 0; attempt < signInRules.maxFailuresPerAddressOnAccount; attempt++) {
      expect((await secondStep(challenge, { code: wrongCode }, attacker)).body.error).toBe('InvalidSecondFactorCode');
    }
    // The challenge is spent after its attempts; the password again gives a new one, but the wrong codes still count.
    expect((await secondStep(challenge, { code: codeNow(secret, 1) }, attacker)).body.error).toBe('SecondFactorChallengeExpired');
    const fresh = await challengeOf(user.email, attacker);
    const refused = await secondStep(fresh, { code: codeNow(secret, 1) }, attacker);
    expect([refused.status, refused.body.error]).toEqual([429, 'TooManyAttempts']);
    expect(refused.body.details.retryAfter).toBeGreaterThan(signInRules.maxDelaySeconds);

    // The owner, from a clean address, waits at most the account-wide delay.
    const owner = '203.0.113.77';
    const owners = await secondStep(await challengeOf(user.email, owner), { code: codeNow(secret, 1) }, owner);
    if (owners.status === 429) {
      expect(owners.body.details.retryAfter).toBeLessThanOrEqual(signInRules.maxDelaySeconds);
      pass(owners.body.details.retryAfter * 1000);
      expect((await secondStep(await challengeOf(user.email, owner), { code: codeNow(secret, 1) }, owner)).status).toBe(200);
    } else {
      expect(owners.status).toBe(200);
    }
  });

  it('Google sign-in of an enrolled account answers a challenge too', async () => {
    const clientId = 'assetbook-web.apps.googleusercontent.com';
    const issuer = await startGoogleIssuer(clientId);
    process.env.GOOGLE_CLIENT_ID = clientId;
    process.env.GOOGLE_JWKS_URL = issuer.jwksUrl;
    resetEnv();
    try {
      const stored = await storedUser({ authType: 'google', email_approved: true, role: 'root' });
      const signedIn = await api('POST', '/auth/google', { body: { token: await issuer.idToken(stored.email) } });
      const user = { email: stored.email, token: signedIn.body.token as string, user: signedIn.body.user } as User;
      freezeClock(clockWindows++);
      const { secret } = await enrol(user);
      const answer = await api('POST', '/auth/google', { body: { token: await issuer.idToken(stored.email) } });
      expect(answer.body).toMatchObject({ secondFactorRequired: true });
      expect(answer.body.token).toBeUndefined();
      pass(step);
      expect((await secondStep(answer.body.challenge, { code: codeNow(secret) })).status).toBe(200);

      // Without a password, turning it off takes a code only.
      pass(step);
      expect((await api('POST', '/auth/second-factor/disable', { token: user.token, body: { code: codeNow(secret) } })).status).toBe(200);
    } finally {
      await issuer.close();
    }
  });
});

describe('turning the second factor off', () => {
  it('needs the current password and a code; then sign-in opens a session at once and the owner is told', async () => {
    const user = await confirmedUser();
    freezeClock(clockWindows++);
    const { secret, recoveryCodes } = await enrol(user);
    pass(step);
    const off = (body: Record<string, unknown>) => api('POST', '/auth/second-factor/disable', { token: user.token, body });

    expect((await off({ password: 'wrong-password', code: codeNow(secret) })).body.error).toBe('PasswordIncorrect');
    expect((await off({ code: codeNow(secret) })).body.error).toBe('PasswordIncorrect');
    expect((await off({ password, code: codeNow(secret, 4) })).body.error).toBe('InvalidSecondFactorCode');
    expect((await off({ password })).body.error).toBe('ValidationError');
    expect((await api('GET', '/auth/second-factor', { token: user.token })).body.enabled).toBe(true);

    expect((await off({ password, recoveryCode: recoveryCodes[0] })).body).toEqual({ ok: true });
    expect((await api('GET', '/auth/second-factor', { token: user.token })).body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect((await off({ password, code: codeNow(secret) })).body.error).toBe('SecondFactorNotEnabled');
    const direct = await login(user.email);
    expect(direct.body.token).toEqual(expect.any(String));

    vi.useRealTimers();
    const mails = await mailsTo(user.email, { atLeast: 2 });
    expect(mails.map((mail) => mail.subject)).toContain(secondFactorMail({ email: user.email, firstName: 'Olena' }, 'removed', 'en').subject);
  });
});

describe('a factor is its owner\'s alone', () => {
  it('another user sees, confirms and turns off only their own, and cannot finish the owner\'s sign-in with theirs', async () => {
    const owner = await confirmedUser();
    const other = await confirmedUser();
    freezeClock(clockWindows++);
    const { recoveryCodes } = await enrol(owner);

    expect((await api('GET', '/auth/second-factor', { token: other.token })).body.enabled).toBe(false);
    // The owner's enrolment is not the other's to confirm (they have none), nor the owner's factor theirs to turn off.
    const otherStart = await api('POST', '/auth/second-factor/totp', { token: other.token });
    expect((await api('POST', '/auth/second-factor/disable', { token: other.token, body: { password, recoveryCode: recoveryCodes[0] } })).body.error).toBe(
      'SecondFactorNotEnabled',
    );
    // With a factor of their own, the other's codes do not finish the owner's sign-in, nor do the owner's recovery codes turn off theirs.
    pass(step);
    await api('POST', '/auth/second-factor/totp/confirm', { token: other.token, body: { code: codeNow(otherStart.body.secret) } });
    pass(step);
    const ownerChallenge = await challengeOf(owner.email);
    expect((await secondStep(ownerChallenge, { code: codeNow(otherStart.body.secret) })).body.error).toBe('InvalidSecondFactorCode');
    expect((await api('POST', '/auth/second-factor/disable', { token: other.token, body: { password, recoveryCode: recoveryCodes[1] } })).body.error).toBe(
      'InvalidSecondFactorCode',
    );
    expect((await api('GET', '/auth/second-factor', { token: owner.token })).body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // No route takes another user's id: the factor routes act on the session's user only.
    expect((await api('GET', '/auth/second-factor')).status).toBe(401);
  });
});

describe('the company policy', () => {
  it('root requires a second factor of roles; a user of such a role without one reaches only enrolment, sign-out and their profile until done', async () => {
    const owner = await companyOwner();
    const companyId = owner.company._id as string;
    const policy = (token: string, roles: string[]) => api('PUT', `/company/${companyId}/second-factor-policy`, { token, body: { roles } });
    const admin = await memberWithRole(companyId, 'admin');
    const otherAdmin = await memberWithRole(companyId, 'admin');
    const worker = await memberWithRole(companyId, 'worker');

    expect((await policy(admin.token, ['admin'])).body.error).toBe('AccessError');
    expect((await policy(owner.token, ['nobody'])).body.error).toBe('ValidationError');
    const set = await policy(owner.token, ['admin', 'root', 'admin']);
    expect(set.status).toBe(200);
    expect(set.body.secondFactorRoles).toEqual(['admin', 'root']);

    // An admin without a factor: every other call answers the named error, enrolment and sign-out do not.
    for (const [method, path] of [['GET', '/company/my'], ['GET', `/company/${companyId}/settings`], ['GET', `/company/${companyId}/user`], ['POST', '/auth/email/resend']] as const) {
      const answer = await api(method, path, { token: admin.token });
      expect([path, answer.status, answer.body.error]).toEqual([path, 403, 'SecondFactorEnrolmentRequired']);
    }
    expect((await api('GET', '/users/me', { token: admin.token })).status).toBe(200);
    expect((await api('GET', '/auth/second-factor', { token: admin.token })).body.enabled).toBe(false);
    // A role the policy does not name is not held back.
    expect((await api('GET', '/company/my', { token: worker.token })).status).toBe(200);

    // Enrolled, the admin reaches everything again.
    const started = await api('POST', '/auth/second-factor/totp', { token: admin.token });
    expect((await api('POST', '/auth/second-factor/totp/confirm', { token: admin.token, body: { code: totpCode(started.body.secret, Date.now()) } })).status).toBe(200);
    expect((await api('GET', '/company/my', { token: admin.token })).status).toBe(200);

    // Root is named too: signed in with the password, a session that is led to enrolment.
    const signedIn = await login(owner.email);
    expect(signedIn.body.token).toEqual(expect.any(String));
    expect((await api('GET', '/company/my', { token: signedIn.body.token })).body.error).toBe('SecondFactorEnrolmentRequired');
    expect((await api('POST', '/auth/logout', { token: signedIn.body.token })).status).toBe(200);
    const rootStart = await api('POST', '/auth/second-factor/totp', { token: owner.token });
    await api('POST', '/auth/second-factor/totp/confirm', { token: owner.token, body: { code: totpCode(rootStart.body.secret, Date.now()) } });
    expect((await api('GET', '/company/my', { token: owner.token })).status).toBe(200);

    // Lifted: the other admin, still without a factor, is let through at once.
    expect((await api('GET', '/company/my', { token: otherAdmin.token })).body.error).toBe('SecondFactorEnrolmentRequired');
    expect((await policy(owner.token, [])).body.secondFactorRoles).toEqual([]);
    expect((await api('GET', '/company/my', { token: otherAdmin.token })).status).toBe(200);
  });
});

afterAll(() => {
  delete process.env.GOOGLE_CLIENT_ID;
  delete process.env.GOOGLE_JWKS_URL;
  resetEnv();
});
