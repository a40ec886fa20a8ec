import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '../../shared/i18n/languages';
import type { Role } from '../../shared/roles';
import type { CurrentUser } from '../../shared/schemas/users';
import { db, tableName } from '../lib/db/client';
import { keys, usersByCompanyKey, usersOfCompanyPartition, type Key } from '../lib/db/keys';
import { madeIf } from '../lib/db/conditions';
import type { GuardedItem } from '../lib/db/transactions';
import { batchGet } from '../lib/db/batches';
import { readInOrder } from '../lib/db/queries';
import { conditionalUpdate, guardedDelete, guardedPut, guardedUpdate, putIfAbsent } from '../lib/db/writes';

export type AuthType = 'password' | 'google';

/** A user as stored (PK USER#<id>, SK PROFILE). */
export interface UserRecord extends Key {
  usersByCompanyPk?: string;
  usersByCompanySk?: string;
  entity: 'user';
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  countryCode: string | null;
  image: string | null;
  passwordHash: string | null;
  authType: AuthType;
  role: Role;
  company: string | null;
  email_approved: boolean;
  phone_approved: boolean;
  language: Language;
  referer: string | null;
  /** Set when an admin last texted the user the app links. */
  lastSmsSentTime?: string;
  /** Web push tokens of the user's browsers, newest first. */
  pushTokens?: string[];
  /** Set while an authenticator app is on (functions/factors/second-factor.ts); its secret is in a record of its own. */
  secondFactor?: 'totp';
  /** How many passkeys the user has (functions/factors/passkeys.ts); each is a record of its own. */
  passkeys?: number;
  /** TTL of a self-registered account until its e-mail or phone is confirmed (functions/auth/unconfirmed.ts). */
  expiresAt?: number;
  /** Set while the user is deactivated (issue 28, docs/inactive-users.md): when, and by whom. */
  inactiveSince?: string;
  inactiveBy?: string;
  createdAt: string;
  updatedAt: string;
}

export async function getUser(userId: string): Promise<UserRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(userId), ConsistentRead: true }));
  return (answer.Item as UserRecord | undefined) ?? null;
}

/** A transaction item that writes a new user (refused if the id is taken). */
export function newUser(user: UserRecord): GuardedItem {
  return guardedPut(putIfAbsent(user));
}

/**
 * A transaction item that writes a changed user over the version that was read (`seen`, its
 * updatedAt) while they are still in the company; UserNotFound otherwise.
 */
export function changedMember(next: UserRecord, seen: string, companyId: string): GuardedItem {
  return guardedPut(
    {
      TableName: tableName(),
      Item: { ...next },
      ConditionExpression: 'updatedAt = :seen AND company = :company',
      ExpressionAttributeValues: { ':seen': seen, ':company': companyId },
    },
    'UserNotFound',
  );
}

/**
 * A transaction item that deletes a user of the company who is still active, or still inactive, as
 * read (the company's seat count depends on it); UserNotFound when they are not in it.
 */
export function removedMember(companyId: string, userId: string, inactive: boolean): GuardedItem {
  const state = inactive ? 'attribute_exists(inactiveSince)' : 'attribute_not_exists(inactiveSince)';
  return guardedDelete(
    { TableName: tableName(), Key: keys.user(userId), ConditionExpression: `company = :company AND ${state}`, ExpressionAttributeValues: { ':company': companyId } },
    'UserNotFound',
  );
}

/**
 * A transaction item that deactivates a user of the company over the version that was read (`seen`):
 * notes since when and by whom, and forgets the push tokens of their browsers (no push reaches them
 * while inactive, nor a signed-out browser after reactivation); ConcurrentChange when it changed.
 */
export function deactivatedMember(companyId: string, userId: string, seen: string, now: string, by: string): GuardedItem {
  return guardedUpdate(
    conditionalUpdate(keys.user(userId), {
      update: 'SET inactiveSince = :now, inactiveBy = :by, updatedAt = :now REMOVE pushTokens',
      condition: 'company = :company AND updatedAt = :seen',
      values: { ':now': now, ':by': by, ':company': companyId, ':seen': seen },
    }),
    'ConcurrentChange',
  );
}

/** A transaction item that reactivates a user of the company over the version that was read; ConcurrentChange when it changed. */
export function reactivatedMember(companyId: string, userId: string, seen: string, now: string): GuardedItem {
  return guardedUpdate(
    conditionalUpdate(keys.user(userId), {
      update: 'SET updatedAt = :now REMOVE inactiveSince, inactiveBy',
      condition: 'company = :company AND updatedAt = :seen',
      values: { ':now': now, ':company': companyId, ':seen': seen },
    }),
    'ConcurrentChange',
  );
}

interface InactiveUserRecord extends Key {
  entity: 'inactive-user';
  userId: string;
  since: string;
}

/** Part of a deactivation: the user's entry among the company's inactive users; UserStatusError when already there. */
export function inactiveEntryPut(companyId: string, userId: string, since: string): GuardedItem {
  const record: InactiveUserRecord = { ...keys.inactiveUser(companyId, userId), entity: 'inactive-user', userId, since };
  return guardedPut(putIfAbsent(record), 'UserStatusError');
}

/** Part of a reactivation (or of removing an inactive user): the entry goes; UserStatusError when it is not there. */
export function inactiveEntryDelete(companyId: string, userId: string): GuardedItem {
  return guardedDelete({ TableName: tableName(), Key: keys.inactiveUser(companyId, userId), ConditionExpression: 'attribute_exists(pk)' }, 'UserStatusError');
}

