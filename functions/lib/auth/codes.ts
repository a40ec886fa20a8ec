import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { limits } from '../../../shared/limits';
import { db, tableName } from '../db/client';
import { keys, ttlAt, type Key } from '../db/keys';
import { AppError } from '../http/errors';

/**
 * Numeric codes sent by SMS: one live code per user and purpose, stored hashed, valid for a few
 * minutes, and dropped after a bounded number of wrong attempts.
 */
export const maxCodeAttempts = 5;

interface CodeRecord extends Key {
  entity: 'code';
  codeHash: string;
  /** The phone the code was sent to; it is what a right code confirms. */
  phone: string;
  attempts: number;
  expiresAt: number;
}

function hashCode(userId: string, code: string): Buffer {
  return createHash('sha256').update(`${userId}:${code}`).digest();
}

export async function issueCode(userId: string, purpose: string, phone: string, minutes: number): Promise<string> {
  const code = String(randomInt(0, 10 ** limits.verificationCodeLength)).padStart(limits.verificationCodeLength, '0');
  const record: CodeRecord = {
    ...keys.code(userId, purpose),
    entity: 'code',
    codeHash: hashCode(userId, code).toString('base64url'),
    phone,
    attempts: 0,
    expiresAt: ttlAt(new Date(Date.now() + minutes * 60_000)),
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: record }));
  return code;
}

/**
 * Checks a code and answers the phone it was sent to; the code is used up on success. A wrong code
 * answers WrongCode, the last allowed wrong attempt TooManyAttempts, a missing or old one CodeExpired.
 */
export async function consumeCode(userId: string, purpose: string, code: string): Promise<string> {
  const key = keys.code(userId, purpose);
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const record = answer.Item as CodeRecord | undefined;
  if (!record || record.expiresAt * 1000 <= Date.now()) throw new AppError('CodeExpired');
  const matches = timingSafeEqual(hashCode(userId, code), Buffer.from(record.codeHash, 'base64url'));
  if (matches) {
    try {
      // Conditional on the same hash, so two requests with the right code use it once.
      await db().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: key,
          ConditionExpression: 'codeHash = :hash',
          ExpressionAttributeValues: { ':hash': record.codeHash },
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) throw new AppError('CodeExpired');
      throw error;
    }
    return record.phone;
  }
  if (record.attempts + 1 >= maxCodeAttempts) {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
    throw new AppError('TooManyAttempts');
  }
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD attempts :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  ).catch((error: unknown) => {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  });
  throw new AppError('WrongCode', { attemptsLeft: maxCodeAttempts - record.attempts - 1 });
}
