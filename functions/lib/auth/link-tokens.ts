import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { env } from '../env';
import { hashOneTimeToken, newOneTimeToken } from './one-time-tokens';
import { db, tableName } from '../db/client';
import { keys, ttlAt, type Key } from '../db/keys';
import { transact, type GuardedItem } from '../db/transactions';
import { conditionalUpdate, guardedDelete, guardedPut, guardedUpdate, putIfAbsent } from '../db/writes';
import { AppError } from '../http/errors';

/** Access to one-time link tokens (`keys.oneTimeToken`, by their SHA-256): confirmation, password reset, invitation. */

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

/** A new link token: the item to write (only its hash is stored) and the token for the link. */
export function newLinkToken(kind: LinkKind, user: { _id: string; email: string }, minutes: number) {
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

/** The write of a new link token in a transaction; `onlyNew` refuses to overwrite a record of the same hash. */
export function linkTokenItem(record: LinkTokenRecord, options: { onlyNew?: boolean } = {}): GuardedItem {
  return guardedPut(options.onlyNew ? putIfAbsent(record) : { TableName: tableName(), Item: { ...record } });
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

/** What using a link changes on its user's profile (functions/auth/store.ts names each). */
export interface ProfileChange {
  expression: string;
  names?: Record<string, string>;
  values: Record<string, unknown>;
}

/**
 * Uses a link token once: deletes it and applies `change` to its user in one transaction, on the
 * condition that the user still has the e-mail the link was sent to.
 */
export async function consumeLinkToken(record: LinkTokenRecord, change: ProfileChange, alongside: GuardedItem[] = []): Promise<void> {
  await transact([
    guardedDelete({ TableName: tableName(), Key: { pk: record.pk, sk: record.sk }, ConditionExpression: 'attribute_exists(pk)' }, 'LinkUnavailable'),
    guardedUpdate(
      conditionalUpdate(keys.user(record.userId), {
        update: change.expression,
        condition: 'attribute_exists(pk) AND email = :linkEmail',
        names: change.names,
        values: { ...change.values, ':linkEmail': record.email },
      }),
      'LinkUnavailable',
    ),
    ...alongside,
  ]);
}

/** The app's address of a page that takes a link token (`/auth/approve?token=...`). */
export function appLink(path: string, token: string): string {
  return `${env().APP_URL.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
}
