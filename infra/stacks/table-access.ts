import type { IndexName, QueueName } from '../../shared/resources';
import type { Domain } from '../../shared/routes';

/** DynamoDB IAM actions (without the `dynamodb:` prefix) a function may be granted on the table. */
export type TableAction = 'GetItem' | 'BatchGetItem' | 'Query' | 'Scan' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'ConditionCheckItem' | 'BatchWriteItem';

/**
 * What one function does with the single table, and so all its role may do (infra/stacks/access.ts
 * grantTable). test/infra/grants.test.ts bundles each function and checks this table against the
 * code: a command, index or key prefix the code gains without an entry here fails that test, since
 * DynamoDB Local (every other test) checks no IAM at all.
 */
export interface TableAccess {
  /**
   * The actions its requests are authorized as. A TransactWriteItems call has no action of its own:
   * each of its items needs the action it performs (Put: PutItem, Update: UpdateItem, Delete:
   * DeleteItem, ConditionCheck: ConditionCheckItem).
   */
  readonly actions: readonly TableAction[];
  /** The global secondary indexes it queries (Query on their ARNs only). */
  readonly indexes: readonly IndexName[];
  /**
   * `dynamodb:LeadingKeys` patterns: every base-table partition key it reads or writes starts with
   * one of these (functions/lib/db/keys.ts builds them all). Index queries are granted in a statement
   * of their own without it, since their partition keys are the index's.
   */
  readonly partitions: readonly string[];
}

const read: TableAction[] = ['GetItem', 'BatchGetItem'];
const itemFilterIndexes: IndexName[] = ['itemsByBrand', 'itemsByLocation', 'itemsByModel', 'itemsByObject', 'itemsByResponsible', 'itemsBySerial', 'itemsByStatus', 'itemsByType', 'itemsWithPhoto'];
const itemSortIndexes: IndexName[] = ['itemsByBookValue', 'itemsByCode', 'itemsByPrice', 'itemsByTitle'];

/**
 * Per API domain (null: no table access; meta serves public routes only, so the session check its
 * shared request pipeline carries never runs).
 */
