import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { notificationTypes, type Notification, type NotificationSettings, type NotificationType } from '../../shared/schemas/notifications';
import { db, tableName } from '../lib/db/client';
import { keys, sortableId, ttlAt, type Key } from '../lib/db/keys';
import { putIfAbsent } from '../lib/db/writes';

/**
 * The notifications' records (docs/notifications.md). Access patterns:
 * - a user's notifications, newest first: the partition NOTIFICATIONS#<userId>, sort keys N#<id>
 *   (ids sort by creation), read backwards;
 * - a user's unread notifications and their number: the sparse GSI unreadNotifications, whose keys
 *   only unread records carry (marking read removes them), so counting reads only unread entries;
 * - "did job J already raise its notification for user U": JOB#<jobId> in the same partition,
 *   written in the record's transaction;
 * - a user's e-mail switches: USER#<userId> / NOTIFICATION_SETTINGS.
 * Every record expires `retentionDays` after it was raised (TTL attribute expiresAt).
 */

export const retentionDays = 90;
const dayMs = 86_400_000;

export interface NotificationRecord extends Key {
  entity: 'notification';
  _id: string;
  userId: string;
  companyId: string;
  type: NotificationType;
  userName: string | null;
  userEmail: string | null;
  link: string | null;
  read: boolean;
  params: Record<string, string | number>;
  jobId: string;
  createdAt: string;
  expiresAt: number;
  unreadNotificationsPk?: string;
  unreadNotificationsSk?: string;
  /** Set once the message went to the user's devices / inbox (or there was nothing to send). */
  pushed?: boolean;
  mailed?: boolean;
}

interface RaisedRecord extends Key {
  entity: 'notificationRaised';
  notificationId: string;
  expiresAt: number;
}

export type NewNotification = Pick<NotificationRecord, 'userId' | 'companyId' | 'type' | 'userName' | 'userEmail' | 'link' | 'params' | 'jobId'>;

export function toNotification(record: NotificationRecord): Notification {
  return {
    _id: record._id,
    type: record.type,
    userName: record.userName,
    userEmail: record.userEmail,
    link: record.link,
    read: record.read,
    params: record.params,
    createdAt: record.createdAt,
  };
}

/**
 * Stores the notification of job `jobId` for one user unless that job already did: answers the
 * record and whether it was created now. The marker and the record are written in one transaction,
 * so a redelivered job finds the marker and gets the record the first delivery wrote.
 */
export async function raiseOnce(input: NewNotification, now = new Date()): Promise<{ record: NotificationRecord; created: boolean }> {
  const id = sortableId(now.getTime());
  const expiresAt = ttlAt(new Date(now.getTime() + retentionDays * dayMs));
  const record: NotificationRecord = {
    ...keys.notification(input.userId, id),
    ...keys.unreadNotificationKeys(input.userId, id),
    entity: 'notification',
    _id: id,
    ...input,
    read: false,
    createdAt: now.toISOString(),
    expiresAt,
  };
  const marker: RaisedRecord = { ...keys.notificationRaised(input.userId, input.jobId), entity: 'notificationRaised', notificationId: id, expiresAt };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: putIfAbsent(marker) },
          { Put: putIfAbsent(record) },
        ],
      }),
    );
    return { record, created: true };
  } catch (error) {
    const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
    if (reasons[0]?.Code !== 'ConditionalCheckFailed') throw error;
  }
  const raised = await db().send(new GetCommand({ TableName: tableName(), Key: keys.notificationRaised(input.userId, input.jobId), ConsistentRead: true }));
  const existing = await getNotification(input.userId, (raised.Item as RaisedRecord).notificationId);
  if (!existing) throw new Error(`notification of job ${input.jobId} for ${input.userId} has expired`);
  return { record: existing, created: false };
}

export async function getNotification(userId: string, notificationId: string): Promise<NotificationRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.notification(userId, notificationId), ConsistentRead: true }));
  return (answer.Item as NotificationRecord | undefined) ?? null;
}

/**
 * Takes one channel (push or mail) of a record for sending: false when an earlier delivery of the
 * job already sent it. A failed send gives it back (releaseChannel) so the retry sends it.
 */
export async function claimChannel(record: NotificationRecord, channel: 'pushed' | 'mailed'): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.notification(record.userId, record._id),
        UpdateExpression: 'SET #channel = :true',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#channel)',
        ExpressionAttributeNames: { '#channel': channel },
        ExpressionAttributeValues: { ':true': true },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function releaseChannel(record: NotificationRecord, channel: 'pushed' | 'mailed'): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.notification(record.userId, record._id),
      UpdateExpression: 'REMOVE #channel',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#channel': channel },
    }),
  );
}

