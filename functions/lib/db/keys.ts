import { randomUUID } from 'node:crypto';

/**
 * Every DynamoDB key of the single table is built here; services never concatenate keys.
 * Access patterns and the index serving each are listed in docs/data-model.md.
 */
export interface Key {
  pk: string;
  sk: string;
}

const profile = 'PROFILE';
const claim = 'CLAIM';

/** Unique values are claimed under their normalised form. */
export function normalizeTitle(title: string): string {
  return title.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export const keys = {
  user: (userId: string): Key => ({ pk: `USER#${userId}`, sk: profile }),
  emailClaim: (email: string): Key => ({ pk: `EMAIL#${email}`, sk: claim }),
  phoneClaim: (e164: string): Key => ({ pk: `PHONE#${e164}`, sk: claim }),
  company: (companyId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: profile }),
  companyTitleClaim: (title: string): Key => ({ pk: `COMPANY_TITLE#${normalizeTitle(title)}`, sk: claim }),
  /** A signed-in session of a user (revocable token). */
  session: (userId: string, sessionId: string): Key => ({ pk: `USER#${userId}`, sk: `SESSION#${sessionId}` }),
  /** Every session of a user: the user's partition, sort keys under this prefix. */
  sessionsOf: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'SESSION#' }),
  /** A user's second factor (the authenticator app's secret, the hashes of the recovery codes): kept off the profile, never answered. */
  secondFactor: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'SECOND_FACTOR' }),
  /** An authenticator app being added and not yet confirmed by a code; expires by TTL. */
  secondFactorEnrolment: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'SECOND_FACTOR_ENROLMENT' }),
  /** A passkey of a user (WebAuthn credential: public key, counter, name, dates), by its credential id. */
  passkey: (userId: string, credentialId: string): Key => ({ pk: `USER#${userId}`, sk: `PASSKEY#${credentialId}` }),
  /** Every passkey of a user: the user's partition, sort keys under this prefix. */
  passkeysOf: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'PASSKEY#' }),
  /** Who a credential id belongs to: a passkey alone names its account through this. */
  passkeyOwner: (credentialId: string): Key => ({ pk: `PASSKEY#${credentialId}`, sk: 'OWNER' }),
  /** A numeric code sent by SMS, one per user and purpose. */
  code: (userId: string, purpose: string): Key => ({ pk: `USER#${userId}`, sk: `CODE#${purpose}` }),
  /** At most one action per window: e.g. one password reset request a minute per account. */
  rateSlot: (action: string, subject: string): Key => ({ pk: `RATE#${action}#${subject}`, sk: 'SLOT' }),
  /** Throttles (functions/lib/auth/throttles.ts): requests of one action by one address or to one destination within a fixed window. */
  throttle: (action: string, scope: string, subject: string, windowStart: number): Key => ({
    pk: `THROTTLE#${action}#${scope}#${subject}`,
    sk: `WINDOW#${windowStart}`,
  }),
  /** Messages of one channel (sms, email) sent on one UTC day (yyyy-mm-dd) by one company, or product-wide (no company). */
  sendBudget: (channel: string, companyId: string | null, day: string): Key => ({
    pk: `SEND_BUDGET#${channel}#${companyId ? `COMPANY#${companyId}` : 'PRODUCT'}`,
    sk: `DAY#${day}`,
  }),
  /** Wrong SMS codes of a user for one purpose on one UTC day, across every code issued that day. */
  codeFailures: (userId: string, purpose: string, day: string): Key => ({ pk: `USER#${userId}`, sk: `CODE_FAILURES#${purpose}#${day}` }),
  /** The same from one requesting client address (password reset by SMS: a stranger's guesses are not the owner's). */
  codeFailuresFrom: (userId: string, purpose: string, address: string, day: string): Key => ({ pk: `USER#${userId}`, sk: `CODE_FAILURES_FROM#${purpose}#${address}#${day}` }),
  /** Failed sign-ins of an account or a client address within one window. */
  failures: (scope: string, subject: string, windowStart: number): Key => ({
    pk: `FAILURES#${scope}#${subject}`,
    sk: `WINDOW#${windowStart}`,
  }),
  /** Who inherited the items of a user removed from the company (the hand-over follows these). */
  userHeir: (companyId: string, userId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `HEIR#${userId}` }),
  /** A deactivated user of the company (issue 28): written and deleted with the user's (de)activation, so the company's few inactive users are one Query. */
  inactiveUser: (companyId: string, userId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `INACTIVE_USER#${userId}` }),
  inactiveUsersOf: (companyId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: 'INACTIVE_USER#' }),
  /** An uploaded item file (data file) of a company: its state, progress and row errors; ids sort by creation. */
  dataFile: (companyId: string, dataFileId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `DATAFILE#${dataFileId}` }),
  dataFilesOf: (companyId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: 'DATAFILE#' }),
  /** At most one real import per uploaded file: claimed in the transaction that starts it. */
  uploadImportClaim: (companyId: string, uploadId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `UPLOAD_IMPORT#${uploadId}` }),
  /** An object (site, building, warehouse) of a company with its locations; ids sort by creation. */
  object: (companyId: string, objectId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `OBJECT#${objectId}` }),
  objectsOf: (companyId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: 'OBJECT#' }),
  /** Object titles are unique within their company. */
  objectTitleClaim: (companyId: string, title: string): Key => ({
    pk: `COMPANY#${companyId}`,
    sk: `OBJECT_TITLE#${normalizeTitle(title)}`,
  }),
  /** An item of a company; ids sort by creation, so the base table lists items newest first. */
  item: (companyId: string, itemId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `ITEM#${itemId}` }),
  itemsOf: (companyId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: 'ITEM#' }),
  /** An entry of an item's history (transactions), oldest first. */
  itemLog: (companyId: string, itemId: string, entryId: string): Key => ({ pk: itemLogPartition(companyId, itemId), sk: entryId }),
  /** The partition holding one item's whole history. */
  itemLogOf: (companyId: string, itemId: string) => ({ pk: itemLogPartition(companyId, itemId) }),
  /** GSI itemLogByUser and itemLogByCompany: a user's and a company's operations on items, by time. */
  itemLogIndexKeys: (companyId: string, userId: string, at: string, itemId: string) => ({
    itemLogByUserPk: itemLogByUserPartition(companyId, userId),
    itemLogByUserSk: `${at}#${itemId}`,
    itemLogByCompanyPk: `COMPANY#${companyId}`,
    itemLogByCompanySk: `${at}#${itemId}`,
  }),
  itemLogByUserPartition: (companyId: string, userId: string) => itemLogByUserPartition(companyId, userId),
  itemLogByCompanyPartition: (companyId: string) => `COMPANY#${companyId}`,
  /** A transfer of items to a person (pending until the recipient accepts when confirmation is on). */
  transfer: (companyId: string, transferId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `TRANSFER#${transferId}` }),
  /** The transfers an item took part in, newest last. */
  itemTransfer: (companyId: string, itemId: string, transferId: string): Key => ({ pk: `ITEM_TRANSFERS#${companyId}#${itemId}`, sk: transferId }),
  itemTransfersOf: (companyId: string, itemId: string) => ({ pk: `ITEM_TRANSFERS#${companyId}#${itemId}` }),
  /** The transfers a user sent or received. */
  userTransfer: (companyId: string, userId: string, transferId: string): Key => ({ pk: `USER_TRANSFERS#${companyId}#${userId}`, sk: transferId }),
  userTransfersOf: (companyId: string, userId: string) => ({ pk: `USER_TRANSFERS#${companyId}#${userId}` }),
  /** Item codes (QR, bar code, NFC) are unique within their company. */
  itemCodeClaim: (companyId: string, code: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `CODE#${code}` }),
  /** The exact number of a company's items under one filter value, kept in the items' transactions. */
  itemFacet: (companyId: string, dimension: string, value: string): Key => ({
    pk: `COMPANY#${companyId}`,
    sk: `FACET#${dimension}#${value}`,
  }),
  /** The partition of an item sort index (every item of the company). */
  itemSortPartition: (companyId: string): string => `COMPANY#${companyId}`,
  /** The sort indexes' partition of the company's inactive items: the unfiltered list reads only the other (docs/decisions.md, issue 28). */
  inactiveItemSortPartition: (companyId: string): string => `COMPANY#${companyId}#INACTIVE`,
  /** The partition of an item filter index for one value: it starts with the company, so filter values never cross tenants. */
  itemFilterPartition: (companyId: string, value: string): string => `COMPANY#${companyId}#${value}`,
  /** One chunk of a membership set (functions/items/sets/memberships.ts): item numbers, chunk by chunk. */
  itemSetChunk: (companyId: string, set: string, chunk: number): Key => ({ pk: itemSetPartition(companyId, set), sk: String(chunk).padStart(6, '0') }),
  itemSetOf: (companyId: string, set: string) => ({ pk: itemSetPartition(companyId, set) }),
  /** A serial number head the company has (the first 3 folded characters, or a shorter whole serial number): starts of 1 or 2 characters find their sets through these (functions/items/sets/fragments.ts). */
  serialHead: (companyId: string, head: string): Key => ({ pk: `SERIALHEADS#${companyId}`, sk: head }),
  serialHeadsOf: (companyId: string) => ({ pk: `SERIALHEADS#${companyId}` }),
  /** Which sets an item is in (and at which version of the item), so the sets follow its changes exactly. */
  itemSetsMarker: (companyId: string, itemId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `ITEMSETS#${itemId}` }),
  /** A set update written in the transaction of an item change and done right after it (an outbox). */
  itemSetsJob: (companyId: string, jobId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `ITEMSETS_JOB#${jobId}` }),
  itemSetsJobsOf: (companyId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: 'ITEMSETS_JOB#' }),
  /** The packed order of a company's items in one sort (functions/items/orders): which build is current, and since when. */
  itemOrderHead: (companyId: string, field: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `ITEM_ORDER#${field}` }),
  /** One chunk of a build of a packed order: up to 1,024 item numbers in order, keyed by the sort key of its first item. */
  itemOrderChunk: (companyId: string, field: string, build: number, firstKey: string): Key => ({ pk: itemOrderBuildPartition(companyId, field, build), sk: firstKey }),
  itemOrderChunksOf: (companyId: string, field: string, build: number) => ({ pk: itemOrderBuildPartition(companyId, field, build) }),
  /** An item whose place in a packed order changed since its build: its sort key now (written by the set sync). */
  itemOrderChange: (companyId: string, field: string, itemId: string): Key => ({ pk: `ITEM_ORDER_CHANGES#${companyId}#${field}`, sk: itemId }),
  itemOrderChangesOf: (companyId: string, field: string) => ({ pk: `ITEM_ORDER_CHANGES#${companyId}#${field}` }),
  /** A message of the support widget, kept with its company, newest last. */
  supportMessage: (companyId: string, createdAt: string, id: string): Key => ({
    pk: `COMPANY#${companyId}`,
    sk: `SUPPORT#${createdAt}#${id}`,
  }),
  /** An item list report of a company (its state, filters and file); the e-mailed link finds it by the hash of its token. */
  itemReport: (companyId: string, reportId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `REPORT#${reportId}` }),
  reportLink: (tokenHash: string): Key => ({ pk: `REPORT_LINK#${tokenHash}`, sk: 'LINK' }),
  /** A stocktaking's results file in one language: the job building it and the file built (functions/stocktaking/report-store.ts). */
  stocktakingReport: (companyId: string, stocktakingId: string, language: string): Key => ({
    pk: `COMPANY#${companyId}`,
    sk: `STOCKTAKING_REPORT#${stocktakingId}#${language}`,
  }),
  stocktakingReportsOf: (companyId: string, stocktakingId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: `STOCKTAKING_REPORT#${stocktakingId}#` }),
  /** A bulk action on a selection of items (functions/items/selection): its progress and summary. */
  bulkJob: (companyId: string, jobId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `BULK#${jobId}` }),
  /** One part of a bulk action's frozen selection: item ids in the selection's order. */
  bulkJobPart: (companyId: string, jobId: string, part: number): Key => ({ pk: `COMPANY#${companyId}`, sk: `BULK#${jobId}#PART#${String(part).padStart(4, '0')}` }),
  /** A code printed on a generated label (functions/labels): reserved for one company, unique across companies. */
  labelCode: (code: string): Key => ({ pk: `LABEL_CODE#${code}`, sk: 'RESERVATION' }),
  /** The codes one generate call printed, in sheet order; batch ids sort by creation. */
  labelBatch: (companyId: string, batchId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `LABEL_BATCH#${batchId}` }),
  labelBatchesOf: (companyId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: 'LABEL_BATCH#' }),
  /** A comment on an item; ids sort by creation, so the partition reads newest first backwards. */
  itemComment: (companyId: string, itemId: string, commentId: string): Key => ({ pk: `ITEM_COMMENTS#${companyId}#${itemId}`, sk: commentId }),
  itemCommentsOf: (companyId: string, itemId: string) => ({ pk: `ITEM_COMMENTS#${companyId}#${itemId}` }),
  /** A user's notification (their bell); ids sort by creation, so the partition reads newest first backwards. */
  notification: (userId: string, notificationId: string): Key => ({ pk: notificationsPartition(userId), sk: `N#${notificationId}` }),
  notificationsOf: (userId: string) => ({ pk: notificationsPartition(userId), skPrefix: 'N#' }),
  /** That job `jobId` raised its notification for the user: written with it, so a redelivered job raises nothing twice. */
  notificationRaised: (userId: string, jobId: string): Key => ({ pk: notificationsPartition(userId), sk: `JOB#${jobId}` }),
  /** GSI unreadNotifications (sparse): a user's unread notifications, by id; marking one read removes these attributes. */
  unreadNotificationKeys: (userId: string, notificationId: string) => ({ unreadNotificationsPk: notificationsPartition(userId), unreadNotificationsSk: notificationId }),
  unreadNotificationsPartition: (userId: string): string => notificationsPartition(userId),
  /** Which kinds of notification the user also gets by e-mail (absent: all of them). */
  notificationSettings: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'NOTIFICATION_SETTINGS' }),
  /** A stocktaking of a company (docs/stocktaking.md); ids sort by creation, so the prefix reads newest first backwards. */
  stocktaking: (companyId: string, stocktakingId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `STOCKTAKING#${stocktakingId}` }),
  stocktakingsOf: (companyId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: 'STOCKTAKING#' }),
  /** A stocktaking's own partition: its counts, its lines (one per item or unknown code) and its scan log. */
  stocktakingPartition: (companyId: string, stocktakingId: string): string => stocktakingPartition(companyId, stocktakingId),
  stocktakingCounts: (companyId: string, stocktakingId: string): Key => ({ pk: stocktakingPartition(companyId, stocktakingId), sk: 'COUNTS' }),
  /** `lineKey` from stocktakingLineKey: expected lines sort before unexpected ones. */
  stocktakingLine: (companyId: string, stocktakingId: string, lineKey: string): Key => ({ pk: stocktakingPartition(companyId, stocktakingId), sk: `LINE#${lineKey}` }),
  stocktakingLinesOf: (companyId: string, stocktakingId: string, kind?: 'expected' | 'unexpected') => ({
    pk: stocktakingPartition(companyId, stocktakingId),
    skPrefix: kind === 'expected' ? 'LINE#E#' : kind === 'unexpected' ? 'LINE#U#' : 'LINE#',
  }),
  /** One recorded scan, under the short hash of the phone's scan id (the hash its line keeps). */
  stocktakingScan: (companyId: string, stocktakingId: string, scanHash: string): Key => ({ pk: stocktakingPartition(companyId, stocktakingId), sk: `SCAN#${scanHash}` }),
  stocktakingScansOf: (companyId: string, stocktakingId: string) => ({ pk: stocktakingPartition(companyId, stocktakingId), skPrefix: 'SCAN#' }),
  /** A company whose subscription ends on `endDay` (yyyy-mm-dd, UTC): the daily check reads the day's partition. */
  subscriptionEnd: (endDay: string, companyId: string): Key => ({ pk: `SUBEND#${endDay}`, sk: `COMPANY#${companyId}` }),
  subscriptionEndsOn: (endDay: string) => ({ pk: `SUBEND#${endDay}` }),
  /** A payment of a company (docs/payments.md); ids sort by creation, so the prefix reads newest first backwards. */
  payment: (companyId: string, paymentId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `PAYMENT#${paymentId}` }),
  paymentsOf: (companyId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: 'PAYMENT#' }),
  /** The provider's order id of a payment, pointing at its company and payment (the callback knows only the order id). */
  paymentOrder: (orderId: string): Key => ({ pk: `PAYMENT_ORDER#${orderId}`, sk: 'ORDER' }),
  /** A callback already applied: the order, its status and the provider's payment id (replays change nothing). */
  paymentCallback: (orderId: string, status: string, providerPaymentId: string): Key => ({
    pk: `PAYMENT_ORDER#${orderId}`,
    sk: `CALLBACK#${status}#${providerPaymentId}`,
  }),
  /** A promo code (uppercased) and its sale; support adds and deletes them. */
  promoCode: (code: string): Key => ({ pk: `PROMO#${code}`, sk: 'PROMO' }),
  /** An entry of a company's billing history (trial and period ends, payments, plan-change requests), by time. */
  billingEvent: (companyId: string, at: string, eventId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `BILLING#${at}#${eventId}` }),
  billingEventsOf: (companyId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: 'BILLING#' }),
  /** A sticker order of a company; ids sort by creation. */
  stickerRequest: (companyId: string, requestId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `REQUEST#${requestId}` }),
  stickerRequestsOf: (companyId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: 'REQUEST#' }),
  /** A sticker order's code (R-XXXXXX) is unique within its company: claimed when the order is created. */
  stickerRequestCode: (companyId: string, code: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `REQUEST_CODE#${code}` }),
  /** A cached answer of the delivery directory (Nova Poshta), under the hash of its method and query; expires by TTL. */
  deliveryCache: (queryHash: string): Key => ({ pk: `DELIVERY_CACHE#${queryHash}`, sk: 'ANSWER' }),
  /** An integration access token of a company (its name, creator, last use); ids sort by creation. */
  integrationToken: (companyId: string, tokenId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `INTEGRATION_TOKEN#${tokenId}` }),
  integrationTokensOf: (companyId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: 'INTEGRATION_TOKEN#' }),
  /** How many live tokens a company holds: every token's creation and revocation change it, conditionally, in their transaction. */
  integrationTokenCount: (companyId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: 'INTEGRATION_TOKEN_COUNT' }),
  /** An access token found by the SHA-256 of its secret: names its company and token (the secret itself is never stored). */
  integrationSecret: (secretHash: string): Key => ({ pk: `INTEGRATION_SECRET#${secretHash}`, sk: 'TOKEN' }),
  /** An item's external id (the accounting system's) is unique within its company: claimed with the item. */
  itemExternalIdClaim: (companyId: string, externalId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `EXTERNAL_ID#${externalId}` }),
  /** One-time tokens are stored under the SHA-256 of the token, never the token itself. */
  oneTimeToken: (tokenHash: string): Key => ({ pk: `TOKEN#${tokenHash}`, sk: 'TOKEN' }),
  /** The company's depreciation terms per item type (docs/depreciation.md): one record, read once per item list, card or report. */
  depreciationDefaults: (companyId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: 'DEPRECIATION_DEFAULTS' }),
  /** The company's book values per analytics dimension as of a day, computed by a job (docs/depreciation.md, "Analytics"); also its queue claim. */
  bookValueSnapshot: (companyId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: 'BOOK_VALUES' }),
  /** Marks that a company's tutorial test items were created (written with them, so they are created once). */
  tutorialItems: (companyId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: 'TUTORIAL' }),
  /** A maintenance plan of an item (docs/maintenance.md): under the company, so another company's ids find nothing; ids sort by creation. */
  maintenancePlan: (companyId: string, itemId: string, planId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `MAINT_PLAN#${itemId}#${planId}` }),
  maintenancePlansOfItem: (companyId: string, itemId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: `MAINT_PLAN#${itemId}#` }),
  /** A plan's row in the company's due list, keyed by its next due date (yyyy-mm-dd): the maintenance page reads a date range. */
  maintenanceDue: (companyId: string, dueDate: string, planId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `MAINT_DUE#${dueDate}#${planId}` }),
  maintenanceDueOf: (companyId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: 'MAINT_DUE#' }),
  /** A plan's thin row by next due date and item (no other attribute): the items list's maintenance filters read a date range of these (docs/maintenance.md). */
  maintenanceItemDue: (companyId: string, dueDate: string, itemId: string, planId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `MAINT_ITEM_DUE#${dueDate}#${itemId}#${planId}` }),
  maintenanceItemDueOf: (companyId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: 'MAINT_ITEM_DUE#' }),
  /** A reminder to send on `day` (yyyy-mm-dd) of a plan's due date: the daily job reads the day's partition, every company at once. */
  maintenanceReminder: (day: string, companyId: string, itemId: string, planId: string, dueDate: string, kind: string): Key => ({
    pk: maintenanceRemindPartition(day),
    sk: `${companyId}#${itemId}#${planId}#${dueDate}#${kind}`,
  }),
  maintenanceRemindersOn: (day: string) => ({ pk: maintenanceRemindPartition(day) }),
  /** The last day the daily maintenance job `job` finished: the next run starts there, so missed days are caught up once. */
  maintenanceReminderCursor: (job: string): Key => ({ pk: maintenanceRemindPartition(job), sk: 'LAST_DAY' }),
  /** A recorded "maintenance done" of an item (its maintenance log); ids sort by creation. */
  maintenanceDone: (companyId: string, itemId: string, doneId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `MAINT_DONE#${itemId}#${doneId}` }),
  maintenanceDoneOf: (companyId: string, itemId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: `MAINT_DONE#${itemId}#` }),
  /** A booking of items for a person and a period (docs/bookings.md); under the company, so another company's ids find nothing. */
  booking: (companyId: string, bookingId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `BOOKING#${bookingId}` }),
  /** A booking's copy in the company's list by start (UTC ISO instant): a date range is a key range. */
  bookingByStart: (companyId: string, start: string, bookingId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `BOOKING_AT#${start}#${bookingId}` }),
  bookingsByStartOf: (companyId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: 'BOOKING_AT#' }),
  /** A booking's copy in its person's list by start ("my bookings", the person filter, the person's calendar feed). */
  personBooking: (companyId: string, personId: string, start: string, bookingId: string): Key => ({
    pk: `COMPANY#${companyId}`,
    sk: `BOOKING_PERSON#${personId}#${start}#${bookingId}`,
  }),
  personBookingsOf: (companyId: string, personId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: `BOOKING_PERSON#${personId}#` }),
  /** A booking's copy under each of its items, by start: the conflict check reads the item's bookings overlapping a period. */
  itemBooking: (companyId: string, itemId: string, start: string, bookingId: string): Key => ({
    pk: `COMPANY#${companyId}`,
    sk: `BOOKING_ITEM#${itemId}#${start}#${bookingId}`,
  }),
  itemBookingsOf: (companyId: string, itemId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: `BOOKING_ITEM#${itemId}#` }),
  /** An item's bookings version: every booking write involving the item increments it, conditional on the version read. */
  itemBookingsVersion: (companyId: string, itemId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `BOOKING_VERSION#${itemId}` }),
  /** A booking with items out (checked out or overdue), by its end: the ids of the items still out; the items list's booking filters and analytics read these. */
  bookingOut: (companyId: string, end: string, bookingId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `BOOKING_OUT#${end}#${bookingId}` }),
  bookingsOutOf: (companyId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: 'BOOKING_OUT#' }),
  /** A booking's copy by its last change (UTC ISO instant): the integration API reads the bookings changed since a moment. */
  bookingByUpdate: (companyId: string, updatedAt: string, bookingId: string): Key => ({ pk: `COMPANY#${companyId}`, sk: `BOOKING_MOD#${updatedAt}#${bookingId}` }),
  bookingsByUpdateOf: (companyId: string) => ({ pk: `COMPANY#${companyId}`, skPrefix: 'BOOKING_MOD#' }),
  /** A booking reminder due at `at` (UTC ISO instant), in the partition of its hour (yyyy-mm-ddThh): the periodic job reads the hours since its last run, every company at once. */
  bookingReminder: (at: string, companyId: string, bookingId: string, kind: string): Key => ({
    pk: `BOOKING_REMIND#${at.slice(0, 13)}`,
    sk: `${at}#${companyId}#${bookingId}#${kind}`,
  }),
  bookingRemindersIn: (hour: string) => ({ pk: `BOOKING_REMIND#${hour}` }),
  /** The last hour a bookings job (`job`: its kind) finished, beside the hours' partitions: the next run starts there, so missed hours are caught up once. */
  bookingReminderCursor: (job: string): Key => ({ pk: `BOOKING_REMIND#${job}`, sk: 'LAST_HOUR' }),
  /** A user's calendar feed of bookings (its scope and the hash of its secret); one per user, replaced when renewed. */
  bookingFeed: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'BOOKING_FEED' }),
  /** A calendar feed found by the SHA-256 of the secret in its URL (the secret itself is never stored). */
  bookingFeedSecret: (secretHash: string): Key => ({ pk: `BOOKING_FEED#${secretHash}`, sk: 'FEED' }),
};

