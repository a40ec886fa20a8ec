import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { keys, type Key } from '../lib/db/keys';
import { transact } from '../lib/db/transactions';
import { guardedPut, putIfAbsent } from '../lib/db/writes';

/**
 * The access tokens' records and access patterns (docs/data-model.md): a token lives in its
 * company's partition (listed there); its secret's SHA-256 points at it from a partition of its
 * own, so a call finds its company by the hash alone. Both go and come together.
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
}

export interface SecretRecord extends Key {
  entity: 'integration-secret';
  companyId: string;
  tokenId: string;
  lastUsedAt: string | null;
}

/** Writes a new token and its secret's pointer in one transaction. */
export async function putToken(record: TokenRecord): Promise<void> {
  const pointer: SecretRecord = {
    ...keys.integrationSecret(record.secretHash),
    entity: 'integration-secret',
    companyId: record.companyId,
    tokenId: record.tokenId,
    lastUsedAt: null,
  };
  await transact([
    guardedPut(putIfAbsent(record)),
    guardedPut(putIfAbsent(pointer)),
  ]);
}

/** Access pattern: every token of a company, oldest first (a handful per company). */
export async function tokensOfCompany(companyId: string): Promise<TokenRecord[]> {
  const { pk, skPrefix } = keys.integrationTokensOf(companyId);
  const found: TokenRecord[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        ExclusiveStartKey: cursor,
      }),
    );
    found.push(...((page.Items ?? []) as TokenRecord[]));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return found;
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

/** Deletes a token and its secret's pointer together; false when the company has no such token. */
export async function deleteToken(record: TokenRecord): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName(), Key: keys.integrationToken(record.companyId, record.tokenId), ConditionExpression: 'attribute_exists(pk)' } },
          { Delete: { TableName: tableName(), Key: keys.integrationSecret(record.secretHash) } },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
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
