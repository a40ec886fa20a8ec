import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/lib/db/client';

/**
 * Loads records into the bench's table as fast as DynamoDB Local takes them: BatchWriteItem of 25,
 * sixteen calls in flight, unprocessed items sent again. For setting up a bench, not for measuring.
 */
export async function writeAll(rows: readonly object[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const batch = rows.slice(next, next + 25);
      next += 25;
      let request: Record<string, unknown[]> | undefined = { [tableName()]: batch.map((Item) => ({ PutRequest: { Item } })) };
      while (request && Object.keys(request).length) {
        const answer = await db().send(new BatchWriteCommand({ RequestItems: request as never }));
        request = answer.UnprocessedItems as Record<string, unknown[]> | undefined;
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}
