import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '../../shared/i18n/languages';
import { limits } from '../../shared/limits';
import { normalizePhone } from '../../shared/phone';
import type { LoginInput, RegisterInput } from '../../shared/schemas/auth';
import type { CurrentUser } from '../../shared/schemas/users';
import { sendMail } from '../lib/adapters/mailer';
import { hashOneTimeToken, newOneTimeToken } from '../lib/auth/one-time-tokens';
import { hashPassword, verifyPassword } from '../lib/auth/password';
import { issueSessionToken, issueVerificationToken } from '../lib/auth/tokens';
import { db, tableName } from '../lib/db/client';
import { keys, ttlAt, type Key } from '../lib/db/keys';
import { transact } from '../lib/db/transactions';
import { env } from '../lib/env';
import { AppError } from '../lib/http/errors';
import type { Logger } from '../lib/http/logger';
import { getUser, toCurrentUser, type UserRecord } from '../users/store';
import { confirmationMail } from './mail';

type TokenKind = 'email-confirmation';

interface OneTimeTokenRecord extends Key {
  entity: 'token';
  kind: TokenKind;
  userId: string;
  /** The address the link confirms: a link stops working if the user's e-mail changes meanwhile. */
  email: string;
  expiresAt: number;
  createdAt: string;
}

interface ClaimRecord extends Key {
  entity: 'claim';
  userId: string;
}

const hour = 60 * 60 * 1000;

function approveLink(token: string): string {
  return `${env().APP_URL.replace(/\/$/, '')}/auth/approve?token=${encodeURIComponent(token)}`;
}

async function claimOwner(key: Key): Promise<string | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return (answer.Item as ClaimRecord | undefined)?.userId ?? null;
}

/**
 * Creates the user and claims its e-mail and phone in one transaction, together with the
 * confirmation token; then mails the confirmation link in the user's language.
 */
export async function register(
  input: RegisterInput,
  language: Language,
  log: Logger,
): Promise<{ user: CurrentUser; token: string }> {
  const now = new Date();
  const userId = randomUUID();
  const user: UserRecord = {
    ...keys.user(userId),
    entity: 'user',
    _id: userId,
    firstName: input.firstName,
    lastName: '',
    email: input.email,
    phone: input.phone,
    countryCode: input.countryCode?.replace(/^\+/, '') ?? null,
    image: null,
    passwordHash: await hashPassword(input.password),
    authType: 'password',
    role: 'root',
    company: null,
    email_approved: false,
    phone_approved: false,
    language,
    referer: input.referer ?? null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const confirmation = newOneTimeToken();
  const tokenRecord: OneTimeTokenRecord = {
    ...keys.oneTimeToken(confirmation.hash),
    entity: 'token',
    kind: 'email-confirmation',
    userId,
    email: input.email,
    expiresAt: ttlAt(new Date(now.getTime() + limits.emailConfirmationTtlHours * hour)),
    createdAt: now.toISOString(),
  };
  const claim = (key: Key): ClaimRecord => ({ ...key, entity: 'claim', userId });
  const absent = 'attribute_not_exists(pk)';
  await transact([
    { item: { Put: { TableName: tableName(), Item: user, ConditionExpression: absent } } },
    {
      item: { Put: { TableName: tableName(), Item: claim(keys.emailClaim(input.email)), ConditionExpression: absent } },
      onConditionFailed: 'EmailAlreadyUsed',
    },
    ...(input.phone
      ? [
          {
            item: { Put: { TableName: tableName(), Item: claim(keys.phoneClaim(input.phone)), ConditionExpression: absent } },
            onConditionFailed: 'PhoneAlreadyUsed' as const,
          },
        ]
      : []),
    { item: { Put: { TableName: tableName(), Item: tokenRecord, ConditionExpression: absent } } },
  ]);

  try {
    await sendMail(confirmationMail(user.email, user.firstName, approveLink(confirmation.token), language));
  } catch (error) {
    // The account exists either way; the verification screen offers a resend.
    log.error('confirmation e-mail not sent', { userId, reason: error instanceof Error ? error.message : String(error) });
  }

  return {
    user: toCurrentUser(user),
    token: await issueVerificationToken(userId, limits.emailConfirmationTtlHours),
  };
}

export async function isEmailAvailable(email: string): Promise<boolean> {
  return (await claimOwner(keys.emailClaim(email))) === null;
}

export async function isPhoneAvailable(phone: string): Promise<boolean> {
  return (await claimOwner(keys.phoneClaim(phone))) === null;
}

/** Confirms the e-mail of a confirmation link; the token works once and only within its 24 hours. */
export async function acceptEmail(token: string): Promise<{ email_approved: true; email: string }> {
  const key = keys.oneTimeToken(hashOneTimeToken(token));
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const record = answer.Item as OneTimeTokenRecord | undefined;
  if (!record || record.kind !== 'email-confirmation') throw new AppError('LinkUnavailable');
  // TTL deletion is lazy (up to days), so expiry is checked here too.
  if (record.expiresAt * 1000 <= Date.now()) throw new AppError('LinkExpired');
  await transact([
    {
      item: { Delete: { TableName: tableName(), Key: key, ConditionExpression: 'attribute_exists(pk)' } },
      onConditionFailed: 'LinkUnavailable',
    },
    {
      item: {
        Update: {
          TableName: tableName(),
          Key: keys.user(record.userId),
          UpdateExpression: 'SET email_approved = :yes, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND email = :email',
          ExpressionAttributeValues: { ':yes': true, ':now': new Date().toISOString(), ':email': record.email },
        },
      },
      onConditionFailed: 'LinkUnavailable',
    },
  ]);
  return { email_approved: true, email: record.email };
}

/**
 * Signs in with an e-mail, or a phone when the login starts with +. The password is checked before
 * anything about the account's confirmation is revealed.
 */
export async function login(input: LoginInput): Promise<{ token: string; user: CurrentUser }> {
  const byPhone = input.login.startsWith('+');
  const phone = byPhone ? normalizePhone(input.login) : null;
  const claimKey = byPhone ? (phone ? keys.phoneClaim(phone) : null) : keys.emailClaim(input.login.toLowerCase());
  const userId = claimKey ? await claimOwner(claimKey) : null;
  const user = userId ? await getUser(userId) : null;
  if (!user) throw new AppError('UserNotFound');
  if (!user.passwordHash) throw new AppError('AuthTypeError');
  if (!(await verifyPassword(input.password, user.passwordHash))) throw new AppError('PasswordIncorrect');

  const loginApproved = byPhone ? user.phone_approved : user.email_approved;
  const otherApproved = byPhone ? user.email_approved : user.phone_approved;
  if (!loginApproved) {
    if (!otherApproved) throw new AppError('AccountNotVerified');
    throw new AppError(byPhone ? 'PhoneUnApproved' : 'EmailUnApproved');
  }
  const token = await issueSessionToken({ userId: user._id, role: user.role, companyId: user.company });
  return { token, user: toCurrentUser(user) };
}
