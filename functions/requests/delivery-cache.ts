import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { keys, ttlAt, type Key } from '../lib/db/keys';

/**
 * Answers of the delivery directory kept in the table (PK DELIVERY_CACHE#<sha256 of method and
 * query>), shared by every company: the same city or street search is answered from here until it
 * expires. The table's TTL removes expired entries eventually; reads check the time themselves.
 */
interface CacheRecord<T> extends Key {
  entity: 'delivery-cache';
  method: string;
  data: T[];
  cachedAt: string;
  expiresAt: number;
}

export function cacheKeyOf(method: string, query: Record<string, string>): string {
  const sorted = Object.keys(query).sort().map((name) => [name, query[name]]);
  return createHash('sha256').update(JSON.stringify([method, sorted])).digest('hex');
}

/** Access pattern: one cached answer by its hash; null when absent or expired. */
export async function cachedAnswer<T>(hash: string, now: Date): Promise<T[] | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.deliveryCache(hash) }));
  const record = answer.Item as CacheRecord<T> | undefined;
  return record && record.expiresAt * 1000 > now.getTime() ? record.data : null;
}

export async function keepAnswer<T>(hash: string, method: string, data: T[], now: Date, ttlMs: number): Promise<void> {
  const record: CacheRecord<T> = {
    ...keys.deliveryCache(hash),
    entity: 'delivery-cache',
    method,
    data,
    cachedAt: now.toISOString(),
    expiresAt: ttlAt(new Date(now.getTime() + ttlMs)),
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: record }));
}
