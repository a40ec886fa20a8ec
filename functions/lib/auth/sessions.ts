import { randomUUID } from 'node:crypto';
import { BatchGetCommand, type BatchGetCommandOutput, DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../../shared/roles';
import { batchDelete } from '../db/batches';
import { db, tableName } from '../db/client';
import { keys, ttlAt, type Key } from '../db/keys';
import { env } from '../env';
import { issueSessionToken, type SessionToken } from './tokens';

/**
 * Server-side sessions. A token only names a user and a session record; the record makes the token
 * revocable (logout, password change or reset, user deleted), and the caller's role and company are
 * read from the user's profile on every call, so a change to them holds on every device at once.
 */

/** The caller of a private route as the table says on this call. */
export interface Session {
  userId: string;
  sessionId: string;
  role: Role;
  companyId: string | null;
  /** Whether the user has a second factor (their company may require one of their role). */
  hasSecondFactor?: boolean;
}

interface SessionRecord extends Key {
  entity: 'session';
  sessionId: string;
  userId: string;
  createdAt: string;
  expiresAt: number;
}

/** The attributes of a user's profile (the users domain's record) that make the caller's rights. */
interface CallerProfile extends Key {
  role: Role;
  company: string | null;
  secondFactor?: string;
  /** Passkeys count as a second factor too. */
  passkeys?: number;
  /** Set while the user is deactivated (issue 28): none of their sessions works. */
  inactiveSince?: string;
}

/** Opens a session for the user and answers its token. */
export async function startSession(userId: string): Promise<string> {
  const sessionId = randomUUID();
  const now = new Date();
  const record: SessionRecord = {
    ...keys.session(userId, sessionId),
    entity: 'session',
    sessionId,
    userId,
    createdAt: now.toISOString(),
    expiresAt: ttlAt(new Date(now.getTime() + env().SESSION_TTL_HOURS * 3_600_000)),
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: record }));
  return issueSessionToken({ userId, sessionId });
}

/** Access pattern: a user's session record and profile together, in one consistent BatchGetItem. */
async function sessionAndProfile(token: SessionToken): Promise<{ session?: SessionRecord; profile?: CallerProfile }> {
  const sessionKey = keys.session(token.userId, token.sessionId);
  const profileKey = keys.user(token.userId);
  const found: Record<string, unknown>[] = [];
  let request: Record<string, unknown> | undefined = {
    [tableName()]: {
      Keys: [sessionKey, profileKey],
      ConsistentRead: true,
      ProjectionExpression: '#pk, #sk, #expiresAt, #role, #company, #secondFactor, #passkeys, #inactiveSince',
      ExpressionAttributeNames: {
        '#pk': 'pk',
        '#sk': 'sk',
        '#expiresAt': 'expiresAt',
        '#role': 'role',
        '#company': 'company',
        '#secondFactor': 'secondFactor',
        '#passkeys': 'passkeys',
        '#inactiveSince': 'inactiveSince',
      },
    },
  };
  while (request && Object.keys(request).length > 0) {
    const answer: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: request as never }));
    found.push(...(answer.Responses?.[tableName()] ?? []));
    request = answer.UnprocessedKeys;
  }
  return {
    session: found.find((item) => item.sk === sessionKey.sk) as SessionRecord | undefined,
    profile: found.find((item) => item.sk === profileKey.sk) as CallerProfile | undefined,
  };
}

/**
 * The caller a verified token names, or null when its session has ended or expired or its user is
 * gone or deactivated. Consistent reads, so a logout, a deletion, a deactivation or a demotion a
 * moment ago already holds.
 */
export async function resolveSession(token: SessionToken): Promise<Session | null> {
  const { session, profile } = await sessionAndProfile(token);
  // TTL deletion is lazy (up to days), so expiry is checked here too. A deactivation deletes the
  // user's sessions as well; the profile's mark makes it hold for any the deletion has not reached.
  if (!session || session.expiresAt * 1000 <= Date.now() || !profile || profile.inactiveSince) return null;
  return { userId: token.userId, sessionId: token.sessionId, role: profile.role, companyId: profile.company ?? null, hasSecondFactor: Boolean(profile.secondFactor) || (profile.passkeys ?? 0) > 0 };
}

export async function endSession(session: SessionToken): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.session(session.userId, session.sessionId) }));
}

/** Access pattern: the keys of every session record of a user (a few per user: one per device). */
async function sessionsOfUser(userId: string): Promise<Key[]> {
  const { pk, skPrefix } = keys.sessionsOf(userId);
  const found: Key[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: cursor,
      }),
    );
    found.push(...((page.Items ?? []) as Key[]));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return found;
}

/** Ends every session of the user (all devices). */
export async function endAllSessions(userId: string): Promise<void> {
  const sessions = await sessionsOfUser(userId);
  await batchDelete(sessions);
}
