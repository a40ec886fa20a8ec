import type { Tenant } from '../lib/http/session';
import { batchDelete } from '../lib/db/batches';
import { AppError } from '../lib/http/errors';
import { getUser } from '../users/public';
import { itemHistory, itemHistoryByUser, itemHistoryKeys, latestItemOperations, type HistoryPage } from './store/history';
import { readItem } from './store/changes';

function toLogEntry(entry: Record<string, unknown>) {
  return {
    _id: String(entry.sk),
    item: String(entry.itemId ?? ''),
    itemTitle: String(entry.itemTitle ?? ''),
    kind: String(entry.kind),
    actionCode: typeof entry.actionCode === 'number' ? entry.actionCode : null,
    historyCode: typeof entry.historyCode === 'number' ? entry.historyCode : 1,
    by: String(entry.by),
    at: String(entry.at),
    before: (entry.before ?? {}) as Record<string, unknown>,
    after: (entry.after ?? {}) as Record<string, unknown>,
  };
}

/** The item's history, newest first, 10 a page. */
export async function itemTransactions(tenant: Tenant, itemId: string, page: HistoryPage) {
  await readItem(tenant, itemId);
  const { entries, count } = await itemHistory(tenant.companyId, itemId, page);
  return { data: entries.map(toLogEntry), count };
}

/** What a user did to items, newest first, 10 a page. */
export async function userTransactions(tenant: Tenant, userId: string, page: HistoryPage) {
  const user = await getUser(userId);
  if (!user || user.company !== tenant.companyId) throw new AppError('UserNotFound');
  const { entries, count } = await itemHistoryByUser(tenant.companyId, userId, page);
  return { data: entries.map(toLogEntry), count };
}

/** The company's latest operations on items, newest first (the dashboard). */
export async function lastOperations(tenant: Tenant, limit: number) {
  const entries = await latestItemOperations(tenant.companyId, limit);
  return { data: entries.map(toLogEntry), count: entries.length };
}

/** Removes an item's history for good, page by page (idempotent: a retry finds less to delete). */
export async function deleteHistory(companyId: string, itemId: string): Promise<void> {
  for (;;) {
    const entries = await itemHistoryKeys(companyId, itemId);
    if (entries.length === 0) return;
    await batchDelete(entries);
  }
}
