import type { ChangePasswordInput, LoginInput } from '../../shared/schemas/auth';
import type { CurrentUser } from '../../shared/schemas/users';
import { verifyGoogleIdToken } from '../lib/adapters/google';
import { hashPassword, verifyPassword } from '../lib/auth/password';
import { endAllSessions, endSession, startSession, type Session } from '../lib/auth/sessions';
import { keys } from '../lib/db/keys';
import { AppError, isAppError } from '../lib/http/errors';
import type { Logger } from '../lib/http/logger';
import { logSignIn, type SignInEvent, type SignInMethod } from '../lib/http/security-log';
import { getUser, refuseInactive, toCurrentUser, type UserRecord } from '../users/public';
import { findByLogin } from './accounts';
import { claimOwner } from '../lib/auth/claims';
import { savePushTokens, setPassword } from './store';
import { tellOwnerOfGuessing } from './guessing-mail';
import { confirmationOffer } from './registration';
import { admitAttempt, recordFailedAttempt, recordSuccess, signInRules } from './sign-in-guard';
import { challengeRules, newChallenge } from '../lib/auth/sign-in-challenges';
import type { SecondFactorChallenge } from '../../shared/schemas/second-factor';

/** Who is signing in, from the request: the derived client address and the request's logger. */
export interface Caller {
  sourceIp: string;
  log: Logger;
}

export async function openSession(user: UserRecord): Promise<{ token: string; user: CurrentUser }> {
  refuseInactive(user);
  const token = await startSession(user._id);
  return { token, user: toCurrentUser(user) };
}

export type Subject = Pick<SignInEvent, 'accountId' | 'loginKind' | 'factor'>;

/** Failures (wrong credentials) rather than refusals, in the security log. */
const wrongCredentials: ReadonlySet<string> = new Set([
  'PasswordIncorrect',
  'UserNotFound',
  'InvalidToken',
  'InvalidSecondFactorCode',
  'SecondFactorCodeUsed',
  'SecondFactorChallengeExpired',
  'PasskeyNotRecognized',
  'PasskeyChallengeExpired',
  'PasskeyCounterRegressed',
]);

/**
 * Runs a sign-in step and writes its outcome to the security log, whatever it is. A step that
 * answers a second-factor challenge is logged as `challenged`: no session exists yet.
 */
export async function audited<T>(caller: Caller, method: SignInMethod, subject: () => Subject, step: () => Promise<T>): Promise<T> {
  const entry = (outcome: SignInEvent['outcome'], reason?: string): SignInEvent => ({
    method,
    outcome,
    ...(reason ? { reason } : {}),
    ...subject(),
    clientAddress: caller.sourceIp,
  });
  try {
    const result = await step();
    const challenged = typeof result === 'object' && result !== null && 'secondFactorRequired' in result;
    logSignIn(caller.log, entry(challenged ? 'challenged' : 'success'));
    return result;
  } catch (error) {
    if (!isAppError(error)) throw error;
    logSignIn(caller.log, entry(wrongCredentials.has(error.errorName) ? 'failure' : 'refused', error.errorName));
    throw error;
  }
}

/**
 * Checks a password under the sign-in guard (sign-in-guard.ts): the counters first, the scrypt KDF
 * only for an admitted attempt. A failure may tell the owner their account is being guessed at.
 */
export async function checkPasswordOf(user: UserRecord, password: string, caller: Caller): Promise<void> {
  await admitAttempt(caller.sourceIp, user._id);
  if (!user.passwordHash) throw new AppError('AuthTypeError');
  if (!(await verifyPassword(password, user.passwordHash))) {
    const seen = await recordFailedAttempt(caller.sourceIp, user._id);
    if (seen && seen.failures === signInRules.guessingMailAfter) {
      await tellOwnerOfGuessing(user, seen, signInRules.windowSeconds / 60, caller.log);
    }
    throw new AppError('PasswordIncorrect');
  }
  await recordSuccess(caller.sourceIp, user._id);
}

type SignedIn = { token: string; user: CurrentUser } | SecondFactorChallenge;

/** The ways an account may answer a sign-in challenge: its app (and recovery codes) and its passkeys; none, no challenge. */
export function secondFactorMethods(user: Pick<UserRecord, 'secondFactor' | 'passkeys'>): SecondFactorChallenge['methods'] {
  return [...(user.secondFactor ? (['totp', 'recovery_code'] as const) : []), ...((user.passkeys ?? 0) > 0 ? (['passkey'] as const) : [])];
}

