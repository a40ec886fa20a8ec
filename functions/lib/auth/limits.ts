import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys, ttlAt } from '../db/keys';
import { AppError } from '../http/errors';

/**
 * Rate limits kept in the table (every Lambda container sees the same counts), each record
 * expiring by TTL. Failed sign-ins have their own rules: functions/auth/sign-in-guard.ts.
 */

/**
 * Takes the one slot of `action` for `subject` for `seconds`, or throws NotNow with the seconds left.
 * Answers a function that gives the slot back (when the action then fails to send anything).
 */
export async function takeSlot(action: string, subject: string, seconds: number): Promise<() => Promise<void>> {
  const now = Date.now();
  const key = keys.rateSlot(action, subject);
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, entity: 'rate-slot', expiresAt: ttlAt(new Date(now + seconds * 1000)) },
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': ttlAt(new Date(now)) },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      const until = Number(error.Item?.expiresAt?.N ?? 0) * 1000;
      throw new AppError('NotNow', { retryAfter: Math.max(1, Math.ceil((until - now) / 1000)) });
    }
    throw error;
  }
  return async () => {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
  };
}
