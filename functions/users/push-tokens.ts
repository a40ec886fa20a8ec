import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { keys } from '../lib/db/keys';
import { getUser } from './store';

/**
 * Forgets device tokens the push service called dead. The list is written back only if nobody
 * changed it meanwhile (a browser saving a new token at that moment), else read again.
 */
export async function dropPushTokens(userId: string, dead: readonly string[]): Promise<void> {
  if (dead.length === 0) return;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const user = await getUser(userId);
    const known = user?.pushTokens ?? [];
    const kept = known.filter((token) => !dead.includes(token));
    if (!user || kept.length === known.length) return;
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.user(userId),
          UpdateExpression: 'SET pushTokens = :kept',
          ConditionExpression: 'pushTokens = :known',
          ExpressionAttributeValues: { ':kept': kept, ':known': known },
        }),
      );
      return;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
}
