import { GetObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { importLimits, xlsxContentType } from '../../shared/import-columns';
import { temporaryPrefix } from '../../shared/resources';
import { required } from '../lib/env';

/**
 * The data files bucket: uploads arrive under the temporary prefix (they expire with it once read),
 * error files are kept beside their data file's id. Files never pass through a function.
 */

let client: S3Client | undefined;
function s3(): S3Client {
  // Path-style keeps one URL shape for S3 and s3rver; checksums only when required, else streamed
  // bodies get chunk framing and presigned URLs pin an empty-body checksum.
  client ??= new S3Client({ forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
  return client;
}

const bucket = () => required('DATA_FILES_BUCKET');

export const uploadKey = (companyId: string, uploadId: string) => `${temporaryPrefix}uploads/${companyId}/${uploadId}.xlsx`;
export const errorFileKey = (companyId: string, dataFileId: string) => `imports/${companyId}/${dataFileId}/errors.xlsx`;

const uploadExpiresSeconds = 15 * 60;
const downloadExpiresSeconds = 5 * 60;

/** A browser POST form that accepts one xlsx of at most maxFileBytes at exactly this key. */
export async function presignUpload(key: string) {
  const post = await createPresignedPost(s3(), {
    Bucket: bucket(),
    Key: key,
    Conditions: [['content-length-range', 1, importLimits.maxFileBytes], ['eq', '$Content-Type', xlsxContentType]],
    Fields: { 'Content-Type': xlsxContentType },
    Expires: uploadExpiresSeconds,
  });
  return { url: post.url, fields: post.fields };
}

const isMissing = (error: unknown) =>
  error instanceof NotFound || error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** The size of an uploaded object and its first bytes (what the file really is), or null when nothing was uploaded. */
export async function uploadedObject(key: string): Promise<{ size: number; head: Buffer } | null> {
  try {
    const answer = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key, Range: 'bytes=0-3' }));
    const head = Buffer.from(await answer.Body!.transformToByteArray());
    const total = answer.ContentRange?.split('/')[1];
    return { size: total ? Number(total) : (answer.ContentLength ?? head.length), head };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export async function downloadLink(key: string, fileName: string) {
  const url = await getSignedUrl(
    s3(),
    new GetObjectCommand({ Bucket: bucket(), Key: key, ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}` }),
    { expiresIn: downloadExpiresSeconds },
  );
  return { url, expiresAt: new Date(Date.now() + downloadExpiresSeconds * 1000).toISOString() };
}

export async function readStream(key: string): Promise<Readable> {
  const answer = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  return answer.Body as Readable;
}

export async function putFile(key: string, body: Buffer, contentType = xlsxContentType): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
}
