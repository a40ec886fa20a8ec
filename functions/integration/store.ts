import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { keys, type Key } from '../lib/db/keys';
import { countMatching, readInOrder } from '../lib/db/queries';
import { transact, type GuardedItem } from '../lib/db/transactions';
import { AppError } from '../lib/http/errors';
import { conditionalUpdate, guardedDelete, guardedPut, guardedUpdate, putIfAbsent } from '../lib/db/writes';

/**
 * The access tokens' records and access patterns (docs/data-model.md): a token lives in its
 * company's partition (listed there); its secret's SHA-256 points at it from a partition of its
 * own, so a call finds its company and its maker by the hash alone. Both go and come together,
 * with the company's count of live tokens (the cap, limits.integrationTokensMax).
 */

export interface TokenRecord extends Key {
  entity: 'integration-token';
  tokenId: string;
  companyId: string;
  name: string;
  secretHash: string;
  createdAt: string;
  createdBy: string;
  createdByName: string;
  lastUsedAt: string | null;
  /** Set when root took the token over (functions/integration/makers.ts): it follows them from then on. */
  takenOverBy?: string;
  takenOverByName?: string;
  takenOverAt?: string;
}

export interface SecretRecord extends Key {
  entity: 'integration-secret';
  companyId: string;
  tokenId: string;
  lastUsedAt: string | null;
  /**
   * The user the token follows, kept here so a call reads it with the pointer. Absent on pointers
   * written before issue 27: the token record's creator then, written here by that token's next call.
   */
  makerId?: string;
}

/** The company's count of live tokens (created and not revoked). */
interface TokenCountRecord extends Key {
  entity: 'integration-token-count';
  liveTokens: number;
}

/** A company's live tokens as a change to their count will see them. */
export interface TokenCount {
  /** false: no count was written yet (only tokens created before the cap); `live` was counted from the tokens. */
  stored: boolean;
  live: number;
}

/**
 * The company's live tokens: its count record, read consistently. A company whose tokens all date
 * from before the cap has none yet; its tokens are counted then (a consistent query of a handful of
 * records), and the change that writes the count first does so only while there still is none.
 */
export async function liveTokenCount(companyId: string): Promise<TokenCount> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.integrationTokenCount(companyId), ConsistentRead: true }));
  const record = answer.Item as TokenCountRecord | undefined;
  if (record) return { stored: true, live: record.liveTokens };
  const { pk, skPrefix } = keys.integrationTokensOf(companyId);
  const live = await countMatching({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ConsistentRead: true,
  });
  return { stored: false, live };
}

/**
 * A transaction item that counts one token more (`max`: refused as TooManyTokens at the cap) or one
 * fewer. Against a stored count the condition holds the cap however many creations race. Without
 * one, it writes the count `seen` was counted at (TooManyTokens at once when that is at the cap
 * already), on the condition that none exists yet: every creation and revocation writes the count,
 * so a change that landed since the tokens were counted makes this one fail as ConcurrentChange
 * (the caller counts again) instead of being counted twice.
 */
export function tokenCountChange(companyId: string, seen: TokenCount, change: { add: 1; max: number } | { add: -1 }): GuardedItem {
  const key = keys.integrationTokenCount(companyId);
  if (!seen.stored) {
    if (change.add === 1 && seen.live >= change.max) throw new AppError('TooManyTokens');
    const record: TokenCountRecord = { ...key, entity: 'integration-token-count', liveTokens: Math.max(0, seen.live + change.add) };
    return guardedPut(putIfAbsent(record), 'ConcurrentChange');
  }
  if (change.add === 1) {
    return guardedUpdate(
      conditionalUpdate(key, { update: 'ADD liveTokens :one', condition: 'liveTokens < :max', values: { ':one': 1, ':max': change.max } }),
      'TooManyTokens',
    );
  }
  // A revocation is never refused for the count's sake: a count record, once written, stays.
  return guardedUpdate(conditionalUpdate(key, { update: 'ADD liveTokens :minusOne', condition: 'attribute_exists(pk)', values: { ':minusOne': -1 } }), 'ConcurrentChange');
}

