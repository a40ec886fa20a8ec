import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '../../shared/i18n/languages';
import { normalizeEmail } from '../../shared/email';
import { normalizePhone } from '../../shared/phone';
import { sendMail } from '../lib/adapters/mailer';
import { hashOneTimeToken, newOneTimeToken } from '../lib/auth/one-time-tokens';
import { db, tableName } from '../lib/db/client';
import { keys, ttlAt, type Key } from '../lib/db/keys';
import { transact, type GuardedItem } from '../lib/db/transactions';
import { env } from '../lib/env';
import { AppError } from '../lib/http/errors';
import { getUser, type UserRecord } from '../users/public';
import { confirmationMail } from './messages';

/** Shared pieces of the auth domain: claims, look-ups by login, one-time link tokens. */

export interface ClaimRecord extends Key {
  entity: 'claim';
  userId: string;
}

export async function claimOwner(key: Key): Promise<string | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return (answer.Item as ClaimRecord | undefined)?.userId ?? null;
}

export function claimItem(key: Key, userId: string): ClaimRecord {
  return { ...key, entity: 'claim', userId };
}

export interface LoginLookup {
  via: 'email' | 'phone';
  user: UserRecord | null;
}

/** A login is an e-mail, or a phone when it starts with + (spec: emailOrPhone). */
export async function findByLogin(login: string): Promise<LoginLookup> {
  if (login.startsWith('+')) {
    const phone = normalizePhone(login);
    const userId = phone ? await claimOwner(keys.phoneClaim(phone)) : null;
    return { via: 'phone', user: userId ? await getUser(userId) : null };
  }
  const userId = await claimOwner(keys.emailClaim(normalizeEmail(login)));
  return { via: 'email', user: userId ? await getUser(userId) : null };
}

export type LinkKind = 'email-confirmation' | 'password-reset' | 'invitation';

export interface LinkTokenRecord extends Key {
  entity: 'token';
  kind: LinkKind;
  userId: string;
  /** The address the link was sent to: it stops working if the user's e-mail changes meanwhile. */
  email: string;
  expiresAt: number;
  createdAt: string;
}

export function appLink(path: string, token: string): string {
  return `${env().APP_URL.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
}

/** A new link token: the item to write (only its hash is stored) and the token for the link. */
export function newLinkToken(kind: LinkKind, user: Pick<UserRecord, '_id' | 'email'>, minutes: number) {
  const { token, hash } = newOneTimeToken();
  const now = new Date();
  const record: LinkTokenRecord = {
    ...keys.oneTimeToken(hash),
    entity: 'token',
    kind,
    userId: user._id,
    email: user.email,
    expiresAt: ttlAt(new Date(now.getTime() + minutes * 60_000)),
    createdAt: now.toISOString(),
  };
  return { token, record };
}

/** The live record of a link token of this kind: LinkUnavailable when unknown or used, LinkExpired when old. */
export async function readLinkToken(token: string, kind: LinkKind): Promise<LinkTokenRecord> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.oneTimeToken(hashOneTimeToken(token)), ConsistentRead: true }),
  );
  const record = answer.Item as LinkTokenRecord | undefined;
  if (!record || record.kind !== kind) throw new AppError('LinkUnavailable');
  // TTL deletion is lazy (up to days), so expiry is checked here too.
  if (record.expiresAt * 1000 <= Date.now()) throw new AppError('LinkExpired');
  return record;
}

/**
 * Uses a link token once: deletes it and applies `update` to its user in one transaction, on the
 * condition that the user still has the e-mail the link was sent to.
 */
export async function consumeLinkToken(
  record: LinkTokenRecord,
  update: { expression: string; names?: Record<string, string>; values: Record<string, unknown> },
  alongside: GuardedItem[] = [],
): Promise<void> {
  const items: GuardedItem[] = [
    {
      item: { Delete: { TableName: tableName(), Key: { pk: record.pk, sk: record.sk }, ConditionExpression: 'attribute_exists(pk)' } },
      onConditionFailed: 'LinkUnavailable',
    },
    {
      item: {
        Update: {
          TableName: tableName(),
          Key: keys.user(record.userId),
          UpdateExpression: update.expression,
          ConditionExpression: 'attribute_exists(pk) AND email = :linkEmail',
          ExpressionAttributeNames: update.names,
          ExpressionAttributeValues: { ...update.values, ':linkEmail': record.email },
        },
      },
      onConditionFailed: 'LinkUnavailable',
    },
    ...alongside,
  ];
  await transact(items);
}

/** Writes a new confirmation link for the user and mails it; EmailSendError when SES refuses. */
export async function sendConfirmationLink(user: UserRecord, language: Language, hours: number): Promise<void> {
  const { token, record } = newLinkToken('email-confirmation', user, hours * 60);
  await transact([{ item: { Put: { TableName: tableName(), Item: record } } }]);
  try {
    await sendMail(confirmationMail(user.email, user.firstName, appLink('/auth/approve', token), language));
  } catch {
    throw new AppError('EmailSendError');
  }
}
