import * as z from 'zod';
import type { QueueName } from './resources';
import { languages } from './i18n/languages';
import { roles } from './roles';
import { emailField, idField } from './schemas/common';
import { notificationTypes } from './schemas/notifications';

/**
 * The job messages the SQS queues carry, one discriminated union on `kind` per queue. The API
 * sends them; the queue's worker parses them with the same schema. Every job names its company
 * (the tenant), the user who asked for it and its own id (for progress and idempotency).
 */
const jobBase = {
  companyId: idField,
  requestedBy: idField,
  jobId: idField,
};

/** The items a removed user was responsible for pass to `heirId` (or whoever inherited from them since). */
export const itemHandOverJob = z.object({
  kind: z.literal('items.handOver'),
  ...jobBase,
  fromUserId: idField,
  heirId: idField,
});

/** The items a user is responsible for show the user's current name. */
export const responsibleRenameJob = z.object({
  kind: z.literal('items.renameResponsible'),
  ...jobBase,
  userId: idField,
});

/**
 * A bulk action on a selection of items (docs/bulk-actions.md): `jobId` names its record, which holds
 * the action, the selection and the checkpoint, so a redelivered message goes on where it says.
 */
export const itemBulkJob = z.object({ kind: z.literal('items.bulk'), ...jobBase });

/**
 * The company's book value snapshot for analytics (docs/depreciation.md, "Analytics: book value"): walk
 * every item and write the sums per dimension as of the day it runs. The analytics answer queues it
 * at most once per day and defaults (a claim on the snapshot record); a redelivery writes the same day again.
 */
export const itemBookValuesJob = z.object({ kind: z.literal('items.bookValues'), ...jobBase });

/**
 * A new build of the packed order of the company's items in one sort (docs/decisions.md, "Searches in
 * any order"): queued by the item list when the build is missing or too many items changed since,
 * and by an import that ends; a redelivery builds again.
 */
export const itemOrderJob = z.object({
  kind: z.literal('items.order'),
  ...jobBase,
  field: z.enum(['title', 'price', 'code', 'bookValue']),
  /** From the sort index whole, not from the build before (after an import: a build during it may have missed items written later). */
  full: z.boolean().optional(),
});

/**
 * Labels for a selection of items: give codes to those without one (the bulk job `jobId`'s steps),
 * then print every selected item's label into one PDF and record it on the job.
 */
export const labelsPrintJob = z.object({ kind: z.literal('labels.print'), ...jobBase });

/**
 * Check or import the items of an uploaded xlsx file. `jobId` is the data file's id: its record
 * holds the file's key, the mode and the progress, so a redelivered or re-enqueued message resumes
 * where the record says.
 */
export const itemImportJob = z.object({
  kind: z.literal('items.import'),
  ...jobBase,
});

/**
 * Build the item list report `jobId` (its record holds the state) on the items matching `filters`
 * (the list's query strings: shared/schemas/item-reports.ts) and e-mail its link to `email`.
 */
export const itemReportJob = z.object({
  kind: z.literal('items.report'),
  ...jobBase,
  email: emailField,
  filters: z.record(z.string(), z.string()),
});

/**
 * Stocktaking `stocktakingId` (docs/stocktaking.md): freeze its expected set (resumable from the
 * record's checkpoint), build its xlsx results, delete its lines after the record was removed, or recount it.
 */
export const stocktakingFreezeJob = z.object({ kind: z.literal('stocktaking.freeze'), ...jobBase, stocktakingId: idField });
export const stocktakingExportJob = z.object({ kind: z.literal('stocktaking.export'), ...jobBase, stocktakingId: idField });
export const stocktakingPurgeJob = z.object({ kind: z.literal('stocktaking.purge'), ...jobBase, stocktakingId: idField });
/** Recount a finished stocktaking's counts from its lines when it has too many lines to recount in the finish call. */
export const stocktakingRecountJob = z.object({ kind: z.literal('stocktaking.recount'), ...jobBase, stocktakingId: idField });

/**
 * Raise one notification (docs/notifications.md). The worker resolves the recipients (named users,
 * and/or the company's users of some roles), stores one notification per recipient (keyed by `jobId`,
 * so a redelivered job raises nothing twice), pushes it to their devices and e-mails those whose
 * settings ask for this type. `actorId` is who caused it (their name and e-mail are shown).
 */