/** How many entries a partition (or an index partition) holds, counted without returning them. */
async function countOf(query: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName' | 'Select'>): Promise<number> {
  let count = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer = await db().send(new QueryCommand({ TableName: tableName(), Select: 'COUNT', ...query, ExclusiveStartKey: cursor }));
    count += answer.Count ?? 0;
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  return count;
}

const unreadQuery = (userId: string) => ({
  IndexName: 'unreadNotifications',
  KeyConditionExpression: 'unreadNotificationsPk = :pk',
  ExpressionAttributeValues: { ':pk': keys.unreadNotificationsPartition(userId) },
});

const allQuery = (userId: string) => {
  const { pk, skPrefix } = keys.notificationsOf(userId);
  return { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix } };
};

export function unreadCount(userId: string): Promise<number> {
  return countOf(unreadQuery(userId));
}

export function notificationCount(userId: string): Promise<number> {
  return countOf(allQuery(userId));
}

/** One page of a user's notifications (or only the unread ones), newest first. */
export async function notificationsPage(userId: string, page: { offset: number; limit: number; unread: boolean }): Promise<NotificationRecord[]> {
  const wanted = page.offset + page.limit;
  const found: NotificationRecord[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer = await db().send(
      new QueryCommand({
        TableName: tableName(),
        ...(page.unread ? unreadQuery(userId) : allQuery(userId)),
        ScanIndexForward: false,
        Limit: wanted - found.length,
        ExclusiveStartKey: cursor,
      }),
    );
    found.push(...((answer.Items ?? []) as NotificationRecord[]));
    cursor = answer.LastEvaluatedKey;
  } while (cursor && found.length < wanted);
  return found.slice(page.offset, wanted);
}

/** Marks one of the user's notifications read: null when the user has no such notification; else whether it was unread. */
export async function markRead(userId: string, notificationId: string): Promise<boolean | null> {
  try {
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.notification(userId, notificationId),
        UpdateExpression: 'SET #read = :true REMOVE unreadNotificationsPk, unreadNotificationsSk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#read': 'read' },
        ExpressionAttributeValues: { ':true': true },
        ReturnValues: 'UPDATED_OLD',
      }),
    );
    return answer.Attributes?.read === false;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

/** Unread notifications marked per step of markAllRead: one index page, updated a few at a time. */
const markAllStep = 100;
const markAllConcurrency = 10;

/**
 * Marks every unread notification of the user read, a page of the unread index at a time, and
 * answers how many changed. Bounded per step so a user with thousands of unread notifications
 * costs a predictable number of reads and writes at once.
 */
export async function markAllRead(userId: string): Promise<number> {
  let updated = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer = await db().send(
      new QueryCommand({ TableName: tableName(), ...unreadQuery(userId), ProjectionExpression: '#id', ExpressionAttributeNames: { '#id': '_id' }, Limit: markAllStep, ExclusiveStartKey: cursor }),
    );
    const ids = (answer.Items ?? []).map((item) => String(item._id));
    for (let start = 0; start < ids.length; start += markAllConcurrency) {
      const results = await Promise.all(ids.slice(start, start + markAllConcurrency).map((id) => markRead(userId, id)));
      updated += results.filter(Boolean).length;
    }
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  return updated;
}

interface SettingsRecord extends Key {
  entity: 'notificationSettings';
  /** email_<type>: false when the user turned that kind's e-mail off; absent means on. */
  [emailSwitch: `email_${string}`]: boolean;
}

const switchName = (type: NotificationType) => `email_${type}`;

export async function getSettings(userId: string): Promise<NotificationSettings> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.notificationSettings(userId) }));
  const record = answer.Item as SettingsRecord | undefined;
  return { email: Object.fromEntries(notificationTypes.map((type) => [type, record?.[switchName(type) as `email_${string}`] !== false])) as NotificationSettings['email'] };
}

/** Sets the given switches and keeps the others; one attribute per kind, so two saves never undo each other. */
export async function saveSettings(userId: string, email: Partial<Record<NotificationType, boolean>>): Promise<NotificationSettings> {
  const entries = Object.entries(email) as [NotificationType, boolean][];
  if (entries.length > 0) {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.notificationSettings(userId),
        UpdateExpression: `SET entity = :entity, ${entries.map((_, index) => `#s${index} = :s${index}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([type], index) => [`#s${index}`, switchName(type)])),
        ExpressionAttributeValues: { ':entity': 'notificationSettings', ...Object.fromEntries(entries.map(([, on], index) => [`:s${index}`, on])) },
      }),
    );
  }
  return getSettings(userId);
}
