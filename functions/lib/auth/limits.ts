import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys, ttlAt } from '../db/keys';
import { AppError } from '../http/errors';

/**
 * Rate limits kept in the table (every Lambda container sees the same counts), each record
 * expiring by TTL: single slots (one action per window) and failed sign-in counters.
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

export interface FailureLimit {
  scope: 'account' | 'address';
  subject: string;
  max: number;
}

/** Sign-in failures are counted in fixed windows of this length. */
export const failureWindowSeconds = 15 * 60;

function windowStart(now: number): number {
  return Math.floor(now / 1000 / failureWindowSeconds) * failureWindowSeconds;
}

/** Throws TooManyAttempts (with the seconds until the window ends) when any counter is at its limit. */
export async function assertUnderFailureLimits(limits: FailureLimit[]): Promise<void> {
  const now = Date.now();
  const start = windowStart(now);
  const wanted = limits.map((limit) => keys.failures(limit.scope, limit.subject, start));
  const answer = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: wanted, ConsistentRead: true } } }));
  const found = answer.Responses?.[tableName()] ?? [];
  for (const limit of limits) {
    const key = keys.failures(limit.scope, limit.subject, start);
    const counter = found.find((item) => item.pk === key.pk && item.sk === key.sk);
    if (counter && Number(counter.count) >= limit.max) {
      throw new AppError('TooManyAttempts', { retryAfter: start + failureWindowSeconds - Math.floor(now / 1000) });
    }
  }
}

export async function recordFailure(limits: FailureLimit[]): Promise<void> {
  const now = Date.now();
  const start = windowStart(now);
  await Promise.all(
    limits.map((limit) =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.failures(limit.scope, limit.subject, start),
          UpdateExpression: 'ADD #count :one SET expiresAt = :expires, entity = :entity',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':expires': start + 2 * failureWindowSeconds, ':entity': 'failures' },
        }),
      ),
    ),
  );
}

export async function clearFailures(limit: Pick<FailureLimit, 'scope' | 'subject'>): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.failures(limit.scope, limit.subject, windowStart(Date.now())) }));
}
