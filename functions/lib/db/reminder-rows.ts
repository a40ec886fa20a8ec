import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { ttlAt, type Key } from './keys';

/**
 * What the scheduled reminder jobs (maintenance plans, bookings) share: rows keyed by when they are
 * due, each raised once, and the last period (a day or an hour, as sortable text) a job finished.
 */

/**
 * Marks a due row handled, once: true for the run that marked it; false when another run did, or
 * the row was deleted meanwhile (its plan or booking changed). The row expires `keepDays` later.
 */
export async function markHandledOnce(key: Key, at: Date, keepDays: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: key.pk, sk: key.sk },
        UpdateExpression: 'SET sentAt = :at, expiresAt = :expires',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(sentAt)',
        ExpressionAttributeValues: { ':at': at.toISOString(), ':expires': ttlAt(new Date(at.getTime() + keepDays * 24 * 60 * 60 * 1000)) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The last period a job finished (its cursor row), or null before its first run. */
export async function lastPeriodDone(cursor: Key): Promise<string | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: cursor, ConsistentRead: true }));
  return (answer.Item?.period as string | undefined) ?? null;
}

/** Moves a job's last period done forward, never back (a late rerun of an older period leaves it). */
export async function advancePeriodDone(cursor: Key, period: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: cursor,
        UpdateExpression: 'SET #period = :period',
        ConditionExpression: 'attribute_not_exists(#period) OR #period < :period',
        ExpressionAttributeNames: { '#period': 'period' },
        ExpressionAttributeValues: { ':period': period },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
