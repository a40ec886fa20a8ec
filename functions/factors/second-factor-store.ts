import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { keys, ttlAt, type Key } from '../lib/db/keys';
import { transact } from '../lib/db/transactions';
import { conditionalUpdate, guardedDelete, guardedPut, guardedUpdate, putIfAbsent } from '../lib/db/writes';
import { challengeRules } from '../lib/auth/sign-in-challenges';

/**
 * The second factor's records (docs/security.md, "Second factor"; docs/data-model.md):
 * - `keys.secondFactor`: the authenticator app's secret, the last step a code was accepted
 *   for, and the SHA-256 of each unused recovery code (a string set). Never answered by any route.
 * - `keys.secondFactorEnrolment`: a secret shown and not yet confirmed; TTL.
 * - `keys.oneTimeToken` (by its SHA-256): a sign-in challenge (functions/lib/auth/sign-in-challenges.ts, issued by auth).
 * The profile carries `secondFactor: 'totp'` while one is on, so a sign-in, which reads the
 * profile anyway, knows without another read.
 */

export const secondFactorRules = {
  ...challengeRules,
  /** An enrolment (a secret shown, not confirmed) waits this long for its code. */
  enrolmentSeconds: 15 * 60,
} as const;

export interface SecondFactorRecord extends Key {
  entity: 'second-factor';
  method: 'totp';
  secret: string;
  /** The TOTP step of the last accepted code: a code of this step or an earlier one is a replay. */
  lastUsedStep: number;
  /** SHA-256 of each unused recovery code; absent once all are used. */
  recoveryCodes?: Set<string>;
  enabledAt: string;
}

interface EnrolmentRecord extends Key {
  entity: 'second-factor-enrolment';
  secret: string;
  createdAt: string;
  expiresAt: number;
}

export async function readSecondFactor(userId: string): Promise<SecondFactorRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.secondFactor(userId), ConsistentRead: true }));
  return (answer.Item as SecondFactorRecord | undefined) ?? null;
}

export async function saveEnrolment(userId: string, secret: string, seconds: number): Promise<void> {
  const now = new Date();
  const record: EnrolmentRecord = {
    ...keys.secondFactorEnrolment(userId),
    entity: 'second-factor-enrolment',
    secret,
    createdAt: now.toISOString(),
    expiresAt: ttlAt(new Date(now.getTime() + seconds * 1000)),
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: record }));
}

/** The secret being enrolled, unless it expired (TTL deletion is lazy, so it is checked here too). */
export async function readEnrolment(userId: string): Promise<string | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.secondFactorEnrolment(userId), ConsistentRead: true }));
  const record = answer.Item as EnrolmentRecord | undefined;
  return record && record.expiresAt * 1000 > Date.now() ? record.secret : null;
}

/**
 * Turns the factor on: the factor's record (SecondFactorAlreadyEnabled when one exists), the
 * enrolment removed (only the one confirmed: one replaced meanwhile by a newer start is
 * ConcurrentChange), and the profile's flag, in one transaction.
 */
export async function enableSecondFactor(userId: string, secret: string, step: number, recoveryHashes: string[], now: string): Promise<void> {
  const record: SecondFactorRecord = {
    ...keys.secondFactor(userId),
    entity: 'second-factor',
    method: 'totp',
    secret,
    lastUsedStep: step,
    recoveryCodes: new Set(recoveryHashes),
    enabledAt: now,
  };
  await transact([
    guardedPut(putIfAbsent(record), 'SecondFactorAlreadyEnabled'),
    guardedDelete(
      { TableName: tableName(), Key: keys.secondFactorEnrolment(userId), ConditionExpression: 'secret = :secret', ExpressionAttributeValues: { ':secret': secret } },
      'ConcurrentChange',
    ),
    guardedUpdate(
      conditionalUpdate(keys.user(userId), {
        update: 'SET secondFactor = :method, updatedAt = :now',
        condition: 'attribute_exists(pk)',
        values: { ':method': 'totp', ':now': now },
      }),
      'Unauthorized',
    ),
  ]);
}

/** Turns the factor off: its record and the profile's flag, in one transaction (SecondFactorNotEnabled when none). */
export async function disableSecondFactor(userId: string, now: string): Promise<void> {
  await transact([
    guardedDelete({ TableName: tableName(), Key: keys.secondFactor(userId), ConditionExpression: 'attribute_exists(pk)' }, 'SecondFactorNotEnabled'),
    guardedUpdate(
      conditionalUpdate(keys.user(userId), { update: 'SET updatedAt = :now REMOVE secondFactor', condition: 'attribute_exists(pk)', values: { ':now': now } }),
      'Unauthorized',
    ),
  ]);
}

/**
 * Accepts a TOTP step once: moves `lastUsedStep` forward only if it is behind `step`, atomically, so
 * the same code sent twice (or in parallel) is accepted once. False: a replay.
 */
export async function useTotpStep(userId: string, step: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand(
        conditionalUpdate(keys.secondFactor(userId), {
          update: 'SET lastUsedStep = :step',
          condition: 'attribute_exists(pk) AND lastUsedStep < :step',
          values: { ':step': step },
        }),
      ),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** A new set of recovery codes in place of the old (SecondFactorNotEnabled when the factor is gone). */
export async function replaceRecoveryCodes(userId: string, hashes: string[]): Promise<void> {
  await transact([
    guardedUpdate(
      conditionalUpdate(keys.secondFactor(userId), { update: 'SET recoveryCodes = :codes', condition: 'attribute_exists(pk)', values: { ':codes': new Set(hashes) } }),
      'SecondFactorNotEnabled',
    ),
  ]);
}

/** Uses a recovery code once: removes its hash from the set if it is there. False: unknown or already used. */
export async function useRecoveryCode(userId: string, hash: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand(
        conditionalUpdate(keys.secondFactor(userId), {
          update: 'DELETE recoveryCodes :used',
          condition: 'contains(recoveryCodes, :hash)',
          values: { ':used': new Set([hash]), ':hash': hash },
        }),
      ),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
