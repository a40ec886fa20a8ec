import { GetCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { keys, type Key } from '../lib/db/keys';
import { countMatching, readInOrder } from '../lib/db/queries';

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
