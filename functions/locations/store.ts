import { GetCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { keys, normalizeTitle, type Key } from '../lib/db/keys';
import { countMatching, readInOrder } from '../lib/db/queries';
import { transact } from '../lib/db/transactions';
import { guardedDelete, guardedPut, moveClaim, putIfAbsent, uniqueClaim } from '../lib/db/writes';

/** An object (site, building, warehouse) as stored (PK COMPANY#<id>, SK OBJECT#<sortable id>). */
export interface ObjectRecord extends Key {
  entity: 'object';
  _id: string;
  companyId: string;
  title: string;
  locations: { _id: string; title: string }[];
  createdAt: string;
  updatedAt: string;
}

/** Access pattern: one object of a company; the tenant is part of the key, so another company's id finds nothing. */
export async function getObject(companyId: string, objectId: string): Promise<ObjectRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.object(companyId, objectId), ConsistentRead: true }));
  return (answer.Item as ObjectRecord | undefined) ?? null;
}

function objectsQuery(companyId: string): QueryCommandInput {
  const { pk, skPrefix } = keys.objectsOf(companyId);
  return {
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
  };
}

/** Access pattern: a company's first `upTo` objects, oldest first (ids sort by creation). */
export function objectsOfCompany(companyId: string, upTo: number): Promise<ObjectRecord[]> {
  return readInOrder<ObjectRecord>(objectsQuery(companyId), upTo);
}

/** Access pattern: how many objects a company has. */
export function countObjectsOfCompany(companyId: string): Promise<number> {
  return countMatching(objectsQuery(companyId));
}

/** Writes a new object (keyed by its companyId) with the claim on its title: titles are unique within the company (UniquenessError). */
export async function insertObject(record: ObjectRecord): Promise<void> {
  await transact([
    guardedPut(putIfAbsent(record)),
    guardedPut(uniqueClaim(keys.objectTitleClaim(record.companyId, record.title), { objectId: record._id }), 'UniquenessError'),
  ]);
}

/**
 * Writes a changed object over the version that was read (NotFound when it changed or went
 * meanwhile); a new title moves the claim (UniquenessError when taken).
 */
export async function replaceObject(companyId: string, read: ObjectRecord, next: ObjectRecord): Promise<void> {
  const items = [
    guardedPut(
      { TableName: tableName(), Item: { ...next }, ConditionExpression: 'updatedAt = :seen', ExpressionAttributeValues: { ':seen': read.updatedAt } },
      'NotFound',
    ),
  ];
  if (normalizeTitle(next.title) !== normalizeTitle(read.title)) {
    const claim = (title: string) => keys.objectTitleClaim(companyId, title);
    items.push(...moveClaim(claim(read.title), claim(next.title), { objectId: read._id }, 'UniquenessError'));
  }
  await transact(items);
}

/** Deletes an object of the company (NotFound when it is gone already) and releases its title. */
export async function deleteObject(companyId: string, record: Pick<ObjectRecord, '_id' | 'title'>): Promise<void> {
  await transact([
    guardedDelete({ TableName: tableName(), Key: keys.object(companyId, record._id), ConditionExpression: 'attribute_exists(pk)' }, 'NotFound'),
    guardedDelete({ TableName: tableName(), Key: keys.objectTitleClaim(companyId, record.title) }),
  ]);
}
