import { limits } from '../../shared/limits';
import type { AddPasskeyInput, Passkey, PasskeyAssertion, PasskeyOptionsAnswer } from '../../shared/schemas/passkeys';
import type { SecondFactorChallenge } from '../../shared/schemas/second-factor';
import type { CurrentUser } from '../../shared/schemas/users';
import { challengeRules, newChallenge, readChallenge } from '../lib/auth/sign-in-challenges';
import type { Session } from '../lib/auth/sessions';
import { AppError } from '../lib/http/errors';
import { getUser, type UserRecord } from '../users/public';
import { admitAttempt, audited, openSession, recordFailedAttempt, recordSuccess, sessionUser, type Caller, type Guarded, type Subject } from '../auth/public';
import {
  deletePasskey,
  markPasskeyUsed,
  passkeyOwner,
  passkeysOf,
  readPasskey,
  saveWebauthnChallenge,
  savePasskey,
  takeWebauthnChallenge,
  type PasskeyRecord,
} from './passkey-store';
import { tellOwnerOfFactorChange } from './second-factor-mail';
import { assertionOptions, challengeOf, counterMovesOn, registrationOptions, verifiedAssertion, verifiedRegistration, webauthnSeconds } from './webauthn';

/**
 * Passkeys (docs/security.md, "Passkeys"): added in the settings (options, then the credential made
 * with them), a way to sign in alone (a discoverable credential names its account), and a second
 * factor where sign-in asks for one. Every challenge is made and kept here, bound to its purpose (and
 * account and session), and taken once; the client's copy is only compared with it.
 */

/** The options as the route answers them: JSON for the browser to pass on as it is. */
const optionsAnswer = (options: { challenge: string }): PasskeyOptionsAnswer => ({ options: options as PasskeyOptionsAnswer['options'], expiresIn: webauthnSeconds });

const toPasskey = (record: PasskeyRecord): Passkey => ({
  _id: record.credentialId,
  name: record.name,
  createdAt: record.createdAt,
  lastUsedAt: record.lastUsedAt,
  backedUp: record.backedUp,
});

export async function listPasskeys(session: Session): Promise<{ data: Passkey[] }> {
  const records = await passkeysOf(session.userId);
  return { data: records.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(toPasskey) };
}

/** Options to add a passkey, for this session only. */
export async function passkeyRegistrationOptions(session: Session): Promise<PasskeyOptionsAnswer> {
  const user = await sessionUser(session);
  const existing = await passkeysOf(user._id);
  if (existing.length >= limits.passkeysPerUser) throw new AppError('PasskeysLimit');
  const options = await registrationOptions(user, existing);
  await saveWebauthnChallenge(options.challenge, 'registration', { userId: user._id, sessionId: session.sessionId }, webauthnSeconds);
  return optionsAnswer(options);
}

/** Adds the passkey made with this session's options; the owner is told. */
export async function addPasskey(session: Session, input: AddPasskeyInput, caller: Caller): Promise<Passkey> {
  const user = await sessionUser(session);
  return audited(caller, 'passkey_added', () => ({ accountId: user._id, factor: 'passkey' }), async () => {
    const challenge = challengeOf(input.credential.response.clientDataJSON);
    if (!challenge || !(await takeWebauthnChallenge(challenge, 'registration', { userId: user._id, sessionId: session.sessionId }))) {
      throw new AppError('PasskeyChallengeExpired');
    }
    const credential = await verifiedRegistration(input.credential, challenge);
    const record = await savePasskey(user._id, input.name, credential, new Date().toISOString());
    await tellOwnerOfFactorChange(user, 'added', caller.log, { kind: 'passkey', name: record.name });
    return toPasskey(record);
  });
}

/** Removes one of the caller's passkeys (another account's id is PasskeyNotFound); the owner is told. */
export async function removePasskey(session: Session, credentialId: string, caller: Caller): Promise<{ ok: true }> {
  const user = await sessionUser(session);
  return audited(caller, 'passkey_removed', () => ({ accountId: user._id, factor: 'passkey' }), async () => {
    const record = await readPasskey(user._id, credentialId);
    if (!record) throw new AppError('PasskeyNotFound');
    await deletePasskey(user._id, credentialId, new Date().toISOString());
    await tellOwnerOfFactorChange(user, 'removed', caller.log, { kind: 'passkey', name: record.name });
    return { ok: true as const };
  });
}

/** Options for a sign-in with a passkey alone: no account named, so no credentials listed. */
export async function passkeySignInOptions(caller: Caller): Promise<PasskeyOptionsAnswer> {
  // An address already refused for guessing gets no challenges to spend either.
  await admitAttempt(caller.sourceIp, undefined, 'passkey');
  const options = await assertionOptions();
  await saveWebauthnChallenge(options.challenge, 'sign-in', {}, webauthnSeconds);
  return optionsAnswer(options);
}

