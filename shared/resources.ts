import type { Domain } from './routes';

/**
 * The resources the product needs besides the API routes, read by the CDK stacks and by the local
 * stack alike so the two cannot drift. Names here are logical; real names come from the constructs.
 */

export const buckets = {
  photos: { envVar: 'PHOTOS_BUCKET', purpose: 'Item and comment photos' },
  dataFiles: { envVar: 'DATA_FILES_BUCKET', purpose: 'Uploaded item files (xlsx) and their results' },
  documents: { envVar: 'DOCUMENTS_BUCKET', purpose: 'Generated PDFs and reports' },
} as const;
export type BucketName = keyof typeof buckets;

/** Objects under this prefix are temporary (presigned uploads, one-off exports) and expire. */
export const temporaryPrefix = 'tmp/';
export const temporaryObjectDays = 2;
/** Item list report files in the documents bucket: kept a day past their e-mailed link's 7 days, then expire. */
export const reportFilesPrefix = 'reports/';
export const reportFileDays = 8;

export const queues = {
  itemChanges: {
    envVar: 'ITEM_CHANGES_QUEUE_URL',
    worker: 'functions/workers/item-changes.worker.ts',
    workerTimeoutSeconds: 300,
    // A bulk delete removes the items' photos.
    buckets: ['photos'] as BucketName[],
    sendsMail: false,
  },
  itemUploads: {
    envVar: 'ITEM_UPLOADS_QUEUE_URL',
    worker: 'functions/workers/item-upload.worker.ts',
    workerTimeoutSeconds: 300,
    buckets: ['dataFiles'] as BucketName[],
    sendsMail: false,
  },
  reports: {
    envVar: 'REPORTS_QUEUE_URL',
    worker: 'functions/workers/report.worker.ts',
    workerTimeoutSeconds: 300,
    buckets: ['documents'] as BucketName[],
    // The item list report e-mails its link.
    sendsMail: true,
  },
  /** Freezes a stocktaking's expected set, exports its results as xlsx, purges a deleted one's lines. */
  stocktaking: {
    envVar: 'STOCKTAKING_QUEUE_URL',
    worker: 'functions/workers/stocktaking-jobs.worker.ts',
    workerTimeoutSeconds: 300,
    buckets: ['documents'] as BucketName[],
    sendsMail: false,
  },
  /** Stores each recipient's notification, pushes it to their devices and e-mails it (docs/notifications.md). */
  notifications: {
    envVar: 'NOTIFICATIONS_QUEUE_URL',
    worker: 'functions/workers/notification.worker.ts',
    workerTimeoutSeconds: 60,
    buckets: [] as BucketName[],
    sendsMail: true,
    // Reads the FCM service account secret (infra/stacks/access.ts grantPushSecret).
    sendsPush: true,
  },
  /** Sent by the items function for each accepted photo; sharp (native) ships in a layer, not the bundle. */
  photoThumbnails: {
    envVar: 'PHOTO_THUMBNAILS_QUEUE_URL',
    worker: 'functions/workers/photo-thumbnail.worker.ts',
    workerTimeoutSeconds: 60,
    buckets: ['photos'] as BucketName[],
    sendsMail: false,
    nativeModules: ['sharp'],
  },
  /** Invoice PDFs (pdf-lib stays out of the payments function): rendered, stored and e-mailed. */
  billing: {
    envVar: 'BILLING_QUEUE_URL',
    worker: 'functions/workers/billing.worker.ts',
    workerTimeoutSeconds: 60,
    buckets: ['documents'] as BucketName[],
    sendsMail: true,
  },
} as const;
export type QueueName = keyof typeof queues;

/**
 * The queues each queue's worker sends jobs to: its IAM policy and environment are built from this
 * (kept apart from `queues`, which the functions' bundles carry, as domainAccess is).
 */
export const workerSends: Record<QueueName, QueueName[]> = {
  // Itself: a long bulk job goes on in a new message; notifications: a bulk move's pending transfers.
  itemChanges: ['itemChanges', 'notifications'],
  // Itself: a long file goes on in a new message before the Lambda's time runs out; itemChanges: the codes of a large import.
  itemUploads: ['itemUploads', 'itemChanges', 'notifications'],
  // Itself: a long labels job goes on in a new message.
  reports: ['reports', 'notifications'],
  stocktaking: ['notifications'],
  // Itself: the daily maintenance job raises its reminders as notifications.raise jobs (docs/maintenance.md).
  notifications: ['notifications'],
  photoThumbnails: [],
  billing: [],
};

/** A message is tried this many times before it moves to the queue's dead-letter queue. */
export const maxReceiveCount = 5;
/** Visibility timeout = this many times the worker's timeout (AWS recommends at least 6). */
export const visibilityTimeoutFactor = 6;
export const workerBatchSize = 5;

/** What each domain may do with the table is in infra/stacks/table-access.ts (checked against the code). */
export interface DomainAccess {
  sendsMail: boolean;
  sendsSms: boolean;
  /** Verifies Google ID tokens: gets the Google OAuth client id. */
  googleSignIn: boolean;
  /**
   * Session tokens: `issue` holds the private signing key (sign-in, registration, company creation),
   * `verify` only the public keys; `none` serves public routes only.
   */
  tokens: 'issue' | 'verify' | 'none';
  buckets: BucketName[];
  queues: QueueName[];
  /** Credentials of external services the domain calls (Secrets Manager in AWS, env locally; docs/payments.md). */
  externalSecrets?: ExternalSecret[];
}

