import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client';
import { keys } from '../../lib/db/keys';
import { conditionalUpdate } from '../../lib/db/writes';
import { indexAttributes } from './indexes';
import type { ItemRecord } from './record';

/**
 * The company's book value snapshot (docs/depreciation.md, "Analytics: book value"): one record beside
 * the company holding the book values per analytics dimension as of a day, written by the
 * `items.bookValues` job, and the claim that keeps the analytics answer from queueing that job twice.
 */

/** Book values of one dimension's values (cents, by the key the analytics answer lists); the values not kept are summed in `others`. */
export interface BookValueSplit {
  entries: Record<string, number>;
  others: number;
}

/** One custom field: the book value of every item with it (`cents`) and of its values. */
export interface CustomBookValues extends BookValueSplit {
  cents: number;
}

/** What the job computes. Unset of a dimension = total - its entries - its others. */
export interface BookValueSnapshot {
  /** The day the book values are as of (UTC, YYYY-MM-DD). */
  asOf: string;
  /** When the job read the company's defaults and started the walk (ISO 8601). */
  computedAt: string;
  /** A digest of the depreciation defaults the job used: another one means they changed since. */
  defaultsHash: string;
  /** The items walked and their book values together (cents). */
  items: number;
  total: number;
  /** Per analytics dimension (brand, model, type, object, location) and `status`. */
  dimensions: Record<string, BookValueSplit>;
  /** Per custom field name. */
  custom: Record<string, CustomBookValues>;
}

/** The snapshot, or null before the first one; with the claim of the last queued job. Eventually consistent (half the RCU): a job that just finished shows on the next answer. */
export async function bookValueSnapshotOf(companyId: string): Promise<{ snapshot: BookValueSnapshot | null; claim: { key: string; at: string } | null }> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.bookValueSnapshot(companyId) }));
  const item = answer.Item;
  const snapshot = item?.asOf
    ? {
        asOf: item.asOf as string,
        computedAt: item.computedAt as string,
        defaultsHash: item.defaultsHash as string,
        items: Number(item.items ?? 0),
        total: Number(item.total ?? 0),
        dimensions: (item.dimensions ?? {}) as Record<string, BookValueSplit>,
        custom: (item.custom ?? {}) as Record<string, CustomBookValues>,
      }
    : null;
  const claim = item?.claimKey ? { key: item.claimKey as string, at: item.claimedAt as string } : null;
  return { snapshot, claim };
}

/**
 * Claims the job that computes the snapshot for `claimKey` (the day and the defaults' digest): true
 * for the first caller, false while another claim of the same key is younger than `retryBefore` (a
 * job lost or failed is claimed again after that). Leaves the snapshot as it is.
 */
export async function claimBookValueJob(companyId: string, claimKey: string, now: string, retryBefore: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.bookValueSnapshot(companyId),
        UpdateExpression: 'SET claimKey = :key, claimedAt = :now, entity = :entity, companyId = :company',
        ConditionExpression: 'attribute_not_exists(claimKey) OR claimKey <> :key OR claimedAt < :retry',
        ExpressionAttributeValues: { ':key': claimKey, ':now': now, ':retry': retryBefore, ':entity': 'book-values', ':company': companyId },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Writes the snapshot over the last one (a redelivered job writes the same day's again); the claim stays. */
export async function saveBookValueSnapshot(companyId: string, snapshot: BookValueSnapshot): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.bookValueSnapshot(companyId),
      UpdateExpression:
        'SET asOf = :asOf, computedAt = :computedAt, defaultsHash = :hash, #items = :items, #total = :total, dimensions = :dimensions, custom = :custom, entity = :entity, companyId = :company',
      ExpressionAttributeNames: { '#items': 'items', '#total': 'total' },
      ExpressionAttributeValues: {
        ':asOf': snapshot.asOf,
        ':computedAt': snapshot.computedAt,
        ':hash': snapshot.defaultsHash,
        ':items': snapshot.items,
        ':total': snapshot.total,
        ':dimensions': snapshot.dimensions,
        ':custom': snapshot.custom,
        ':entity': 'book-values',
        ':company': companyId,
      },
    }),
  );
}

/**
 * Moves an item in the list's book value order (docs/depreciation.md, "List order"): its book value
 * as of this month and the index key built from it, while the item is still at the version the
 * caller read (false when it changed since: that change wrote its own). The version and `updatedAt`
 * stay: a month's depreciation is no change of the item's fields.
 */
export async function reviseBookValue(companyId: string, record: ItemRecord, cents: number): Promise<boolean> {
  const attributes = indexAttributes(companyId, { ...record, bookValueCents: cents });
  try {
    await db().send(
      new UpdateCommand(
        conditionalUpdate(keys.item(companyId, record._id), {
          update: 'SET bookValueCents = :cents, itemsByBookValuePk = :pk, itemsByBookValueSk = :sk',
          condition: 'version = :seen',
          values: { ':cents': cents, ':pk': attributes.itemsByBookValuePk, ':sk': attributes.itemsByBookValueSk, ':seen': record.version },
        }),
      ),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Whether the item's place in the book value order is that of `cents` (false for items written before the order was kept). */
export function bookValueKept(companyId: string, record: ItemRecord, cents: number): boolean {
  const attributes = indexAttributes(companyId, { ...record, bookValueCents: cents });
  const stored = record as ItemRecord & { itemsByBookValueSk?: string; itemsByBookValuePk?: string };
  return record.bookValueCents === cents && stored.itemsByBookValueSk === attributes.itemsByBookValueSk && stored.itemsByBookValuePk === attributes.itemsByBookValuePk;
}
