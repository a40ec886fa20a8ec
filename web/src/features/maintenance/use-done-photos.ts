import { useState } from 'react';
import type { ErrorName } from '../../../../shared/errors';
import { photoContentTypes, photoRules } from '../../../../shared/photos';
import { maintenanceLimits } from '../../../../shared/schemas/maintenance';
import { isApiError } from '../../lib/api-client';
import { postToS3, signPhotoUploads } from '../../lib/api/photo-uploads';

export type DonePhotoState = 'uploading' | 'uploaded' | 'failed';

export interface DonePhoto {
  key: string;
  fileName: string;
  /** The photo's name on the server, once signed. */
  name?: string;
  progress: number;
  state: DonePhotoState;
  error?: ErrorName;
}

/** What the browser can tell before sending: the rules the server and S3 enforce. */
export function localPhotoError(file: { size: number; type: string }): ErrorName | null {
  if (!Object.hasOwn(photoContentTypes, file.type)) return 'PhotoTypeError';
  if (file.size > photoRules.maxBytes) return 'PhotoTooLarge';
  return null;
}

/** How many of `chosen` files may still go: the record takes maintenanceLimits.photosPerDone, failed ones not counted. */
export function photoRoom(files: readonly DonePhoto[]): number {
  return Math.max(0, maintenanceLimits.photosPerDone - files.filter((file) => file.state !== 'failed').length);
}

let sequence = 0;

/**
 * The photos of a maintenance done, uploaded as they are chosen (sign, then a presigned POST per file
 * straight to S3); `names` are those that arrived, sent with the done request, whose per-file results
 * `settle` writes back.
 */
export function useDonePhotos(company: string) {
  const [files, setFiles] = useState<DonePhoto[]>([]);
  const update = (key: string, change: Partial<DonePhoto>) => setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...change } : file)));

  async function add(chosen: File[]): Promise<void> {
    const batch = chosen.slice(0, photoRoom(files)).map((file) => ({ file, key: `p${(sequence += 1)}`, error: localPhotoError(file) }));
    setFiles((current) => [
      ...current,
      ...batch.map(({ file, key, error }): DonePhoto => ({ key, fileName: file.name, progress: 0, state: error ? 'failed' : 'uploading', ...(error ? { error } : {}) })),
    ]);
    const sendable = batch.filter((entry) => !entry.error);
    if (sendable.length === 0) return;
    try {
      const signed = await signPhotoUploads(company, sendable.map(({ file }) => ({ size: file.size, type: file.type })));
      await Promise.all(
        sendable.map(async ({ file, key }, index) => {
          const upload = signed.uploads[index]!;
          if ('error' in upload) return update(key, { state: 'failed', error: upload.error });
          update(key, { name: upload.name });
          try {
            await postToS3(upload, file, (progress) => update(key, { progress }));
            update(key, { progress: 1, state: 'uploaded' });
          } catch {
            update(key, { state: 'failed', error: 'FileUploadError' });
          }
        }),
      );
    } catch (error) {
      const name: ErrorName = isApiError(error) && error.error !== 'NetworkError' ? error.error : 'FilesUploadError';
      const keys = new Set(sendable.map((entry) => entry.key));
      setFiles((current) => current.map((file) => (keys.has(file.key) ? { ...file, state: 'failed', error: name } : file)));
    }
  }

  function settle(results: { name: string; ok: boolean; error?: ErrorName }[]) {
    const refused = new Map(results.filter((result) => !result.ok).map((result) => [result.name, result.error ?? 'FileUploadError']));
    setFiles((current) => current.map((file) => (file.name && refused.has(file.name) ? { ...file, state: 'failed', error: refused.get(file.name) } : file)));
  }

  return {
    files,
    busy: files.some((file) => file.state === 'uploading'),
    names: files.flatMap((file) => (file.state === 'uploaded' && file.name ? [file.name] : [])),
    add,
    settle,
    remove: (key: string) => setFiles((current) => current.filter((file) => file.key !== key)),
  };
}
