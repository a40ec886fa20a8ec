import { afterEach, describe, expect, it, vi } from 'vitest';
import { secondFactorMail } from '../../functions/factors/second-factor-mail';
import { signInRules } from '../../functions/auth/sign-in-guard';
import { totpCode } from '../../functions/factors/totp';
import { startSession } from '../../functions/lib/auth/sessions';
import { env, resetEnv } from '../../functions/lib/env';
import { api } from '../support/api';
import { companyOwner, confirmedUser, password, uniqueAddress } from '../support/factories';
import { captureLogs } from '../support/log-lines';
import { mailsTo } from '../support/mail';
import { memberWithRole } from '../support/members';
import { SoftAuthenticator } from '../support/soft-authenticator';

/**
 * Passkeys through the API (docs/security.md, "Passkeys") with a software authenticator that makes
 * its ES256 keys, `none` attestations and assertions by hand: adding one, signing in with it alone,
 * answering a sign-in's second step with it, and the refusals (a challenge used twice, a counter
 * going back, another account's passkey, a wrong origin).
 */

type Token = { token: string };

const origin = () => new URL(env().APP_URL).origin;
const logLevel = process.env.LOG_LEVEL;
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  if (process.env.LOG_LEVEL === logLevel) return;
  if (logLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = logLevel;
  resetEnv();
});

async function addPasskey(user: Token, authenticator: SoftAuthenticator, name = 'Work laptop') {
  const options = await api('POST', '/auth/account/passkeys/options', { token: user.token });
  expect(options.status).toBe(200);
  const credential = authenticator.register(options.body.options);
  const added = await api('POST', '/auth/account/passkeys', { token: user.token, body: { name, credential } });
  expect([added.status, added.body.error]).toEqual([201, undefined]);
  return added.body as { _id: string; name: string };
}

async function passkeySignIn(authenticator: SoftAuthenticator, overrides: Parameters<SoftAuthenticator['assert']>[1] = {}, sourceIp?: string) {
  const options = await api('POST', '/auth/login/passkey/options', { sourceIp });
  expect(options.status).toBe(200);
  const credential = authenticator.assert(options.body.options, overrides);
  return { credential, answer: await api('POST', '/auth/login/passkey', { body: { credential }, sourceIp }) };
}

