import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client';
import { keys } from '../../lib/db/keys';
import { readInOrder } from '../../lib/db/queries';

/** Transfers of items between people (docs/data-model.md), and the holder's name items show. */

/** The item's responsible person's name as items show it, unless the item has moved to someone else meanwhile. */
export async function setResponsibleName(companyId: string, itemId: string, userId: string, name: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.item(companyId, itemId),
        UpdateExpression: 'SET responsibleName = :name',
        ConditionExpression: 'responsibleId = :user',
        ExpressionAttributeValues: { ':name': name, ':user': userId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export async function transferById<T>(companyId: string, transferId: string): Promise<T | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.transfer(companyId, transferId), ConsistentRead: true }));
  return (answer.Item as T | undefined) ?? null;
}

/** The latest 100 transfers listed under a look-up partition, newest first. */
async function latestTransfersUnder<T>(companyId: string, partition: string): Promise<T[]> {
  const rows = await readInOrder<{ sk: string }>(
    { TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partition }, ScanIndexForward: false },
    100,
  );
  if (rows.length === 0) return [];
  const answer = await db().send(
    new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: rows.map((row) => keys.transfer(companyId, row.sk)) } } }),
  );
  const found = new Map((answer.Responses?.[tableName()] ?? []).map((record) => [String(record._id), record as T]));
  return rows.flatMap((row) => (found.has(row.sk) ? [found.get(row.sk)!] : []));
}

export function latestTransfersOfItem<T>(companyId: string, itemId: string): Promise<T[]> {
  return latestTransfersUnder<T>(companyId, keys.itemTransfersOf(companyId, itemId).pk);
}

export function latestTransfersOfUser<T>(companyId: string, userId: string): Promise<T[]> {
  return latestTransfersUnder<T>(companyId, keys.userTransfersOf(companyId, userId).pk);
}
