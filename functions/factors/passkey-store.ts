import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { limits } from '../../shared/limits';
import { hashOneTimeToken } from '../lib/auth/one-time-tokens';
import { db, tableName } from '../lib/db/client';
import { keys, ttlAt, type Key } from '../lib/db/keys';
import { transact } from '../lib/db/transactions';
import { conditionalUpdate, guardedDelete, guardedPut, guardedUpdate, putIfAbsent, type DeleteInput } from '../lib/db/writes';
import type { NewCredential } from './webauthn';

/**
 * Passkeys' records (docs/security.md, "Passkeys"; docs/data-model.md):
 * - `keys.passkey`: the public key, the signature counter, the name, dates.
 * - `keys.passkeyOwner`: the account of a credential, for a sign-in that names none.
 * - `keys.oneTimeToken` (by the challenge's SHA-256): a WebAuthn challenge given out, its purpose and whom it is for; TTL,
 *   taken by one conditional delete, so it answers once.
 * The profile counts the passkeys (`passkeys`), so sign-in and the session check know without a query.
 */

export interface PasskeyRecord extends Key {
  entity: 'passkey';
  credentialId: string;
  userId: string;
  name: string;
  publicKey: string;
  counter: number;
  transports: string[];
  backedUp: boolean;
  deviceType: NewCredential['deviceType'];
  aaguid: string;
  createdAt: string;
  lastUsedAt: string | null;
}

interface PasskeyOwnerRecord extends Key {
  entity: 'passkey-owner';
  credentialId: string;
  userId: string;
}

/** What a challenge was given out for: adding a passkey, a sign-in with one alone, or a sign-in's second step. */
export type ChallengePurpose = 'registration' | 'sign-in' | 'second-factor';

interface ChallengeBinding {
  /** The account it was given to (registration and second step). */
  userId?: string;
  /** The session that asked (registration). */
  sessionId?: string;
}

interface WebauthnChallengeRecord extends Key, ChallengeBinding {
  entity: 'token';
  kind: `passkey-${ChallengePurpose}`;
  expiresAt: number;
}

export async function saveWebauthnChallenge(challenge: string, purpose: ChallengePurpose, binding: ChallengeBinding, seconds: number): Promise<void> {
  const record: WebauthnChallengeRecord = {
    ...keys.oneTimeToken(hashOneTimeToken(challenge)),
    entity: 'token',
    kind: `passkey-${purpose}`,
    ...binding,
    expiresAt: ttlAt(new Date(Date.now() + seconds * 1000)),
  };
  await db().send(new PutCommand(putIfAbsent(record)));
}

/**
 * The delete that uses a challenge up: only while it is live at `nowSeconds`, of this purpose and,
 * where given, for this account and session. A second delete finds nothing to match: single use.
 */
export function challengeTaking(challenge: string, purpose: ChallengePurpose, binding: ChallengeBinding, nowSeconds: number): DeleteInput {
  const conditions = ['kind = :kind', 'expiresAt > :now'];
  const values: Record<string, unknown> = { ':kind': `passkey-${purpose}`, ':now': nowSeconds };
  if (binding.userId !== undefined) {
    conditions.push('userId = :user');
    values[':user'] = binding.userId;
  }
  if (binding.sessionId !== undefined) {
    conditions.push('sessionId = :session');
    values[':session'] = binding.sessionId;
  }
  return { TableName: tableName(), Key: keys.oneTimeToken(hashOneTimeToken(challenge)), ConditionExpression: conditions.join(' AND '), ExpressionAttributeValues: values };
}

/** Uses a challenge up, once (challengeTaking). False: unknown, expired, used, or someone else's. */
export async function takeWebauthnChallenge(challenge: string, purpose: ChallengePurpose, binding: ChallengeBinding = {}): Promise<boolean> {
  try {
    await db().send(new DeleteCommand(challengeTaking(challenge, purpose, binding, ttlAt(new Date()))));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Access pattern: a user's passkeys (at most limits.passkeysPerUser), oldest credential id first. */
export async function passkeysOf(userId: string): Promise<PasskeyRecord[]> {
  const { pk, skPrefix } = keys.passkeysOf(userId);
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ConsistentRead: true,
    }),
  );
  return (answer.Items ?? []) as PasskeyRecord[];
}

export async function readPasskey(userId: string, credentialId: string): Promise<PasskeyRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.passkey(userId, credentialId), ConsistentRead: true }));
  return (answer.Item as PasskeyRecord | undefined) ?? null;
}

/** The account a credential id belongs to, or null. */
export async function passkeyOwner(credentialId: string): Promise<string | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.passkeyOwner(credentialId), ConsistentRead: true }));
  return (answer.Item as PasskeyOwnerRecord | undefined)?.userId ?? null;
}

/**
 * A new passkey, its owner's row (PasskeyAlreadyAdded when the credential is known) and the profile's
 * count (PasskeysLimit at limits.passkeysPerUser), in one transaction.
 */
export async function savePasskey(userId: string, name: string, credential: NewCredential, now: string): Promise<PasskeyRecord> {
  const record: PasskeyRecord = {
    ...keys.passkey(userId, credential.credentialId),
    entity: 'passkey',
    userId,
    name,
    ...credential,
    createdAt: now,
    lastUsedAt: null,
  };
  const owner: PasskeyOwnerRecord = { ...keys.passkeyOwner(credential.credentialId), entity: 'passkey-owner', credentialId: credential.credentialId, userId };
  await transact([
    guardedPut(putIfAbsent(owner), 'PasskeyAlreadyAdded'),
    guardedPut(putIfAbsent(record), 'PasskeyAlreadyAdded'),
    guardedUpdate(
      conditionalUpdate(keys.user(userId), {
        update: 'ADD passkeys :one SET updatedAt = :now',
        condition: 'attribute_exists(pk) AND (attribute_not_exists(passkeys) OR passkeys < :max)',
        values: { ':one': 1, ':max': limits.passkeysPerUser, ':now': now },
      }),
      'PasskeysLimit',
    ),
  ]);
  return record;
}

/** Removes a passkey of the user, its owner's row and one from the profile's count (PasskeyNotFound when it is not theirs). */
export async function deletePasskey(userId: string, credentialId: string, now: string): Promise<void> {
  await transact([
    guardedDelete({ TableName: tableName(), Key: keys.passkey(userId, credentialId), ConditionExpression: 'attribute_exists(pk)' }, 'PasskeyNotFound'),
    guardedDelete(
      { TableName: tableName(), Key: keys.passkeyOwner(credentialId), ConditionExpression: 'userId = :user', ExpressionAttributeValues: { ':user': userId } },
      'PasskeyNotFound',
    ),
    guardedUpdate(
      conditionalUpdate(keys.user(userId), { update: 'ADD passkeys :minus SET updatedAt = :now', condition: 'passkeys > :zero', values: { ':minus': -1, ':zero': 0, ':now': now } }),
      'PasskeyNotFound',
    ),
  ]);
}

/**
 * Records a use: the new counter and the date, only over the counter that was checked, so two
 * assertions checked against the same counter move it once. False: another use came first.
 */
export async function markPasskeyUsed(userId: string, credentialId: string, seenCounter: number, counter: number, now: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand(
        conditionalUpdate(keys.passkey(userId, credentialId), {
          update: 'SET #counter = :counter, lastUsedAt = :now',
          condition: 'attribute_exists(pk) AND #counter = :seen',
          names: { '#counter': 'counter' },
          values: { ':counter': counter, ':seen': seenCounter, ':now': now },
        }),
      ),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