describe('adding passkeys', () => {
  it('makes discoverable-credential options, keeps the passkey named, lists and removes it, and tells the owner each time', async () => {
    const user = await confirmedUser();
    const authenticator = new SoftAuthenticator(origin());
    const options = (await api('POST', '/auth/account/passkeys/options', { token: user.token })).body;
    expect(options.expiresIn).toBe(300);
    expect(options.options).toMatchObject({
      rp: { id: new URL(origin()).hostname, name: 'Assetbook' },
      user: { id: Buffer.from(user.user._id).toString('base64url'), name: user.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      attestation: 'none',
      excludeCredentials: [],
    });

    const first = await addPasskey(user, authenticator, 'Work laptop');
    await addPasskey(user, authenticator, 'Phone');
    // The next options exclude both.
    const again = (await api('POST', '/auth/account/passkeys/options', { token: user.token })).body.options;
    expect(again.excludeCredentials.map((entry: { id: string }) => entry.id).sort()).toEqual(authenticator.credentials.map((c) => c.id).sort());

    const listed = (await api('GET', '/auth/account/passkeys', { token: user.token })).body.data;
    expect(listed).toEqual([
      { _id: first._id, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null, backedUp: false },
      { _id: authenticator.credentials[1]!.id, name: 'Phone', createdAt: expect.any(String), lastUsedAt: null, backedUp: false },
    ]);

    // A registration answered for another origin, or a second time, is refused.
    const fresh = (await api('POST', '/auth/account/passkeys/options', { token: user.token })).body.options;
    const forged = new SoftAuthenticator('https://evil.example').register(fresh);
    expect((await api('POST', '/auth/account/passkeys', { token: user.token, body: { name: 'Forged', credential: forged } })).body.error).toBe('PasskeyNotRecognized');
    const replayed = new SoftAuthenticator(origin()).register(fresh);
    expect((await api('POST', '/auth/account/passkeys', { token: user.token, body: { name: 'Again', credential: replayed } })).body.error).toBe('PasskeyChallengeExpired');

    // Another session of the same user cannot answer this session's options.
    const otherSession = { token: await startSession(user.user._id) };
    const mine = (await api('POST', '/auth/account/passkeys/options', { token: user.token })).body.options;
    const credential = new SoftAuthenticator(origin()).register(mine);
    expect((await api('POST', '/auth/account/passkeys', { token: otherSession.token, body: { name: 'Elsewhere', credential } })).body.error).toBe('PasskeyChallengeExpired');

    const removed = await api('DELETE', `/auth/account/passkeys/${first._id}`, { token: user.token });
    expect(removed.status).toBe(200);
    expect((await api('GET', '/auth/account/passkeys', { token: user.token })).body.data.map((p: { name: string }) => p.name)).toEqual(['Phone']);
    expect((await api('DELETE', `/auth/account/passkeys/${first._id}`, { token: user.token })).body.error).toBe('PasskeyNotFound');

    const mails = await mailsTo(user.email, { atLeast: 3 });
    const subjects = mails.map((mail) => mail.subject);
    const subject = (change: 'added' | 'removed', name: string) => secondFactorMail({ email: user.email, firstName: 'Olena' }, change, 'en', { kind: 'passkey', name }).subject;
    expect(subjects).toEqual(expect.arrayContaining([subject('added', 'Work laptop'), subject('removed', 'Work laptop')]));
    expect(mails.some((mail) => mail.body.text?.includes('"Work laptop"'))).toBe(true);
  });

  it("another company's user cannot remove it", async () => {
    const owner = await companyOwner();
    const stranger = await companyOwner();
    const passkey = await addPasskey(owner, new SoftAuthenticator(origin()));
    const refused = await api('DELETE', `/auth/account/passkeys/${passkey._id}`, { token: stranger.token });
    expect([refused.status, refused.body.error]).toEqual([404, 'PasskeyNotFound']);
    expect((await api('GET', '/auth/account/passkeys', { token: stranger.token })).body.data).toEqual([]);
    expect((await api('GET', '/auth/account/passkeys', { token: owner.token })).body.data).toHaveLength(1);
  });
});

describe('signing in with a passkey alone', () => {
  it('finds the account by the credential, opens a session without a code, and writes the security log', async () => {
    const user = await confirmedUser();
    const authenticator = new SoftAuthenticator(origin());
    await addPasskey(user, authenticator);
    // An app too: a verified passkey is both factors, so no code is asked.
    const started = await api('POST', '/auth/second-factor/totp', { token: user.token });
    await api('POST', '/auth/second-factor/totp/confirm', { token: user.token, body: { code: totpCode(started.body.secret, Date.now()) } });

    const options = (await api('POST', '/auth/login/passkey/options')).body.options;
    expect(options.allowCredentials).toBeUndefined();
    expect(options).toMatchObject({ rpId: new URL(origin()).hostname, userVerification: 'preferred' });

    process.env.LOG_LEVEL = 'info';
    resetEnv();
    const logs = captureLogs();
    const credential = authenticator.assert(options);
    const signedIn = await api('POST', '/auth/login/passkey', { body: { credential } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user._id).toBe(user.user._id);
    expect((await api('GET', '/users/me', { token: signedIn.body.token })).status).toBe(200);
    const listed = (await api('GET', '/auth/account/passkeys', { token: user.token })).body.data;
    expect(listed[0].lastUsedAt).toEqual(expect.any(String));

    // The same assertion again: its challenge was used.
    const replay = await api('POST', '/auth/login/passkey', { body: { credential } });
    expect([replay.status, replay.body.error]).toEqual([410, 'PasskeyChallengeExpired']);

    const events = logs.lines().filter((line) => line.event === 'security.sign_in' && line.method === 'passkey');
    expect(events.map((line) => [line.outcome, line.reason, line.factor])).toEqual([
      ['success', undefined, 'passkey'],
      ['failure', 'PasskeyChallengeExpired', 'passkey'],
    ]);
    expect(events[0]!.accountId).toBe(user.user._id);
  });

  it('takes no challenge past its 5 minutes', async () => {
    const user = await confirmedUser();
    const authenticator = new SoftAuthenticator(origin());
    await addPasskey(user, authenticator);
    const options = (await api('POST', '/auth/login/passkey/options')).body.options;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301_000);
    const late = await api('POST', '/auth/login/passkey', { body: { credential: authenticator.assert(options) } });
    vi.useRealTimers();
    expect([late.status, late.body.error]).toEqual([410, 'PasskeyChallengeExpired']);
  });

  it('refuses a counter that goes back, an unknown credential and a wrong origin, and throttles the failures', async () => {
    const user = await confirmedUser();
    const authenticator = new SoftAuthenticator(origin());
    await addPasskey(user, authenticator);
    const address = uniqueAddress();
    expect((await passkeySignIn(authenticator, { counter: 5 }, address)).answer.status).toBe(200);
    const back = await passkeySignIn(authenticator, { counter: 3 }, address);
    expect([back.answer.status, back.answer.body.error]).toEqual([400, 'PasskeyCounterRegressed']);
    const same = await passkeySignIn(authenticator, { counter: 5 }, address);
    expect(same.answer.body.error).toBe('PasskeyCounterRegressed');
    expect((await passkeySignIn(authenticator, { counter: 6 }, address)).answer.status).toBe(200);

    const wrongOrigin = await passkeySignIn(authenticator, { origin: 'https://evil.example' }, address);
    expect(wrongOrigin.answer.body.error).toBe('PasskeyNotRecognized');
    const stranger = new SoftAuthenticator(origin());
    stranger.register({ challenge: 'x', rp: { id: new URL(origin()).hostname }, user: { id: 'bm9ib2R5' } });
    expect((await passkeySignIn(stranger, {}, address)).answer.body.error).toBe('PasskeyNotRecognized');
    // Failures of this address on the account up to the limit: the address waits out the window, with the right passkey too.
    for (let failures = 1; failures < signInRules.maxFailuresPerAddressOnAccount; failures++) {
      expect((await passkeySignIn(authenticator, { counter: 1 }, address)).answer.body.error).toBe('PasskeyCounterRegressed');
    }
    const held = await passkeySignIn(authenticator, { counter: 100 }, address);
    expect([held.answer.status, held.answer.body.error]).toEqual([429, 'TooManyAttempts']);
  });
});

describe('a passkey as the second factor', () => {
  it('answers the challenge of a password sign-in with an assertion for options listing the account’s passkeys, once', async () => {
    const user = await confirmedUser();
    const authenticator = new SoftAuthenticator(origin());
    const passkey = await addPasskey(user, authenticator);

    // Passkeys alone are a second factor: the password answers a challenge for one.
    const challenged = (await api('POST', '/auth/login', { body: { login: user.email, password } })).body;
    expect(challenged).toMatchObject({ secondFactorRequired: true, methods: ['passkey'] });
    const options = (await api('POST', '/auth/login/second-factor/passkey-options', { body: { challenge: challenged.challenge } })).body.options;
    expect(options.allowCredentials).toEqual([{ id: passkey._id, type: 'public-key', transports: ['internal'] }]);

    // A sign-in challenge of the discoverable kind does not answer the second step.
    const discoverable = (await api('POST', '/auth/login/passkey/options')).body.options;
    const wrongKind = await api('POST', '/auth/login/second-factor', { body: { challenge: challenged.challenge, passkey: authenticator.assert(discoverable) } });
    expect(wrongKind.body.error).toBe('PasskeyChallengeExpired');

    const assertion = authenticator.assert(options);
    const signedIn = await api('POST', '/auth/login/second-factor', { body: { challenge: challenged.challenge, passkey: assertion } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user._id).toBe(user.user._id);
    const replay = await api('POST', '/auth/login/second-factor', { body: { challenge: challenged.challenge, passkey: assertion } });
    expect(replay.body.error).toBe('SecondFactorChallengeExpired');

    // Removed, it is no factor any more: the password opens the session at once.
    await api('DELETE', `/auth/account/passkeys/${passkey._id}`, { token: user.token });
    expect((await api('POST', '/auth/login', { body: { login: user.email, password } })).body.token).toEqual(expect.any(String));
    expect((await passkeySignIn(authenticator)).answer.body.error).toBe('PasskeyNotRecognized');
  });

  it('counts for the company policy: a role that must have a second factor is let through once a passkey is added', async () => {
    const owner = await companyOwner();
    const companyId = owner.company._id as string;
    const admin = await memberWithRole(companyId, 'admin');
    expect((await api('PUT', `/company/${companyId}/second-factor-policy`, { token: owner.token, body: { roles: ['admin'] } })).status).toBe(200);
    expect((await api('GET', '/company/my', { token: admin.token })).body.error).toBe('SecondFactorEnrolmentRequired');
    // Adding a passkey is one of the things a held-back user may do.
    await addPasskey(admin, new SoftAuthenticator(origin()));
    expect((await api('GET', '/company/my', { token: admin.token })).status).toBe(200);
  });
});