/** Access pattern: the ids of the company's inactive users (a few), from their entries under the company. */
export async function inactiveUserIds(companyId: string): Promise<string[]> {
  const { pk, skPrefix } = keys.inactiveUsersOf(companyId);
  const entries = await readInOrder<Pick<InactiveUserRecord, 'userId'>>(
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ProjectionExpression: 'userId',
    },
    Infinity,
  );
  return entries.map((entry) => entry.userId);
}

/** Access pattern: users by id (consistent BatchGetItem), in no particular order; ids of no user are left out. */
export function usersByIds(userIds: readonly string[]): Promise<UserRecord[]> {
  return batchGet<UserRecord>(userIds.map((id) => keys.user(id)), true);
}

/** Notes when an admin last texted the user the app links. */
export async function noteSmsSent(userId: string, at: string): Promise<void> {
  await db().send(
    new UpdateCommand(
      conditionalUpdate(keys.user(userId), { update: 'SET lastSmsSentTime = :now', condition: 'attribute_exists(pk)', values: { ':now': at } }),
    ),
  );
}

/** Writes a user's push tokens `kept` over the list `known` that was read; false when it changed meanwhile. */
export function replacePushTokens(userId: string, known: readonly string[], kept: readonly string[]): Promise<boolean> {
  return madeIf(
    db().send(
      new UpdateCommand(
        conditionalUpdate(keys.user(userId), { update: 'SET pushTokens = :kept', condition: 'pushTokens = :known', values: { ':kept': kept, ':known': known } }),
      ),
    ),
  );
}

/**
 * Access pattern: a company's users, oldest first, from the usersByCompany index. Stops once `upTo`
 * users that pass `where` are found; without `upTo` it walks the whole partition (bounded by the
 * plan's user limit).
 */
export async function usersOfCompany(
  companyId: string,
  page: { upTo?: number; where?: (user: UserRecord) => boolean } = {},
): Promise<UserRecord[]> {
  const { upTo, where } = page;
  const found: UserRecord[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'usersByCompany',
        KeyConditionExpression: 'usersByCompanyPk = :pk',
        ExpressionAttributeValues: { ':pk': usersOfCompanyPartition(companyId).usersByCompanyPk },
        ExclusiveStartKey: cursor,
        // Without a filter every entry counts, so the read stops at the page's end.
        ...(upTo !== undefined && !where ? { Limit: upTo - found.length } : {}),
      }),
    );
    for (const user of (answer.Items ?? []) as UserRecord[]) if (!where || where(user)) found.push(user);
    cursor = answer.LastEvaluatedKey;
  } while (cursor && (upTo === undefined || found.length < upTo));
  return upTo === undefined ? found : found.slice(0, upTo);
}

export function toCurrentUser(user: UserRecord): CurrentUser {
  return {
    _id: user._id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    image: user.image,
    phone: user.phone,
    role: user.role,
    company: user.company,
    email_approved: user.email_approved,
    phone_approved: user.phone_approved,
    language: user.language,
    createdAt: user.createdAt,
  };
}

/**
 * A transaction item that makes a user without a company the root of a new one and files them in
 * its users index; CompanyAlreadyExists when they already have a company.
 */
export function joinAsOwner(user: Pick<UserRecord, '_id' | 'createdAt'>, companyId: string, now: string): GuardedItem {
  const membership = usersByCompanyKey(companyId, user.createdAt, user._id);
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.user(user._id),
        UpdateExpression: 'SET company = :company, #role = :root, usersByCompanyPk = :ucPk, usersByCompanySk = :ucSk, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(company) OR attribute_type(company, :nullType))',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: {
          ':company': companyId,
          ':root': 'root',
          ':nullType': 'NULL',
          ':ucPk': membership.usersByCompanyPk,
          ':ucSk': membership.usersByCompanySk,
          ':now': now,
        },
      },
    },
    onConditionFailed: 'CompanyAlreadyExists',
  };
}

/** A transaction item that sets the role of a user of the company; UserNotFound when they are not in it. */
export function setRoleIn(companyId: string, userId: string, role: Role, now: string): GuardedItem {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET #role = :role, updatedAt = :now',
        ConditionExpression: 'company = :company',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':role': role, ':now': now, ':company': companyId },
      },
    },
    onConditionFailed: 'UserNotFound',
  };
}

interface HeirRecord extends Key {
  heirId: string;
  at: string;
}

/** Part of a user's removal: the user who inherits their items. */
export function recordHeir(companyId: string, userId: string, heirId: string): GuardedItem {
  const record: HeirRecord = { ...keys.userHeir(companyId, userId), heirId, at: new Date().toISOString() };
  return { item: { Put: { TableName: tableName(), Item: record } } };
}

/**
 * The member of the company who holds what `userId` held: the user while they are a member, else
 * their heir, followed further when the heir was removed too; null when the trail ends.
 */
export async function currentHolder(companyId: string, userId: string): Promise<UserRecord | null> {
  let id = userId;
  for (let hops = 0; hops < 20; hops += 1) {
    const user = await getUser(id);
    if (user?.company === companyId) return user;
    const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.userHeir(companyId, id), ConsistentRead: true }));
    const heir = answer.Item as HeirRecord | undefined;
    if (!heir) return null;
    id = heir.heirId;
  }
  return null;
}
