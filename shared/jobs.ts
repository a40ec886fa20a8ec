import * as z from 'zod';
import type { QueueName } from './resources';
import { emailField, idField } from './schemas/common';

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

/** Export the results of one stocktaking. */
export const stocktakingExportJob = z.object({
  kind: z.literal('stocktaking.export'),
  ...jobBase,
  stocktakingId: idField,
});

/** Make the thumbnail of an accepted photo (images/<name> -> thumbs/<name>). */
export const photoThumbnailJob = z.object({
  kind: z.literal('photos.thumbnail'),
  ...jobBase,
  name: z.string().min(1).max(64),
});

export const itemChangesJob = z.discriminatedUnion('kind', [itemHandOverJob, responsibleRenameJob]);
export const itemUploadsJob = z.discriminatedUnion('kind', [itemImportJob]);
export const reportsJob = z.discriminatedUnion('kind', [itemReportJob]);
export const stocktakingExportsJob = z.discriminatedUnion('kind', [stocktakingExportJob]);
export const photoThumbnailsJob = z.discriminatedUnion('kind', [photoThumbnailJob]);

/** The schema of each queue's messages. */
export const jobSchemas = {
  itemChanges: itemChangesJob,
  itemUploads: itemUploadsJob,
  reports: reportsJob,
  stocktakingExports: stocktakingExportsJob,
  photoThumbnails: photoThumbnailsJob,
} satisfies Record<QueueName, z.ZodType>;

export type ItemChangesJob = z.infer<typeof itemChangesJob>;
export type ItemUploadsJob = z.infer<typeof itemUploadsJob>;
export type ItemImportJob = z.infer<typeof itemImportJob>;
export type ReportsJob = z.infer<typeof reportsJob>;
export type StocktakingExportsJob = z.infer<typeof stocktakingExportsJob>;
export type PhotoThumbnailsJob = z.infer<typeof photoThumbnailsJob>;
/** The message type of a queue, as produced (input) and as parsed (output). */
export type JobInput<Q extends QueueName> = z.input<(typeof jobSchemas)[Q]>;
export type Job<Q extends QueueName> = z.output<(typeof jobSchemas)[Q]>;
