import * as z from 'zod';
import { errorNames } from '../errors';
import { defaultLabelFormat, labelFormatIds, maxBoundPairs } from '../label-formats';
import { idField } from './common';
import { markBody } from './items';
import { lazySchema } from './lazy';

export const labelFormatField = lazySchema(() => z.enum(labelFormatIds).default(defaultLabelFormat));

export const downloadCodeQuery = lazySchema(() => z.object({ type: labelFormatField }));

/** The cap (LabelCountExceeded) is checked by the service, so the caller learns it by name. */
export const generateQuery = lazySchema(() => z.object({ count: z.coerce.number().int().min(1), type: labelFormatField }));

/** A generated PDF: a short-lived link to it in the documents bucket (files never pass through the API). */
export const labelFileAnswer = lazySchema(() =>
  z
    .object({
      url: z.url(),
      fileName: z.string(),
      expiresAt: z.string(),
      /** The codes printed, in sheet order (generate only). */
      codes: z.array(z.string()).optional(),
      /** The batch the codes were recorded as, to bind them in order later (generate only). */
      batch: z.string().optional(),
    })
    .meta({ id: 'LabelFile' }),
);
export type LabelFile = z.infer<typeof labelFileAnswer>;

export const bulkMarkBody = lazySchema(() =>
  z
    .object({ pairs: z.array(z.object({ id: idField, code: markBody.shape.code })).min(1).max(maxBoundPairs) })
    .meta({ id: 'BulkMarkBody' }),
);
export type BulkMarkInput = z.output<typeof bulkMarkBody>;

/** Each pair is marked on its own: one mistyped code does not undo the others. */
export const bulkMarkAnswer = lazySchema(() =>
  z
    .object({
      results: z.array(z.object({ id: z.string(), code: z.string(), ok: z.boolean(), error: z.enum(errorNames as [string, ...string[]]).optional() })),
    })
    .meta({ id: 'BulkMarkAnswer' }),
);
export type BulkMarkAnswer = z.infer<typeof bulkMarkAnswer>;

/** The company's latest generated batches (newest first): when, in which format, and how many codes each printed. */
export const labelBatchesAnswer = lazySchema(() =>
  z
    .object({
      data: z.array(z.object({ _id: z.string(), createdAt: z.string(), format: z.enum(labelFormatIds), count: z.number().int() })),
    })
    .meta({ id: 'LabelBatches' }),
);
export type LabelBatch = z.infer<typeof labelBatchesAnswer>['data'][number];