/** Writes a new token, its secret's pointer (naming its maker, the creator) and `count` in one transaction. */
export async function putToken(record: TokenRecord, count: GuardedItem): Promise<void> {
  const pointer: SecretRecord = {
    ...keys.integrationSecret(record.secretHash),
    entity: 'integration-secret',
    companyId: record.companyId,
    tokenId: record.tokenId,
    lastUsedAt: null,
    makerId: record.createdBy,
  };
  await transact([
    guardedPut(putIfAbsent(record)),
    guardedPut(putIfAbsent(pointer)),
    count,
  ]);
}

/** Access pattern: every token of a company, oldest first (a handful per company). */
export function tokensOfCompany(companyId: string): Promise<TokenRecord[]> {
  const { pk, skPrefix } = keys.integrationTokensOf(companyId);
  return readInOrder<TokenRecord>(
    { TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix } },
    Infinity,
  );
}

export async function tokenById(companyId: string, tokenId: string): Promise<TokenRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.integrationToken(companyId, tokenId), ConsistentRead: true }));
  return (answer.Item as TokenRecord | undefined) ?? null;
}

/**
 * Access pattern: the token a secret's hash names, read consistently, so a token revoked a moment
 * ago is already gone.
 */
export async function secretByHash(secretHash: string): Promise<SecretRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.integrationSecret(secretHash), ConsistentRead: true }));
  return (answer.Item as SecretRecord | undefined) ?? null;
}

/** Deletes a token, its secret's pointer and one from `count` together; NotFound when the company has no such token. */
export async function deleteToken(record: TokenRecord, count: GuardedItem): Promise<void> {
  await transact([
    guardedDelete({ TableName: tableName(), Key: keys.integrationToken(record.companyId, record.tokenId), ConditionExpression: 'attribute_exists(pk)' }, 'NotFound'),
    guardedDelete({ TableName: tableName(), Key: keys.integrationSecret(record.secretHash) }),
    count,
  ]);
}

/**
 * Root takes the token over: the token records who and when, and its pointer names them as its
 * maker, in one transaction (a token revoked meanwhile is NotFound and does not come back).
 */
export async function recordTakeOver(record: TokenRecord, by: { id: string; name: string }, at: string): Promise<void> {
  await transact([
    guardedUpdate(
      conditionalUpdate(keys.integrationToken(record.companyId, record.tokenId), {
        update: 'SET takenOverBy = :by, takenOverByName = :name, takenOverAt = :at',
        condition: 'attribute_exists(pk)',
        values: { ':by': by.id, ':name': by.name, ':at': at },
      }),
      'NotFound',
    ),
    guardedUpdate(
      conditionalUpdate(keys.integrationSecret(record.secretHash), { update: 'SET makerId = :by', condition: 'attribute_exists(pk)', values: { ':by': by.id } }),
      'NotFound',
    ),
  ]);
}

/**
 * Writes the maker onto a pointer written before issue 27, so later calls read it there. Only while
 * the pointer exists and names none: a take-over that landed meanwhile has already written its own.
 */
export async function noteMaker(secretHash: string, makerId: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand(
        conditionalUpdate(keys.integrationSecret(secretHash), {
          update: 'SET makerId = :maker',
          condition: 'attribute_exists(pk) AND attribute_not_exists(makerId)',
          values: { ':maker': makerId },
        }),
      ),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * Records a use of the token on both its records, unless it was revoked meanwhile (the condition
 * keeps a deleted record from coming back). A clash with a concurrent write loses only this mark.
 */
export async function markUsed(secret: SecretRecord, secretHash: string, at: string): Promise<void> {
  const touch = (key: Key) => ({
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET lastUsedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at },
    },
  });
  try {
    await db().send(
      new TransactWriteCommand({ TransactItems: [touch(keys.integrationSecret(secretHash)), touch(keys.integrationToken(secret.companyId, secret.tokenId))] }),
    );
  } catch (error) {
    if (!(error instanceof TransactionCanceledException) && !(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