/** The partition of one day's maintenance reminders (yyyy-mm-dd), and of the daily job's cursor (named by the job's kind, never a day). */
function maintenanceRemindPartition(day: string): string {
  return `MAINT_REMIND#${day}`;
}

function notificationsPartition(userId: string): string {
  return `NOTIFICATIONS#${userId}`;
}

function itemLogPartition(companyId: string, itemId: string): string {
  return `ITEM_LOG#${companyId}#${itemId}`;
}

function itemLogByUserPartition(companyId: string, userId: string): string {
  return `COMPANY#${companyId}#${userId}`;
}

function stocktakingPartition(companyId: string, stocktakingId: string): string {
  return `STK#${companyId}#${stocktakingId}`;
}

/** The line key of an expected item, an item of the company outside the scope, a code no item has, or an item id the company does not have. */
export const stocktakingLineKey = {
  expected: (itemId: string) => `E#${itemId}`,
  outsideItem: (itemId: string) => `U#I#${itemId}`,
  unknownCode: (code: string) => `U#C#${code}`,
  unknownItem: (itemId: string) => `U#X#${itemId}`,
};

function itemSetPartition(companyId: string, set: string): string {
  return `ITEMSET#${companyId}#${set}`;
}

/** GSI usersByCompany: the partition holding a company's users. */
export function usersOfCompanyPartition(companyId: string): { usersByCompanyPk: string } {
  return { usersByCompanyPk: `COMPANY#${companyId}` };
}

/** GSI usersByCompany: a user's entry in their company's partition, oldest first. */
export function usersByCompanyKey(companyId: string, createdAt: string, userId: string) {
  return { ...usersOfCompanyPartition(companyId), usersByCompanySk: `${createdAt}#${userId}` };
}

/** An id that sorts by creation time (milliseconds in base 36, then randomness). */
export function sortableId(now = Date.now()): string {
  return `${now.toString(36).padStart(9, '0')}${randomUUID().replace(/-/g, '').slice(0, 12)}`;
}

/** Epoch seconds for the table's TTL attribute. */
export function ttlAt(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function itemOrderBuildPartition(companyId: string, field: string, build: number): string {
  return `ITEM_ORDER#${companyId}#${field}#${build}`;
}
