import { GetObjectCommand, NoSuchKey, NotFound, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { importLimits, xlsxContentType } from '../../shared/import-columns';
import { temporaryPrefix } from '../../shared/resources';
import { bucketName, presignedGet, presignedPost, s3 } from '../lib/adapters/storage';
import { AppError } from '../lib/http/errors';

/**
 * The data files bucket: uploads arrive under the temporary prefix (they expire with it once read),
 * error files are kept beside their data file's id. Files never pass through a function.
 */

export const uploadKey = (companyId: string, uploadId: string) => `${temporaryPrefix}uploads/${companyId}/${uploadId}.xlsx`;
export const errorFileKey = (companyId: string, dataFileId: string) => `imports/${companyId}/${dataFileId}/errors.xlsx`;

const uploadExpiresSeconds = 15 * 60;
const downloadExpiresSeconds = 5 * 60;

/** A browser POST form that accepts one xlsx of at most maxFileBytes at exactly this key. */
export function presignUpload(key: string) {
  return presignedPost('dataFiles', key, { maxBytes: importLimits.maxFileBytes, contentType: xlsxContentType, seconds: uploadExpiresSeconds });
}

const isMissing = (error: unknown) =>
  error instanceof NotFound || error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** The size of an uploaded object and its first bytes (what the file really is), or null when nothing was uploaded. */
export async function uploadedObject(key: string): Promise<{ size: number; head: Buffer } | null> {
  try {
    const answer = await (await s3()).send(new GetObjectCommand({ Bucket: bucketName('dataFiles'), Key: key, Range: 'bytes=0-3' }));
    const head = Buffer.from(await answer.Body!.transformToByteArray());
    const total = answer.ContentRange?.split('/')[1];
    return { size: total ? Number(total) : (answer.ContentLength ?? head.length), head };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export async function downloadLink(key: string, fileName: string) {
  const url = await presignedGet('dataFiles', key, { seconds: downloadExpiresSeconds, fileName });
  return { url, expiresAt: new Date(Date.now() + downloadExpiresSeconds * 1000).toISOString() };
}

/**
 * An uploaded file, whole: the import reads its central directory first (unpack.ts). Its size was
 * checked when the import started; one larger now (uploaded again under the key) is refused.
 */
export async function readUpload(key: string): Promise<Buffer> {
  const answer = await (await s3()).send(new GetObjectCommand({ Bucket: bucketName('dataFiles'), Key: key }));
  if ((answer.ContentLength ?? 0) > importLimits.maxFileBytes) {
    (answer.Body as Readable).destroy();
    throw new AppError('ImportFileTooLarge', { maxBytes: importLimits.maxFileBytes });
  }
  return Buffer.from(await answer.Body!.transformToByteArray());
}

export async function putFile(key: string, body: Buffer, contentType = xlsxContentType): Promise<void> {
  await (await s3()).send(new PutObjectCommand({ Bucket: bucketName('dataFiles'), Key: key, Body: body, ContentType: contentType }));
}
