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

/**
 * Check or import the items of an uploaded xlsx file. `jobId` is the data file's id: its record
 * holds the file's key, the mode and the progress, so a redelivered or re-enqueued message resumes
 * where the record says.
 */
export const itemImportJob = z.object({
  kind: z.literal('items.import'),
  ...jobBase,
});

/** Build a report on the items matching `filters` and e-mail it to `email`. */
export const itemReportJob = z.object({
  kind: z.literal('items.report'),
  ...jobBase,
  email: emailField,
  filters: z.record(z.string(), z.unknown()),
});

/** Export the results of one stocktaking. */
export const stocktakingExportJob = z.object({
  kind: z.literal('stocktaking.export'),
  ...jobBase,
  stocktakingId: idField,
});

export const itemUploadsJob = z.discriminatedUnion('kind', [itemImportJob]);
export const reportsJob = z.discriminatedUnion('kind', [itemReportJob]);
export const stocktakingExportsJob = z.discriminatedUnion('kind', [stocktakingExportJob]);

/** The schema of each queue's messages. */
export const jobSchemas = {
  itemUploads: itemUploadsJob,
  reports: reportsJob,
  stocktakingExports: stocktakingExportsJob,
} satisfies Record<QueueName, z.ZodType>;

export type ItemUploadsJob = z.infer<typeof itemUploadsJob>;
export type ItemImportJob = z.infer<typeof itemImportJob>;
export type ReportsJob = z.infer<typeof reportsJob>;
export type StocktakingExportsJob = z.infer<typeof stocktakingExportsJob>;
/** The message type of a queue, as produced (input) and as parsed (output). */
export type JobInput<Q extends QueueName> = z.input<(typeof jobSchemas)[Q]>;
export type Job<Q extends QueueName> = z.output<(typeof jobSchemas)[Q]>;
