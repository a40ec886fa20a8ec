import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';

/** Reads up to `limit` index entries in order (paging through DynamoDB's 1 MB pages); Infinity reads them all. */
export async function readInOrder<T = Record<string, unknown>>(input: QueryCommandInput, limit: number): Promise<T[]> {
  const found: T[] = [];
  let cursor: Record<string, unknown> | undefined = input.ExclusiveStartKey;
  do {
    const remaining = limit - found.length;
    // Reading everything (limit Infinity) leaves DynamoDB's own 1 MB pages as the only bound.
    const page = await db().send(new QueryCommand({ ...input, ExclusiveStartKey: cursor, ...(Number.isFinite(remaining) ? { Limit: remaining } : {}) }));
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