/** The payment provider (Flitt: merchant id and secret key) and the delivery directory (Nova Poshta API key). */
export const externalSecrets = {
  flitt: { envVar: 'FLITT_SECRET_ARN', purpose: 'Flitt merchant id and payment key, JSON {"merchantId","secretKey"}' },
  novaPoshta: { envVar: 'NOVA_POSHTA_SECRET_ARN', purpose: 'Nova Poshta API key, JSON {"apiKey"}' },
} as const;
export type ExternalSecret = keyof typeof externalSecrets;

/** What each domain Lambda may touch: its IAM policy is built from exactly this. */
export const domainAccess: Record<Domain, DomainAccess> = {
  meta: { sendsMail: false, sendsSms: false, googleSignIn: false, tokens: 'none', buckets: [], queues: [] },
  auth: { sendsMail: true, sendsSms: true, googleSignIn: true, tokens: 'issue', buckets: [], queues: [] },
  // The second factor and passkeys (docs/security.md): they open sessions, and mail the owner when a factor is added or removed.
  factors: { sendsMail: true, sendsSms: false, googleSignIn: false, tokens: 'issue', buckets: [], queues: [] },
  // notifications: the plan's user limit near or reached (functions/notifications/public.ts).
  users: { sendsMail: true, sendsSms: true, googleSignIn: false, tokens: 'verify', buckets: [], queues: ['itemChanges', 'notifications'] },
  company: { sendsMail: true, sendsSms: true, googleSignIn: false, tokens: 'issue', buckets: [], queues: [] },
  // documents and reports: the item list report (queued here, its link signed here); photos and photoThumbnails: item and comment photos;
  // notifications: transfers and the plan's item limit; itemChanges: bulk actions on large selections.
  items: { sendsMail: false, sendsSms: false, googleSignIn: false, tokens: 'verify', buckets: ['documents', 'photos'], queues: ['reports', 'photoThumbnails', 'notifications', 'itemChanges'] },
  locations: { sendsMail: false, sendsSms: false, googleSignIn: false, tokens: 'verify', buckets: [], queues: [] },
  // reports: label sheets for large selections, printed by the reports worker.
  labels: { sendsMail: false, sendsSms: false, googleSignIn: false, tokens: 'verify', buckets: ['documents'], queues: ['reports'] },
  imports: { sendsMail: false, sendsSms: false, googleSignIn: false, tokens: 'verify', buckets: ['dataFiles'], queues: ['itemUploads'] },
  stocktaking: { sendsMail: false, sendsSms: false, googleSignIn: false, tokens: 'verify', buckets: ['documents'], queues: ['stocktaking', 'notifications'] },
  notifications: { sendsMail: false, sendsSms: false, googleSignIn: false, tokens: 'verify', buckets: [], queues: [] },
  // mail: plan-change requests to support; documents and billing: invoice PDFs (rendered by the billing worker, linked here).
  payments: { sendsMail: true, sendsSms: false, googleSignIn: false, tokens: 'verify', buckets: ['documents'], queues: ['billing'], externalSecrets: ['flitt'] },
  // flitt: publishing an order creates its checkout through the payments module.
  requests: { sendsMail: false, sendsSms: false, googleSignIn: false, tokens: 'verify', buckets: [], queues: [], externalSecrets: ['flitt', 'novaPoshta'] },
  // Access tokens and the integrators' API (docs/integration.md); notifications: the plan's item limit.
  integration: { sendsMail: false, sendsSms: false, googleSignIn: false, tokens: 'verify', buckets: [], queues: ['notifications'] },
  // Maintenance plans (docs/maintenance.md): reminders are raised by the daily job in the notifications worker, not here;
  // photos and photoThumbnails: the photos of a maintenance done, checked and kept as an item's.
  maintenance: { sendsMail: false, sendsSms: false, googleSignIn: false, tokens: 'verify', buckets: ['photos'], queues: ['photoThumbnails'] },
  // Bookings (docs/bookings.md).
  bookings: { sendsMail: false, sendsSms: false, googleSignIn: false, tokens: 'verify', buckets: [], queues: [] },
};

/** GSIs named after the access pattern they serve; each keys on `<name>Pk` / `<name>Sk` (docs/data-model.md). */
const indexNames = [
  'usersByCompany',
  'itemsByTitle',
  'itemsByPrice',
  'itemsByCode',
  /** Items by book value as of the month they were last written or revalued in (docs/depreciation.md "List order"). */
  'itemsByBookValue',
  'itemsByBrand',
  'itemsByModel',
  'itemsByType',
  'itemsBySerial',
  'itemsByResponsible',
  'itemsByObject',
  'itemsByLocation',
  'itemsByStatus',
  'itemsWithPhoto',
  'itemLogByUser',
  'itemLogByCompany',
  /** Items by last change (updatedAt#id): the integration API's changed-since sync. */
  'itemsByModified',
  'unreadNotifications',
] as const;
export type IndexName = (typeof indexNames)[number];
export const tableIndexes = indexNames.map((name) => ({ name, partitionKey: `${name}Pk`, sortKey: `${name}Sk` }));
export const tableTtlAttribute = 'expiresAt';