export const domainTableAccess: Record<Domain, TableAccess | null> = {
  meta: null,
  auth: {
    actions: [...read, 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    indexes: [],
    partitions: ['COMPANY#*', 'EMAIL#*', 'FAILURES#*', 'PHONE#*', 'RATE#*', 'SEND_BUDGET#*', 'THROTTLE#*', 'TOKEN#*', 'USER#*'],
  },
  // The second factor and passkeys (docs/security.md): their records and challenges, the sign-in guard's counters and
  // guessing mail (a rate slot: turning the app off checks the password), sessions.
  factors: {
    actions: [...read, 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    indexes: [],
    partitions: ['COMPANY#*', 'FAILURES#*', 'PASSKEY#*', 'RATE#*', 'TOKEN#*', 'USER#*'],
  },
  users: {
    actions: [...read, 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    indexes: ['itemLogByUser', 'usersByCompany'],
    partitions: ['COMPANY#*', 'EMAIL#*', 'ITEM_LOG#*', 'PHONE#*', 'RATE#*', 'SEND_BUDGET#*', 'TOKEN#*', 'USER#*', 'USER_TRANSFERS#*'],
  },
  company: {
    // Batch writes, item sets and history: the tour's test items, written with a new company (functions/items/tutorial.ts).
    actions: [...read, 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    indexes: [],
    partitions: ['COMPANY#*', 'COMPANY_TITLE#*', 'ITEMSET#*', 'ITEM_LOG#*', 'ITEM_ORDER_CHANGES#*', 'RATE#*', 'SEND_BUDGET#*', 'SERIALHEADS#*', 'SUBEND#*', 'THROTTLE#*', 'USER#*'],
  },
  locations: {
    actions: [...read, 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    indexes: [...itemFilterIndexes, ...itemSortIndexes],
    partitions: ['COMPANY#*', 'ITEMSET#*', 'ITEM_LOG#*', 'ITEM_ORDER_CHANGES#*', 'SERIALHEADS#*', 'USER#*'],
  },
  items: {
    actions: [...read, 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    indexes: ['itemLogByCompany', ...itemFilterIndexes, ...itemSortIndexes],
    // MAINT_REMIND#*: a deleted item's maintenance plans go with their reminders (functions/maintenance/public.ts).
    partitions: ['COMPANY#*', 'ITEMSET#*', 'ITEM_COMMENTS#*', 'ITEM_LOG#*', 'ITEM_ORDER#*', 'ITEM_ORDER_CHANGES#*', 'ITEM_TRANSFERS#*', 'LABEL_CODE#*', 'MAINT_REMIND#*', 'REPORT_LINK#*', 'SERIALHEADS#*', 'THROTTLE#*', 'USER#*', 'USER_TRANSFERS#*'],
  },
  // Labels for a selection: walks the list's query (its indexes) and gives codes as bulk steps do (functions/items/selection).
  labels: {
    actions: [...read, 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem', 'BatchWriteItem'],
    indexes: [...itemFilterIndexes, ...itemSortIndexes],
    partitions: ['COMPANY#*', 'ITEMSET#*', 'ITEM_LOG#*', 'ITEM_ORDER#*', 'ITEM_ORDER_CHANGES#*', 'LABEL_CODE#*', 'SERIALHEADS#*', 'USER#*'],
  },
  imports: {
    actions: [...read, 'Query', 'PutItem', 'UpdateItem'],
    indexes: [],
    partitions: ['COMPANY#*', 'USER#*'],
  },
  stocktaking: {
    actions: [...read, 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    indexes: [],
    partitions: ['COMPANY#*', 'STK#*', 'USER#*'],
  },
  notifications: {
    actions: [...read, 'Query', 'UpdateItem'],
    indexes: ['unreadNotifications'],
    partitions: ['COMPANY#*', 'NOTIFICATIONS#*', 'USER#*'],
  },
  payments: {
    actions: [...read, 'Query', 'PutItem', 'UpdateItem'],
    indexes: [],
    partitions: ['COMPANY#*', 'PAYMENT_ORDER#*', 'PROMO#*', 'SEND_BUDGET#*', 'SUBEND#*', 'THROTTLE#*', 'USER#*'],
  },
  requests: {
    actions: [...read, 'Query', 'PutItem', 'UpdateItem'],
    indexes: [],
    partitions: ['COMPANY#*', 'DELIVERY_CACHE#*', 'PAYMENT_ORDER#*', 'USER#*'],
  },
  // Access tokens (found by their secret's hash) and the integrators' item changes, made as the items domain makes them.
  integration: {
    actions: [...read, 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    indexes: ['itemsByModified', 'usersByCompany'],
    partitions: ['COMPANY#*', 'INTEGRATION_SECRET#*', 'ITEMSET#*', 'ITEM_LOG#*', 'ITEM_ORDER_CHANGES#*', 'SERIALHEADS#*', 'THROTTLE#*', 'USER#*'],
  },
  // Plans, their due rows and reminders (docs/maintenance.md); items of a type or model; the item's history of a maintenance done;
  // the item's earliest due date on its record, written with every change of its plans (UpdateItem).
  maintenance: {
    actions: [...read, 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    // Items of a type or model are read through the items domain's facet reads, which serve every filter
    // index; the items a list query matches ("all matching") through its walk: sort indexes and search sets.
    indexes: [...itemFilterIndexes, ...itemSortIndexes],
    partitions: ['COMPANY#*', 'ITEMSET#*', 'ITEM_LOG#*', 'MAINT_REMIND#*', 'SERIALHEADS#*', 'USER#*'],
  },
  // Bookings, their copies and the items' bookings versions (docs/bookings.md); the items they check out and in, made as the items domain makes a move.
  bookings: {
    actions: [...read, 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    indexes: [],
    partitions: ['BOOKING_FEED#*', 'BOOKING_REMIND#*', 'COMPANY#*', 'ITEMSET#*', 'ITEM_LOG#*', 'ITEM_ORDER_CHANGES#*', 'SERIALHEADS#*', 'USER#*'],
  },
};

/** Per queue worker (null: none; the thumbnail worker only reads and writes photos). */
export const workerTableAccess: Record<QueueName, TableAccess | null> = {
  // Hand-overs and renames, and bulk actions (functions/items/selection): the list's indexes, transfers, a deleted item's comments and maintenance plans (with their reminders).
  itemChanges: {
    actions: [...read, 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    indexes: [...itemFilterIndexes, ...itemSortIndexes],
    partitions: ['COMPANY#*', 'ITEMSET#*', 'ITEM_COMMENTS#*', 'ITEM_LOG#*', 'ITEM_ORDER#*', 'ITEM_ORDER_CHANGES#*', 'ITEM_TRANSFERS#*', 'LABEL_CODE#*', 'MAINT_REMIND#*', 'SERIALHEADS#*', 'USER#*', 'USER_TRANSFERS#*'],
  },
  // Imports, and the codes of the items an import created, given as a bulk job's steps (whose code can read a list's query, functions/items/selection).
  itemUploads: {
    actions: [...read, 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    indexes: [...itemFilterIndexes, ...itemSortIndexes],
    partitions: ['COMPANY#*', 'ITEMSET#*', 'ITEM_LOG#*', 'ITEM_ORDER#*', 'ITEM_ORDER_CHANGES#*', 'LABEL_CODE#*', 'SERIALHEADS#*', 'USER#*'],
  },
  // Item list reports, and label sheets for a selection, which give codes as bulk steps do.
  reports: {
    actions: [...read, 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    indexes: [...itemFilterIndexes, ...itemSortIndexes],
    partitions: ['COMPANY#*', 'ITEMSET#*', 'ITEM_LOG#*', 'ITEM_ORDER_CHANGES#*', 'LABEL_CODE#*', 'REPORT_LINK#*', 'SERIALHEADS#*', 'USER#*'],
  },
  stocktaking: {
    actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'BatchWriteItem'],
    indexes: itemFilterIndexes,
    partitions: ['COMPANY#*', 'STK#*'],
  },
  // And the daily maintenance reminders (docs/maintenance.md): the days' reminder rows, plans and items;
  // and the bookings' reminders and overdue check (docs/bookings.md): the hours' reminder rows and the bookings
  // (marking one overdue moves its copy by change: DeleteItem).
  notifications: {
    actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    indexes: ['usersByCompany'],
    partitions: ['BOOKING_REMIND#*', 'COMPANY#*', 'MAINT_REMIND#*', 'NOTIFICATIONS#*', 'SUBEND#*', 'USER#*'],
  },
  photoThumbnails: null,
  billing: {
    actions: ['GetItem', 'UpdateItem'],
    indexes: [],
    partitions: ['COMPANY#*', 'USER#*'],
  },
};