/**
 * A session for an account without a second factor; for one with a factor, a challenge instead:
 * a random token, stored hashed, bound to the account, that only POST /auth/login/second-factor
 * (or a passkey's assertion) takes, once, within challengeRules.challengeSeconds.
 */
async function signedIn(user: UserRecord, method: 'password' | 'google'): Promise<SignedIn> {
  refuseInactive(user);
  const methods = secondFactorMethods(user);
  if (methods.length === 0) return openSession(user);
  const seconds = challengeRules.challengeSeconds;
  return { secondFactorRequired: true, challenge: await newChallenge(user._id, method, seconds), expiresIn: seconds, methods };
}

/**
 * Signs in with an e-mail, or a phone when the login starts with +. The password is checked before
 * anything about the account's confirmation is revealed.
 */
export async function login(input: LoginInput, caller: Caller): Promise<SignedIn> {
  // Until the login is looked up, the log knows only its kind (the same test findByLogin makes).
  let subject: Subject = { loginKind: input.login.startsWith('+') ? 'phone' : 'email' };
  return audited(caller, 'password', () => subject, async () => {
    await admitAttempt(caller.sourceIp);
    const { via, user } = await findByLogin(input.login);
    subject = user ? { accountId: user._id } : { loginKind: via };
    if (!user) {
      // Unknown logins count against the address, so the not-found answer cannot be farmed freely.
      await recordFailedAttempt(caller.sourceIp);
      throw new AppError('UserNotFound', { via });
    }
    await checkPasswordOf(user, input.password, caller);
    const loginApproved = via === 'phone' ? user.phone_approved : user.email_approved;
    const otherApproved = via === 'phone' ? user.email_approved : user.phone_approved;
    if (!loginApproved) {
      // Only now, with the password proven, does the answer say how to confirm (send the confirmation again).
      const offer = await confirmationOffer(user, via);
      if (!otherApproved) throw new AppError('AccountNotVerified', offer);
      throw new AppError(via === 'phone' ? 'PhoneUnApproved' : 'EmailUnApproved', offer);
    }
    return signedIn(user, 'password');
  });
}

/** Signs in with a Google ID token of a known e-mail; only accounts created for Google sign-in may use it. */
export async function signInWithGoogle(idToken: string, caller: Caller): Promise<SignedIn> {
  let subject: Subject = {};
  return audited(caller, 'google', () => subject, async () => {
    const email = await verifyGoogleIdToken(idToken);
    if (!email) throw new AppError('InvalidToken');
    subject = { loginKind: 'email' };
    const userId = await claimOwner(keys.emailClaim(email));
    const user = userId ? await getUser(userId) : null;
    if (!user) throw new AppError('UserNotFound', { via: 'email' });
    subject = { accountId: user._id };
    if (user.authType !== 'google') throw new AppError('AuthTypeError');
    return signedIn(user, 'google');
  });
}

export async function logout(session: Session): Promise<{ ok: true }> {
  await endSession(session);
  return { ok: true };
}

export async function sessionUser(session: Session): Promise<UserRecord> {
  const user = await getUser(session.userId);
  if (!user) throw new AppError('Unauthorized');
  return user;
}

export async function checkPassword(session: Session, password: string, caller: Caller): Promise<{ ok: true }> {
  const user = await sessionUser(session);
  await audited(caller, 'check_password', () => ({ accountId: user._id }), () => checkPasswordOf(user, password, caller));
  return { ok: true };
}

/** Changes the password after checking the current one; every session ends and this caller gets a new one. */
export async function changePassword(session: Session, input: ChangePasswordInput, caller: Caller) {
  const user = await sessionUser(session);
  await audited(caller, 'change_password', () => ({ accountId: user._id }), () => checkPasswordOf(user, input.password, caller));
  await setPassword(user._id, await hashPassword(input.newPassword), new Date().toISOString());
  await endAllSessions(user._id);
  return openSession(user);
}

/** Keeps the latest push tokens of the user's browsers (at most 10). */
export async function savePushToken(session: Session, token: string): Promise<{ ok: true }> {
  const user = await sessionUser(session);
  const tokens = [token, ...(user.pushTokens ?? []).filter((known) => known !== token)].slice(0, 10);
  await savePushTokens(user._id, tokens);
  return { ok: true };
}
