import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys, ttlAt, type Key } from '../db/keys';
import { putIfAbsent } from '../db/writes';
import { hashOneTimeToken, newOneTimeToken } from './one-time-tokens';

/**
 * The challenge between the two steps of a sign-in (docs/security.md, "Second factor"): the auth
 * function issues it after the password or Google, the factors function takes it with a code or a
 * passkey. Stored as `keys.oneTimeToken` of its SHA-256 (kind `second-factor`), bound to the account; TTL.
 */
export const challengeRules = {
  /** A sign-in challenge lives this long: enough to open the app and type a code. */
  challengeSeconds: 5 * 60,
  /** Codes one challenge takes; then the password is asked for again (itself throttled). */
  challengeAttempts: 5,
} as const;

export interface ChallengeRecord extends Key {
  entity: 'token';
  kind: 'second-factor';
  userId: string;
  /** How the first step was passed. */
  method: 'password' | 'google' | 'passkey';
  /** Codes tried on this challenge. */
  attempts: number;
  expiresAt: number;
}

/** A new sign-in challenge: only the hash of its token is stored. */
export async function newChallenge(userId: string, method: ChallengeRecord['method'], seconds: number): Promise<string> {
  const { token, hash } = newOneTimeToken();
  const record: ChallengeRecord = {
    ...keys.oneTimeToken(hash),
    entity: 'token',
    kind: 'second-factor',
    userId,
    method,
    attempts: 0,
    expiresAt: ttlAt(new Date(Date.now() + seconds * 1000)),
  };
  await db().send(new PutCommand(putIfAbsent(record)));
  return token;
}

/**
 * Takes one attempt of a live challenge (at most `maxAttempts`), atomically: the record after it, or
 * null when the challenge is unknown, used, expired or out of attempts.
 */
export async function takeChallengeAttempt(token: string, maxAttempts: number): Promise<ChallengeRecord | null> {
  try {
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.oneTimeToken(hashOneTimeToken(token)),
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(pk) AND kind = :kind AND attempts < :max AND expiresAt > :now',
        ExpressionAttributeValues: { ':one': 1, ':kind': 'second-factor', ':max': maxAttempts, ':now': ttlAt(new Date()) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return answer.Attributes as ChallengeRecord;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

/** Uses a challenge up: false when another request used it first. */
export async function endChallenge(token: string): Promise<boolean> {
  try {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.oneTimeToken(hashOneTimeToken(token)), ConditionExpression: 'attribute_exists(pk)' }));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The account of a live challenge, without taking an attempt (what a passkey's options are made for); null otherwise. */
export async function readChallenge(token: string): Promise<ChallengeRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.oneTimeToken(hashOneTimeToken(token)), ConsistentRead: true }));
  const record = answer.Item as ChallengeRecord | undefined;
  if (!record || record.kind !== 'second-factor' || record.expiresAt <= ttlAt(new Date()) || record.attempts >= challengeRules.challengeAttempts) return null;
  return record;
}
