import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChangePasswordInput, LoginInput } from '../../shared/schemas/auth';
import type { CurrentUser } from '../../shared/schemas/users';
import { verifyGoogleIdToken } from '../lib/adapters/google';
import { assertUnderFailureLimits, clearFailures, recordFailure, type FailureLimit } from '../lib/auth/limits';
import { hashPassword, verifyPassword } from '../lib/auth/password';
import { endAllSessions, endSession, startSession, type Session } from '../lib/auth/sessions';
import { db, tableName } from '../lib/db/client';
import { keys } from '../lib/db/keys';
import { AppError } from '../lib/http/errors';
import { getUser, toCurrentUser, type UserRecord } from '../users/public';
import { claimOwner, findByLogin } from './accounts';

/** Failed sign-ins allowed per 15-minute window, per account and per client address. */
export const maxFailuresPerAccount = 5;
export const maxFailuresPerAddress = 30;

async function openSession(user: UserRecord): Promise<{ token: string; user: CurrentUser }> {
  const token = await startSession(user._id);
  return { token, user: toCurrentUser(user) };
}

function failureLimits(sourceIp: string, userId?: string): FailureLimit[] {
  const limits: FailureLimit[] = [];
  if (sourceIp) limits.push({ scope: 'address', subject: sourceIp, max: maxFailuresPerAddress });
  if (userId) limits.push({ scope: 'account', subject: userId, max: maxFailuresPerAccount });
  return limits;
}

/** Checks a password under the sign-in throttle: failures count, too many answer TooManyAttempts. */
async function checkPasswordOf(user: UserRecord, password: string, sourceIp: string): Promise<void> {
  const limits = failureLimits(sourceIp, user._id);
  await assertUnderFailureLimits(limits);
  if (!user.passwordHash) throw new AppError('AuthTypeError');
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordFailure(limits);
    throw new AppError('PasswordIncorrect');
  }
  await clearFailures({ scope: 'account', subject: user._id });
}

/**
 * Signs in with an e-mail, or a phone when the login starts with +. The password is checked before
 * anything about the account's confirmation is revealed.
 */
export async function login(input: LoginInput, sourceIp: string): Promise<{ token: string; user: CurrentUser }> {
  await assertUnderFailureLimits(failureLimits(sourceIp));
  const { via, user } = await findByLogin(input.login);
  if (!user) {
    // Unknown logins count against the address, so the not-found answer cannot be farmed freely.
    await recordFailure(failureLimits(sourceIp));
    throw new AppError('UserNotFound', { via });
  }
  await checkPasswordOf(user, input.password, sourceIp);
  const loginApproved = via === 'phone' ? user.phone_approved : user.email_approved;
  const otherApproved = via === 'phone' ? user.email_approved : user.phone_approved;
  if (!loginApproved) {
    if (!otherApproved) throw new AppError('AccountNotVerified');
    throw new AppError(via === 'phone' ? 'PhoneUnApproved' : 'EmailUnApproved');
  }
  return openSession(user);
}

/** Signs in with a Google ID token of a known e-mail; only accounts created for Google sign-in may use it. */
export async function signInWithGoogle(idToken: string): Promise<{ token: string; user: CurrentUser }> {
  const email = await verifyGoogleIdToken(idToken);
  if (!email) throw new AppError('InvalidToken');
  const userId = await claimOwner(keys.emailClaim(email));
  const user = userId ? await getUser(userId) : null;
  if (!user) throw new AppError('UserNotFound', { via: 'email' });
  if (user.authType !== 'google') throw new AppError('AuthTypeError');
  return openSession(user);
}

export async function logout(session: Session): Promise<{ ok: true }> {
  await endSession(session);
  return { ok: true };
}

async function sessionUser(session: Session): Promise<UserRecord> {
  const user = await getUser(session.userId);
  if (!user) throw new AppError('Unauthorized');
  return user;
}

export async function checkPassword(session: Session, password: string, sourceIp: string): Promise<{ ok: true }> {
  await checkPasswordOf(await sessionUser(session), password, sourceIp);
  return { ok: true };
}

/** Changes the password after checking the current one; every session ends and this caller gets a new one. */
export async function changePassword(session: Session, input: ChangePasswordInput, sourceIp: string) {
  const user = await sessionUser(session);
  await checkPasswordOf(user, input.password, sourceIp);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(user._id),
      UpdateExpression: 'SET passwordHash = :hash, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':hash': await hashPassword(input.newPassword), ':now': new Date().toISOString() },
    }),
  );
  await endAllSessions(user._id);
  return openSession(user);
}

/** Keeps the latest push tokens of the user's browsers (at most 10). */
export async function savePushToken(session: Session, token: string): Promise<{ ok: true }> {
  const user = await sessionUser(session);
  const tokens = [token, ...(user.pushTokens ?? []).filter((known) => known !== token)].slice(0, 10);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(user._id),
      UpdateExpression: 'SET pushTokens = :tokens',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':tokens': tokens },
    }),
  );
  return { ok: true };
}