export const notificationRaiseJob = z.object({
  kind: z.literal('notifications.raise'),
  ...jobBase,
  type: z.enum(notificationTypes),
  recipients: z.object({ users: z.array(idField).max(100).default([]), roles: z.array(z.enum(roles)).default([]) }),
  actorId: idField.nullable(),
  link: z.string().max(300).nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
});

/**
 * The daily check for subscriptions about to end (docs/notifications.md, "Raised by"). Sent by a
 * schedule, not by a user of a company, so it carries no tenant: `jobId` is the schedule's time
 * (ISO 8601), whose UTC date is the day checked.
 */
export const subscriptionCheckJob = z.object({
  kind: z.literal('notifications.subscriptionCheck'),
  jobId: z.iso.datetime({ offset: true }),
});

/**
 * The daily maintenance reminders (docs/maintenance.md, "Reminders"): sent by the same kind of schedule
 * as the subscription check, with no tenant; `jobId` is the schedule's time, whose UTC date is the
 * last day reminded of (missed days since the last run are caught up).
 */
export const maintenanceCheckJob = z.object({
  kind: z.literal('maintenance.check'),
  jobId: z.iso.datetime({ offset: true }),
});

/**
 * The bookings' reminders and overdue transitions (docs/bookings.md, "Overdue and reminders"): sent
 * every quarter of an hour by a schedule, with no tenant; `jobId` is the schedule's time, up to which
 * due reminders are handled (missed hours since the last run are caught up).
 */
export const bookingsCheckJob = z.object({
  kind: z.literal('bookings.check'),
  jobId: z.iso.datetime({ offset: true }),
});

/** Make the thumbnail of an accepted photo (images/<name> -> thumbs/<name>). */
export const photoThumbnailJob = z.object({
  kind: z.literal('photos.thumbnail'),
  ...jobBase,
  name: z.string().min(1).max(64),
});

/** Render an invoice payment's PDF into the documents bucket and e-mail its link to whoever asked (docs/payments.md). */
export const invoiceJob = z.object({
  kind: z.literal('billing.invoice'),
  ...jobBase,
  paymentId: idField,
  language: z.enum(languages),
});

export const itemChangesJob = z.discriminatedUnion('kind', [itemHandOverJob, responsibleRenameJob, itemBulkJob, itemBookValuesJob, itemOrderJob]);
export const itemUploadsJob = z.discriminatedUnion('kind', [itemImportJob]);
export const reportsJob = z.discriminatedUnion('kind', [itemReportJob, labelsPrintJob]);
export const stocktakingJob = z.discriminatedUnion('kind', [stocktakingFreezeJob, stocktakingExportJob, stocktakingPurgeJob, stocktakingRecountJob]);
export const notificationsJob = z.discriminatedUnion('kind', [notificationRaiseJob, subscriptionCheckJob, maintenanceCheckJob, bookingsCheckJob]);
export const photoThumbnailsJob = z.discriminatedUnion('kind', [photoThumbnailJob]);
export const billingJob = z.discriminatedUnion('kind', [invoiceJob]);

/** The schema of each queue's messages. */
export const jobSchemas = {
  itemChanges: itemChangesJob,
  itemUploads: itemUploadsJob,
  reports: reportsJob,
  stocktaking: stocktakingJob,
  photoThumbnails: photoThumbnailsJob,
  notifications: notificationsJob,
  billing: billingJob,
} satisfies Record<QueueName, z.ZodType>;

export type ItemChangesJob = z.infer<typeof itemChangesJob>;
export type ItemUploadsJob = z.infer<typeof itemUploadsJob>;
export type ItemImportJob = z.infer<typeof itemImportJob>;
export type ReportsJob = z.infer<typeof reportsJob>;
export type StocktakingJob = z.infer<typeof stocktakingJob>;
export type NotificationsJob = z.infer<typeof notificationsJob>;
export type NotificationRaiseJob = z.infer<typeof notificationRaiseJob>;
export type SubscriptionCheckJob = z.infer<typeof subscriptionCheckJob>;
export type MaintenanceCheckJob = z.infer<typeof maintenanceCheckJob>;
export type BookingsCheckJob = z.infer<typeof bookingsCheckJob>;
export type PhotoThumbnailsJob = z.infer<typeof photoThumbnailsJob>;
export type BillingJob = z.infer<typeof billingJob>;
/** The message type of a queue, as produced (input) and as parsed (output). */
export type JobInput<Q extends QueueName> = z.input<(typeof jobSchemas)[Q]>;
export type Job<Q extends QueueName> = z.output<(typeof jobSchemas)[Q]>;
