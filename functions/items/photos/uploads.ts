import { randomUUID } from 'node:crypto';
import { photoContentTypes, photoRules, sniffPhotoType, type PhotoContentType } from '../../../shared/photos';
import type { PhotoResult } from '../../../shared/schemas/photos';
import type { Tenant } from '../../lib/http/session';
import { AppError } from '../../lib/http/errors';
import { createLogger, describeError } from '../../lib/http/logger';
import { keepUpload, newPhotoName, removePhotos, removeUploads, requestThumbnails, signUpload, uploadHead } from './storage';

type FileError = NonNullable<PhotoResult['error']>;

/** The error a file of this declared size and type gets before any upload, or null when it may go. */
export function preflightError(file: { size: number; type: string }): FileError | null {
  if (!Object.hasOwn(photoContentTypes, file.type)) return 'PhotoTypeError';
  if (file.size > photoRules.maxBytes) return 'PhotoTooLarge';
  return null;
}

/** Step one: a presigned POST per acceptable file, or the reason a file cannot be sent. */
export async function signPhotoUploads(tenant: Tenant, files: { size: number; type: string }[]) {
  const uploads = await Promise.all(
    files.map(async (file) => {
      const error = preflightError(file);
      if (error) return { error };
      const type = file.type as PhotoContentType;
      const name = newPhotoName(type);
      const post = await signUpload(tenant.companyId, name, type);
      return { name, url: post.url, fields: post.fields };
    }),
  );
  return { uploads };
}

/** The verdict on one uploaded file from its first bytes and its size. */
export function judgeUpload(name: string, head: { bytes: Uint8Array; size: number } | null): { ok: true; type: PhotoContentType } | { ok: false; error: FileError } {
  if (!head) return { ok: false, error: 'FileUploadError' };
  if (head.size > photoRules.maxBytes) return { ok: false, error: 'PhotoTooLarge' };
  const type = sniffPhotoType(head.bytes);
  // The name's extension was chosen from the declared type when signing; the bytes must agree.
  if (!type || photoContentTypes[type] !== name.slice(name.lastIndexOf('.') + 1)) return { ok: false, error: 'PhotoTypeError' };
  return { ok: true, type };
}

export interface CheckedUploads {
  results: PhotoResult[];
  accepted: string[];
}

/**
 * Step two: checks each uploaded file by its bytes and copies the good ones to their permanent key.
 * `room` is how many more photos the owner (item or comment) takes; files past it are refused.
 */
export async function checkUploads(tenant: Tenant, names: string[], room: number): Promise<CheckedUploads> {
  const unique = [...new Set(names)];
  const results: PhotoResult[] = [];
  const accepted: string[] = [];
  for (const name of unique) {
    const verdict = judgeUpload(name, await uploadHead(tenant.companyId, name));
    if (!verdict.ok) {
      results.push({ name, ok: false, error: verdict.error });
      continue;
    }
    if (accepted.length >= room) {
      results.push({ name, ok: false, error: 'PhotoLimitReached' });
      continue;
    }
    await keepUpload(tenant.companyId, name, verdict.type);
    accepted.push(name);
    results.push({ name, ok: true });
  }
  return { results, accepted };
}

/**
 * Runs `record` (which writes the accepted names on their owner); then asks for thumbnails and drops
 * the temporary uploads. When nothing was accepted the request fails as a whole (FilesUploadError,
 * with the per-file results); when some were, the answer says PhotosPartlyUploaded.
 */
export async function attachChecked<T>(tenant: Tenant, names: string[], checked: CheckedUploads, record: () => Promise<T>) {
  if (checked.accepted.length === 0) {
    await cleanUp(tenant, names, []);
    throw new AppError('FilesUploadError', { results: checked.results });
  }
  let saved: T;
  try {
    saved = await record();
  } catch (error) {
    await cleanUp(tenant, [], checked.accepted);
    throw error;
  }
  try {
    await requestThumbnails(checked.accepted.map((name) => ({ kind: 'photos.thumbnail', companyId: tenant.companyId, requestedBy: tenant.userId, jobId: randomUUID(), name })));
  } catch (error) {
    // The photos are attached either way; without a thumbnail the lists show a placeholder.
    createLogger({ companyId: tenant.companyId }).error('thumbnail jobs not sent', { names: checked.accepted, ...describeError(error) });
  }
  await cleanUp(tenant, names, []);
  const partly = checked.results.some((result) => !result.ok);
  return { saved, results: checked.results, ...(partly ? { warning: 'PhotosPartlyUploaded' as const } : {}) };
}

/** Best effort: temporary uploads expire anyway, and an orphaned copy is only storage. */
async function cleanUp(tenant: Tenant, uploads: string[], copies: string[]): Promise<void> {
  try {
    if (uploads.length) await removeUploads(tenant.companyId, uploads);
    if (copies.length) await removePhotos(copies);
  } catch (error) {
    createLogger({ companyId: tenant.companyId }).warn('photo clean-up left objects behind', describeError(error));
  }
}
