import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';

/** Reads up to `limit` index entries in order (paging through DynamoDB's 1 MB pages). */
export async function readInOrder<T = Record<string, unknown>>(input: QueryCommandInput, limit: number): Promise<T[]> {
  const found: T[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, ExclusiveStartKey: cursor, Limit: limit - found.length }));
    found.push(...((page.Items ?? []) as T[]));
    cursor = page.LastEvaluatedKey;
  } while (cursor && found.length < limit);
  return found;
}

/** How many entries a query matches, read with Select COUNT page by page. */
export async function countMatching(input: QueryCommandInput): Promise<number> {
  let count = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: cursor }));
    count += page.Count ?? 0;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return count;
}
