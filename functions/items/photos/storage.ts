import { randomBytes } from 'node:crypto';
import type { JobInput } from '../../../shared/jobs';
import { photoContentTypes, photoRules, sniffBytes, type PhotoContentType } from '../../../shared/photos';
import { temporaryPrefix } from '../../../shared/resources';
import { sendJobs } from '../../lib/adapters/queues';
import { bucketName, presignedGet, presignedPost, s3, s3Sdk } from '../../lib/adapters/storage';

/**
 * Where photos live in the photos bucket and the S3/SQS calls the photo services make. Uploads land
 * under the temporary prefix (expired by the bucket's lifecycle rule when never attached), named
 * per company so one tenant can never attach another's upload; attached photos are copied to
 * `images/<name>` and their thumbnails made at `thumbs/<name>`.
 */
export const photoKeys = {
  upload: (companyId: string, name: string) => `${temporaryPrefix}photos/${companyId}/${name}`,
  original: (name: string) => `images/${name}`,
  thumbnail: (name: string) => `thumbs/${name}`,
};



const isMissing = (error: unknown) =>
  (error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export const photosBucket = () => bucketName('photos');

export function newPhotoName(type: PhotoContentType): string {
  return `${randomBytes(16).toString('base64url')}.${photoContentTypes[type]}`;
}

/** A presigned POST: S3 itself refuses a body over 5 MB or of another declared type. */
export function signUpload(companyId: string, name: string, type: PhotoContentType) {
  return presignedPost('photos', photoKeys.upload(companyId, name), { maxBytes: photoRules.maxBytes, contentType: type, seconds: photoRules.uploadTtlSeconds });
}

/** The first bytes of an uploaded file and its whole size, or null when nothing was uploaded there. */
export async function uploadHead(companyId: string, name: string): Promise<{ bytes: Uint8Array; size: number } | null> {
  const { GetObjectCommand } = await s3Sdk();
  try {
    const answer = await (await s3()).send(
      new GetObjectCommand({ Bucket: photosBucket(), Key: photoKeys.upload(companyId, name), Range: `bytes=0-${sniffBytes - 1}` }),
    );
    const bytes = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    // "bytes 0-7/12345": the total after the slash is the object's size.
    const total = Number(answer.ContentRange?.split('/')[1] ?? answer.ContentLength ?? bytes.length);
    return { bytes, size: Number.isFinite(total) ? total : bytes.length };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Moves an accepted upload to its permanent key (the temporary one is removed by `removeUploads`). */
export async function keepUpload(companyId: string, name: string, type: PhotoContentType): Promise<void> {
  const { CopyObjectCommand } = await s3Sdk();
  await (await s3()).send(
    new CopyObjectCommand({
      Bucket: photosBucket(),
      Key: photoKeys.original(name),
      CopySource: `${photosBucket()}/${photoKeys.upload(companyId, name)}`,
      ContentType: type,
      MetadataDirective: 'REPLACE',
    }),
  );
}

async function deleteKeys(keys: string[]): Promise<void> {
  const { DeleteObjectsCommand } = await s3Sdk();
  for (let start = 0; start < keys.length; start += 1000) {
    const answer = await (await s3()).send(
      new DeleteObjectsCommand({ Bucket: photosBucket(), Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true } }),
    );
    if (answer.Errors?.length) throw new Error(`S3 kept ${answer.Errors.length} objects: ${answer.Errors[0]?.Code ?? ''}`);
  }
}

export function removeUploads(companyId: string, names: string[]): Promise<void> {
  return deleteKeys(names.map((name) => photoKeys.upload(companyId, name)));
}

/** A photo's original and thumbnail; a missing one is not an error (S3 deletes are idempotent). */
export function removePhotos(names: string[]): Promise<void> {
  return deleteKeys(names.flatMap((name) => [photoKeys.original(name), photoKeys.thumbnail(name)]));
}

export async function downloadLink(name: string, size: 'original' | 'thumb'): Promise<string> {
  const key = size === 'thumb' ? photoKeys.thumbnail(name) : photoKeys.original(name);
  return presignedGet('photos', key, { seconds: photoRules.downloadTtlSeconds });
}

/** One thumbnail job per accepted photo. */
export function requestThumbnails(jobs: JobInput<'photoThumbnails'>[]): Promise<void> {
  return sendJobs('photoThumbnails', jobs);
}
