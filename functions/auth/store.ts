import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ErrorName } from '../../shared/errors';
import { db, tableName } from '../lib/db/client';
import { keys, type Key } from '../lib/db/keys';
import type { GuardedItem } from '../lib/db/transactions';
import { conditionalUpdate, guardedDelete, guardedUpdate } from '../lib/db/writes';
import type { ProfileChange } from '../lib/auth/link-tokens';

/** The auth domain's writes to user profiles: confirmations, a registering user's phone, replaced unconfirmed accounts. */

/** An e-mail confirmed by its link: the account is kept for good (the profile loses its TTL). */
export function emailConfirmed(now: string): ProfileChange {
  return { expression: 'SET email_approved = :yes, updatedAt = :now REMOVE expiresAt', values: { ':yes': true, ':now': now } };
}

/** A new password from a reset link. */
export function passwordFromLink(passwordHash: string, now: string): ProfileChange {
  return { expression: 'SET passwordHash = :hash, updatedAt = :now', values: { ':hash': passwordHash, ':now': now } };
}

/** An invited user's password; opening the link proved the e-mail. */
export function invitationAccepted(passwordHash: string, now: string): ProfileChange {
  return {
    expression: 'SET passwordHash = :hash, authType = :password, email_approved = :yes, updatedAt = :now',
    values: { ':hash': passwordHash, ':password': 'password', ':yes': true, ':now': now },
  };
}

/** A user's new password (changed while signed in). */
export async function setPassword(userId: string, passwordHash: string, now: string): Promise<void> {
  await db().send(
    new UpdateCommand(
      conditionalUpdate(keys.user(userId), {
        update: 'SET passwordHash = :hash, updatedAt = :now',
        condition: 'attribute_exists(pk)',
        values: { ':hash': passwordHash, ':now': now },
      }),
    ),
  );
}

/** The latest push tokens of a user's browsers. */
export async function savePushTokens(userId: string, tokens: string[]): Promise<void> {
  await db().send(
    new UpdateCommand(
      conditionalUpdate(keys.user(userId), { update: 'SET pushTokens = :tokens', condition: 'attribute_exists(pk)', values: { ':tokens': tokens } }),
    ),
  );
}

/** A new password from an SMS code, if the code went to the user's phone of now. */
export async function setPasswordIfPhone(userId: string, passwordHash: string, phone: string, now: string): Promise<void> {
  await db().send(
    new UpdateCommand(
      conditionalUpdate(keys.user(userId), {
        update: 'SET passwordHash = :hash, updatedAt = :now',
        condition: 'phone = :phone',
        values: { ':hash': passwordHash, ':now': now, ':phone': phone },
      }),
    ),
  );
}

/**
 * A registering user's new phone, while it is unconfirmed. A claim written with the account's
 * expiry needs the account still unconfirmed (ConcurrentChange when confirmed meanwhile); without
 * one, a phone confirmed meanwhile is AlreadyVerified.
 */
export function setUnconfirmedPhone(user: { _id: string; expiresAt?: number }, phone: string, now: string): GuardedItem {
  return guardedUpdate(
    conditionalUpdate(keys.user(user._id), {
      update: 'SET phone = :phone, updatedAt = :now',
      condition: user.expiresAt ? 'phone_approved = :no AND expiresAt = :expiry' : 'phone_approved = :no',
      values: { ':phone': phone, ':now': now, ':no': false, ...(user.expiresAt ? { ':expiry': user.expiresAt } : {}) },
    }),
    user.expiresAt ? 'ConcurrentChange' : 'AlreadyVerified',
  );
}

/** The phone a code was sent to, confirmed if it is still the user's (else CodeExpired); the account is kept for good. */
export function phoneConfirmed(userId: string, phone: string, now: string): GuardedItem {
  return guardedUpdate(
    conditionalUpdate(keys.user(userId), {
      update: 'SET phone_approved = :yes, updatedAt = :now REMOVE expiresAt',
      condition: 'phone = :phone',
      values: { ':yes': true, ':now': now, ':phone': phone },
    }),
    'CodeExpired',
  );
}

