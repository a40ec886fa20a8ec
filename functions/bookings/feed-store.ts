import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { keys, type Key } from '../lib/db/keys';
import { transact } from '../lib/db/transactions';
import { guardedDelete, guardedPut } from '../lib/db/writes';

/**
 * Calendar feeds of bookings (docs/bookings.md, "Calendar feed"): the user's feed record and the
 * lookup row under the SHA-256 of the URL's secret, written and deleted together.
 */
export type FeedScope = 'mine' | 'company';

export interface FeedRecord extends Key {
  entity: 'booking-feed';
  userId: string;
  companyId: string;
  scope: FeedScope;
  secretHash: string;
  createdAt: string;
}

export async function getFeed(userId: string): Promise<FeedRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.bookingFeed(userId), ConsistentRead: true }));
  return (answer.Item as FeedRecord | undefined) ?? null;
}

/** Access pattern: the feed a URL's secret names, by the secret's hash. */
export async function feedBySecret(secretHash: string): Promise<FeedRecord | null> {
  // Consistent, so a revocation or a renewal holds at once.
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.bookingFeedSecret(secretHash), ConsistentRead: true }));
  return (answer.Item as FeedRecord | undefined) ?? null;
}

/** Turns the feed on with a new secret: the old secret's row goes, so its URL answers 404 at once. */
export async function replaceFeed(before: FeedRecord | null, after: FeedRecord): Promise<void> {
  const writes = [
    guardedPut({ TableName: tableName(), Item: { ...after, ...keys.bookingFeed(after.userId) } }),
    guardedPut({ TableName: tableName(), Item: { ...after, ...keys.bookingFeedSecret(after.secretHash) } }),
  ];
  if (before) writes.push(guardedDelete({ TableName: tableName(), Key: keys.bookingFeedSecret(before.secretHash) }));
  await transact(writes);
}

export async function deleteFeed(record: FeedRecord): Promise<void> {
  await transact([
    guardedDelete({ TableName: tableName(), Key: keys.bookingFeed(record.userId) }),
    guardedDelete({ TableName: tableName(), Key: keys.bookingFeedSecret(record.secretHash) }),
  ]);
}
