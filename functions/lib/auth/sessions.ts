import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys, ttlAt, type Key } from '../db/keys';
import { env } from '../env';
import { issueSessionToken, type Session } from './tokens';

/**
 * Server-side sessions make tokens revocable: every session token names a session record, and a
 * token whose record is gone (logout, password change or reset, user deleted) is refused.
 */
interface SessionRecord extends Key {
  entity: 'session';
  sessionId: string;
  userId: string;
  createdAt: string;
  expiresAt: number;
}

export type NewSession = Omit<Session, 'sessionId'>;

/** Opens a session and answers its token. */
export async function startSession(session: NewSession): Promise<string> {
  const sessionId = randomUUID();
  const now = new Date();
  const record: SessionRecord = {
    ...keys.session(session.userId, sessionId),
    entity: 'session',
    sessionId,
    userId: session.userId,
    createdAt: now.toISOString(),
    expiresAt: ttlAt(new Date(now.getTime() + env().SESSION_TTL_HOURS * 3_600_000)),
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: record }));
  return issueSessionToken({ ...session, sessionId });
}

export async function isSessionActive(session: Session): Promise<boolean> {
  // Consistent, so a session ended a moment ago (logout, password change) is refused at once.
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.session(session.userId, session.sessionId), ConsistentRead: true }));
  const record = answer.Item as SessionRecord | undefined;
  return Boolean(record && record.expiresAt * 1000 > Date.now());
}

export async function endSession(session: Session): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.session(session.userId, session.sessionId) }));
}

/** Ends every session of the user (all devices). */
export async function endAllSessions(userId: string): Promise<void> {
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.session(userId, '').pk, ':prefix': keys.session(userId, '').sk },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: cursor,
      }),
    );
    const items = (page.Items ?? []) as Key[];
    for (let start = 0; start < items.length; start += 25) {
      const batch = items.slice(start, start + 25).map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } }));
      let request: Record<string, unknown[]> | undefined = { [tableName()]: batch };
      while (request && Object.keys(request).length > 0) {
        const answer = await db().send(new BatchWriteCommand({ RequestItems: request as never }));
        request = answer.UnprocessedItems as Record<string, unknown[]> | undefined;
      }
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
}