/** A failed assertion: counted against the address (and the account, once known), then refused. */
async function refuse(caller: Caller, guarded: Guarded, error: 'PasskeyNotRecognized' | 'PasskeyChallengeExpired' | 'PasskeyCounterRegressed', userId?: string): Promise<never> {
  await recordFailedAttempt(caller.sourceIp, userId, guarded);
  throw new AppError(error);
}

/**
 * Checks an assertion of one of the user's passkeys for a challenge already taken: the signature
 * against the stored key, the origin and the RP ID, then the counter, which must move on (and is
 * stored over the value checked, so two uses of one counter count once).
 */
async function checkAssertion(user: UserRecord, assertion: PasskeyAssertion, challenge: string, caller: Caller, guarded: Guarded) {
  const stored = await readPasskey(user._id, assertion.id);
  if (!stored) return refuse(caller, guarded, 'PasskeyNotRecognized', user._id);
  const checked = await verifiedAssertion(assertion, challenge, stored).catch(() => null);
  if (!checked) return refuse(caller, guarded, 'PasskeyNotRecognized', user._id);
  if (!counterMovesOn(stored.counter, checked.counter)) return refuse(caller, guarded, 'PasskeyCounterRegressed', user._id);
  if (!(await markPasskeyUsed(user._id, stored.credentialId, stored.counter, checked.counter, new Date().toISOString()))) {
    return refuse(caller, guarded, 'PasskeyCounterRegressed', user._id);
  }
  return checked;
}

const userHandleOf = (userId: string) => Buffer.from(userId, 'utf8').toString('base64url');

type SignedIn = { token: string; user: CurrentUser } | SecondFactorChallenge;

/**
 * Signs in with a passkey alone. With user verification (a PIN or biometrics on the device) it is
 * both factors: the session opens. Without, it is possession only: an account with an app answers a
 * challenge for its code, as after a password; one without opens the session as a password would.
 */
export async function signInWithPasskey(assertion: PasskeyAssertion, caller: Caller): Promise<SignedIn> {
  let subject: Subject = { factor: 'passkey' };
  return audited(caller, 'passkey', () => subject, async () => {
    await admitAttempt(caller.sourceIp, undefined, 'passkey');
    const challenge = challengeOf(assertion.response.clientDataJSON);
    if (!challenge || !(await takeWebauthnChallenge(challenge, 'sign-in'))) return refuse(caller, 'passkey', 'PasskeyChallengeExpired');
    const ownerId = await passkeyOwner(assertion.id);
    const user = ownerId ? await getUser(ownerId) : null;
    // The user handle, when the authenticator gives it, must name the same account as the credential.
    if (!user || (assertion.response.userHandle !== undefined && assertion.response.userHandle !== userHandleOf(user._id))) {
      return refuse(caller, 'passkey', 'PasskeyNotRecognized');
    }
    subject = { accountId: user._id, factor: 'passkey' };
    await admitAttempt(caller.sourceIp, user._id, 'passkey');
    const checked = await checkAssertion(user, assertion, challenge, caller, 'passkey');
    await recordSuccess(caller.sourceIp, user._id, 'passkey');
    if (checked.userVerified || !user.secondFactor) return openSession(user);
    const seconds = challengeRules.challengeSeconds;
    return { secondFactorRequired: true, challenge: await newChallenge(user._id, 'passkey', seconds), expiresIn: seconds, methods: ['totp', 'recovery_code'] };
  });
}

/** Options for answering a sign-in's challenge with one of its account's passkeys (listed). */
export async function secondFactorPasskeyOptions(signInChallenge: string): Promise<PasskeyOptionsAnswer> {
  const pending = await readChallenge(signInChallenge);
  // A challenge a passkey answered asks for another factor than a passkey.
  if (!pending || pending.method === 'passkey') throw new AppError('SecondFactorChallengeExpired');
  const passkeys = await passkeysOf(pending.userId);
  if (passkeys.length === 0) throw new AppError('PasskeyNotFound');
  const options = await assertionOptions(passkeys);
  await saveWebauthnChallenge(options.challenge, 'second-factor', { userId: pending.userId }, webauthnSeconds);
  return optionsAnswer(options);
}

/**
 * A passkey as the second step of a sign-in of `user` whose challenge was `method`: under the
 * second factor's counters, like a code. Possession is the factor, so user verification is not needed.
 */
export async function checkPasskeyFactor(user: UserRecord, assertion: PasskeyAssertion, method: 'password' | 'google' | 'passkey', caller: Caller): Promise<void> {
  await admitAttempt(caller.sourceIp, user._id, 'second-factor');
  if (method === 'passkey') return refuse(caller, 'second-factor', 'PasskeyNotRecognized', user._id);
  const challenge = challengeOf(assertion.response.clientDataJSON);
  if (!challenge || !(await takeWebauthnChallenge(challenge, 'second-factor', { userId: user._id }))) {
    return refuse(caller, 'second-factor', 'PasskeyChallengeExpired', user._id);
  }
  await checkAssertion(user, assertion, challenge, caller, 'second-factor');
  await recordSuccess(caller.sourceIp, user._id, 'second-factor');
}
