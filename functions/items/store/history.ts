import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../lib/db/client';
import { keys } from '../../lib/db/keys';
import { countMatching, readInOrder } from '../../lib/db/queries';

/** The items' history entries, read: an item's, a user's and the company's latest (docs/data-model.md). */

function historyQuery(index: 'itemLogByUser' | 'itemLogByCompany' | null, partition: string): QueryCommandInput {
  return index
    ? { TableName: tableName(), IndexName: index, KeyConditionExpression: `${index}Pk = :pk`, ExpressionAttributeValues: { ':pk': partition } }
    : { TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partition } };
}

export interface HistoryPage {
  limit: number;
  offset: number;
}

async function newestHistory(input: QueryCommandInput, page: HistoryPage, counted: boolean) {
  const [entries, count] = await Promise.all([
    readInOrder<Record<string, unknown>>({ ...input, ScanIndexForward: false }, page.offset + page.limit),
    counted ? countMatching(input) : Promise.resolve(0),
  ]);
  return { entries: entries.slice(page.offset), count };
}

/** One item's history, newest first, with how many entries it has. */
export function itemHistory(companyId: string, itemId: string, page: HistoryPage) {
  return newestHistory(historyQuery(null, keys.itemLogOf(companyId, itemId).pk), page, true);
}

/** What a user did to the company's items, newest first (itemLogByUser). */
export function itemHistoryByUser(companyId: string, userId: string, page: HistoryPage) {
  return newestHistory(historyQuery('itemLogByUser', keys.itemLogByUserPartition(companyId, userId)), page, true);
}

/** The company's latest operations on items (itemLogByCompany). */
export async function latestItemOperations(companyId: string, limit: number) {
  const { entries } = await newestHistory(historyQuery('itemLogByCompany', keys.itemLogByCompanyPartition(companyId)), { limit, offset: 0 }, false);
  return entries;
}

/** Keys of one item's history entries, a page at a time (deleting the history). */
export async function itemHistoryKeys(companyId: string, itemId: string): Promise<{ pk: string; sk: string }[]> {
  return readInOrder<{ pk: string; sk: string }>({ ...historyQuery(null, keys.itemLogOf(companyId, itemId).pk), ProjectionExpression: 'pk, sk' }, 1000);
}
