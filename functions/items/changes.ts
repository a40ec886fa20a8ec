import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { formatCents } from '../../shared/money';
import type { Session } from '../lib/auth/tokens';
import { db, tableName } from '../lib/db/client';
import { keys, sortableId } from '../lib/db/keys';
import { transact, type GuardedItem } from '../lib/db/transactions';
import { AppError } from '../lib/http/errors';
import { facetsOf, indexAttributes, type FacetDimension } from './indexes';
import type { ItemRecord } from './store';

type Tenant = Session & { companyId: string };

const indexAttributeName = /^items\w+(Pk|Sk)$/;

/** Transaction kinds and their numeric action-log codes (assets.md section 3). */
export const logKinds = {
  creation: 0,
  mark: 1,
  transfer: 2,
  service: 3,
  ban: 4,
  return_service: 5,
  mount: 6,
  unmount: 7,
  change_quantity: 8,
  change_price: 9,
  change_total_price: 10,
  separate: 11,
  merge: 12,
  add_to_transfer: 13,
  remove_from_transfer: 14,
  change_location: 15,
  /** Field edits (title, brand, ...) have no code of their own in the spec's action log. */
  edit: null,
} as const;
export type LogKind = keyof typeof logKinds;

export async function readItem(tenant: Tenant, itemId: string): Promise<ItemRecord> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.item(tenant.companyId, itemId), ConsistentRead: true }));
  if (!answer.Item) throw new AppError('NotFound');
  return answer.Item as ItemRecord;
}

/** The history entry of a change: who, when, what kind, and the fields before and after. */
export function logEntry(tenant: Tenant, record: ItemRecord, kind: LogKind, before: Record<string, unknown>, after: Record<string, unknown>, at: Date): GuardedItem {
  return {
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.itemLog(tenant.companyId, record._id, sortableId(at.getTime())),
          entity: 'item-log',
          kind,
          actionCode: logKinds[kind],
          by: tenant.userId,
          at: at.toISOString(),
          before,
          after,
        },
      },
    },
  };
}

/** The fields a change touched, as the history shows them (money as decimal strings). */
function changedFields(before: ItemRecord, after: ItemRecord): [Record<string, unknown>, Record<string, unknown>] {
  const shown = (record: ItemRecord) => ({
    title: record.title,
    brand: record.brand,
    model: record.model,
    type: record.type,
    serial: record.serial,
    capacity: record.capacity,
    quantity: record.quantity,
    units: record.units,
    price: formatCents(record.priceCents),
    totalPrice: formatCents(record.totalCents),
    customs: record.customs,
    status: record.status,
    responsible: record.responsibleId,
    object: record.objectId,
    location: record.locationId,
    code: record.code,
  });
  const [old, next] = [shown(before), shown(after)];
  const keysChanged = (Object.keys(next) as (keyof typeof next)[]).filter((key) => JSON.stringify(old[key]) !== JSON.stringify(next[key]));
  return [Object.fromEntries(keysChanged.map((key) => [key, old[key]])), Object.fromEntries(keysChanged.map((key) => [key, next[key]]))];
}

/**
 * Changes one item in one transaction: the item (conditional on the version it was read at, so of
 * two simultaneous changes exactly one wins and the other gets ConcurrentChange), the facet counts
 * and company totals it moves, and its history entry. A decommissioned item takes no change.
 */
export async function changeItem(
  tenant: Tenant,
  itemId: string,
  kind: LogKind,
  change: (record: ItemRecord) => Partial<ItemRecord>,
  expectedVersion?: number,
): Promise<ItemRecord> {
  const record = await readItem(tenant, itemId);
  if (expectedVersion !== undefined && expectedVersion !== record.version) throw new AppError('ConcurrentChange');
  if (record.status === 'decommissioned') throw new AppError('ItemClosed');
  const at = new Date();
  const merged = { ...record, ...change(record) };
  // Index attributes are rebuilt from the new fields; Put replaces the item, so stale ones go.
  const fields = Object.fromEntries(Object.entries(merged).filter(([name]) => !indexAttributeName.test(name))) as unknown as ItemRecord;
  fields.totalCents = fields.priceCents * fields.quantity;
  const next: ItemRecord = {
    ...fields,
    ...keys.item(tenant.companyId, record._id),
    ...indexAttributes(tenant.companyId, fields),
    version: record.version + 1,
    updatedAt: at.toISOString(),
  };

  const [before, after] = changedFields(record, next);
  const items: GuardedItem[] = [
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: next,
          ConditionExpression: 'version = :seen',
          ExpressionAttributeValues: { ':seen': record.version },
        },
      },
      onConditionFailed: 'ConcurrentChange',
    },
    logEntry(tenant, next, kind, before, after, at),
  ];
  const oldFacets = facetsOf(record);
  const newFacets = facetsOf(next);
  for (const dimension of new Set([...Object.keys(oldFacets), ...Object.keys(newFacets)]) as Set<FacetDimension>) {
    if (oldFacets[dimension] === newFacets[dimension]) continue;
    for (const [value, delta] of [[oldFacets[dimension], -1], [newFacets[dimension], 1]] as const) {
      if (!value) continue;
      items.push({
        item: {
          Update: {
            TableName: tableName(),
            Key: keys.itemFacet(tenant.companyId, dimension, value),
            UpdateExpression: 'ADD #count :delta',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: { ':delta': delta },
          },
        },
      });
    }
  }
  if (next.totalCents !== record.totalCents) {
    items.push({
      item: {
        Update: {
          TableName: tableName(),
          Key: keys.company(tenant.companyId),
          UpdateExpression: 'ADD totalItemPriceCents :delta',
          ExpressionAttributeValues: { ':delta': next.totalCents - record.totalCents },
        },
      },
    });
  }
  await transact(items);
  return next;
}
