import { createHash } from 'node:crypto';
import { keys, ttlAt } from '../lib/db/keys';
import { deliveryCacheEntry, putDeliveryCacheEntry, type DeliveryCacheRecord } from './store';

/**
 * Answers of the delivery directory kept in the table (PK DELIVERY_CACHE#<sha256 of method and
 * query>), shared by every company: the same city or street search is answered from here until it
 * expires. The table's TTL removes expired entries eventually; reads check the time themselves.
 */

/** The hash a query's answer is kept under: the method and the query's parameters in name order. */
export function cacheKeyOf(method: string, query: Record<string, string>): string {
  const sorted = Object.keys(query).sort().map((name) => [name, query[name]]);
  return createHash('sha256').update(JSON.stringify([method, sorted])).digest('hex');
}

/** One cached answer by its hash; null when absent or expired. */
export async function cachedAnswer<T>(hash: string, now: Date): Promise<T[] | null> {
  const record = await deliveryCacheEntry<T>(hash);
  return record && record.expiresAt * 1000 > now.getTime() ? record.data : null;
}

export async function keepAnswer<T>(hash: string, method: string, data: T[], now: Date, ttlMs: number): Promise<void> {
  const record: DeliveryCacheRecord<T> = {
    ...keys.deliveryCache(hash),
    entity: 'delivery-cache',
    method,
    data,
    cachedAt: now.toISOString(),
    expiresAt: ttlAt(new Date(now.getTime() + ttlMs)),
  };
  await putDeliveryCacheEntry(record);
}