/**
 * The removal of an unconfirmed account's profile, on the condition that it is still unconfirmed
 * (and, with `createdBy`, older than that moment); `error` when it was confirmed meanwhile.
 */
export function removeUnconfirmedProfile(userId: string, error: ErrorName, createdBy?: string): GuardedItem {
  return guardedDelete(
    {
      TableName: tableName(),
      Key: keys.user(userId),
      ConditionExpression: `email_approved = :no AND phone_approved = :no AND (attribute_not_exists(company) OR company = :none)${createdBy ? ' AND createdAt <= :cutoff' : ''}`,
      ExpressionAttributeValues: { ':no': false, ':none': null, ...(createdBy ? { ':cutoff': createdBy } : {}) },
    },
    error,
  );
}

/** The removal of a record of a replaced account (its partition's rest). */
export function removeRecord(key: Key): GuardedItem {
  return guardedDelete({ TableName: tableName(), Key: key });
}

/** Everything else in an unconfirmed account's partition (codes, settings); it has no sessions. */
export async function partitionRest(userId: string): Promise<Key[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.user(userId).pk },
      ProjectionExpression: 'pk, sk',
      Limit: 50,
      ConsistentRead: true,
    }),
  );
  return ((answer.Items ?? []) as Key[]).filter((key) => key.sk !== keys.user(userId).sk);
}

/**
 * The sign-in guard's failure counters (functions/auth/sign-in-guard.ts): one record per scope and
 * window (`keys.failures`), removed by TTL at `expiresAt`.
 */
export interface FailureCounter {
  count?: number;
  /** Account counter: how many different addresses failed on the account in this window. */
  addresses?: number;
  /** Account counter: epoch ms before which no attempt on the account is checked. */
  notBefore?: number;
}

const failuresEntity = 'failures';

/** The counters of `wanted`, in its order (an empty counter where none is stored). */
export async function readFailureCounters(wanted: Key[]): Promise<FailureCounter[]> {
  const answer = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: wanted, ConsistentRead: true } } }));
  const found = answer.Responses?.[tableName()] ?? [];
  return wanted.map((key) => (found.find((item) => item.pk === key.pk && item.sk === key.sk) as FailureCounter | undefined) ?? {});
}

/**
 * Claims an account's next turn: no attempt is checked before `hold` (epoch ms) unless this one
 * never reports back. Answers null when claimed, else the `notBefore` of the turn someone else holds.
 */
export async function claimAccountTurn(key: Key, turn: { hold: number; now: number; expiresAt: number }): Promise<number | null> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        // Held for one delay: if this attempt never reports back, the account is not stuck.
        UpdateExpression: 'SET notBefore = :hold, expiresAt = :expires, entity = :entity',
        ConditionExpression: 'attribute_not_exists(notBefore) OR notBefore <= :now',
        ExpressionAttributeValues: {
          ':hold': turn.hold,
          ':now': turn.now,
          ':expires': turn.expiresAt,
          ':entity': failuresEntity,
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return null;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return Number(error.Item?.notBefore?.N ?? turn.now);
  }
}

/**
 * Counts one failure on a counter and answers it as it is now. An account counter (`newAddresses`
 * given: 1 when the failing address is new to it this window, else 0) also counts failing addresses.
 */
export async function countFailure(key: Key, expiresAt: number, newAddresses?: number): Promise<FailureCounter> {
  const account = newAddresses !== undefined;
  const answer = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: account
        ? 'ADD #count :one, addresses :newAddress SET expiresAt = :expires, entity = :entity'
        : 'ADD #count :one SET expiresAt = :expires, entity = :entity',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':expires': expiresAt,
        ':entity': failuresEntity,
        ...(account ? { ':newAddress': newAddresses } : {}),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return answer.Attributes as FailureCounter;
}

/** No attempt on the account is checked before `next` (epoch ms). */
export async function delayAccount(key: Key, next: number): Promise<void> {
  await db().send(
    new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'SET notBefore = :next', ExpressionAttributeValues: { ':next': next } }),
  );
}

/** Forgets failure counters (a right password). */
export async function forgetFailures(counters: Key[]): Promise<void> {
  await Promise.all(counters.map((key) => db().send(new DeleteCommand({ TableName: tableName(), Key: key }))));
}
