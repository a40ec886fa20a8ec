import * as z from 'zod';
import { fileErrorKinds, importColumns, rowErrorCodes } from '../import-columns';
import { idField, pageQuery } from './common';
import { lazySchema } from './lazy';

/**
 * Asks for a presigned POST to upload one xlsx file. A file over `importLimits.maxFileBytes` is refused
 * (ImportFileTooLarge) and recorded in the upload history as refused, as a check or an import (`dryRun`).
 */
export const signUploadBody = lazySchema(() =>
  z
    .object({
      fileName: z.string().trim().min(1).max(200),
      size: z.number().int().positive(),
      /** What the file is uploaded for: the history's mode of a refused file. */
      dryRun: z.boolean().default(false),
    })
    .meta({ id: 'SignUploadBody' }),
);

export const signUploadAnswer = lazySchema(() =>
  z
    .object({
      uploadId: z.string(),
      /** POST the file as multipart form data to `url` with these fields first and the file last (field `file`). */
      url: z.string(),
      fields: z.record(z.string(), z.string()),
      maxBytes: z.number(),
    })
    .meta({ id: 'SignUploadAnswer' }),
);

export const uploadIdParams = lazySchema(() => z.object({ company: idField, id: z.string().regex(/^[a-z0-9]{8,40}$/) }));

/**
 * Starts checking (dryRun) or importing an uploaded file. `giveCodes`: each item the import creates
 * gets a QR code once written ("Give imported items QR codes", on in the panel).
 */
export const startImportBody = lazySchema(() =>
  z
    .object({ dryRun: z.boolean().default(false), fileName: z.string().trim().min(1).max(200), giveCodes: z.boolean().default(false) })
    .meta({ id: 'StartImportBody' }),
);

export const dataFileStates = ['processing', 'uploaded', 'error'] as const;
export type DataFileState = (typeof dataFileStates)[number];

export const rowErrorSchema = lazySchema(() => z.object({ row: z.number().int(), column: z.enum(importColumns).nullable(), code: z.enum(rowErrorCodes) }));
export type RowError = z.infer<typeof rowErrorSchema>;

export const dataFileSchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      fileName: z.string(),
      dryRun: z.boolean(),
      state: z.enum(dataFileStates),
      /** Why the file was refused as a whole; null while processing or when done. */
      errorKind: z.enum(fileErrorKinds).nullable(),
      /** Headers the file had that no column matches (errorKind headers). */
      unknownHeaders: z.array(z.string()),
      rowsTotal: z.number().int().nullable(),
      rowsDone: z.number().int(),
      itemsTotal: z.number().int().nullable(),
      itemsCreated: z.number().int(),
      errorCount: z.number().int(),
      /** The first row errors, in row order (the error file has them all). */
      errors: z.array(rowErrorSchema),
      hasErrorFile: z.boolean(),
      /** The job giving the created items their QR codes (GET /item/bulk/{id}/state), when the import was asked to. */
      codesJob: z.string().nullable(),
      by: z.object({ _id: z.string(), name: z.string() }),
      createdAt: z.string(),
      finishedAt: z.string().nullable(),
    })
    .meta({ id: 'DataFile' }),
);
export type DataFile = z.infer<typeof dataFileSchema>;

export const dataFilesQuery = lazySchema(() => pageQuery(10));
export const dataFilesPage = lazySchema(() => z.object({ data: z.array(dataFileSchema), count: z.number().int() }).meta({ id: 'DataFilesPage' }));
export const dataFileIdParams = lazySchema(() => z.object({ company: idField, id: idField }));
export const downloadLinkAnswer = lazySchema(() => z.object({ url: z.string(), expiresAt: z.string() }).meta({ id: 'DownloadLink' }));
