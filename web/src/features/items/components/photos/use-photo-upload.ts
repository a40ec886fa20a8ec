import { useState } from 'react';
import type { ErrorName } from '../../../../../../shared/errors';
import { photoContentTypes, photoRules } from '../../../../../../shared/photos';
import { isApiError } from '../../../../lib/api-client';
import { postToS3, signPhotoUploads } from '../../../../lib/api/photo-uploads';

export type UploadState = 'waiting' | 'uploading' | 'uploaded' | 'failed';

export interface UploadingFile {
  key: string;
  fileName: string;
  /** The photo's name on the server, once signed. */
  name?: string;
  progress: number;
  state: UploadState;
  error?: ErrorName;
}

/** What the browser can tell before sending: the same rules the server and S3 enforce. */
export function localCheck(file: { size: number; type: string }): ErrorName | null {
  if (!Object.hasOwn(photoContentTypes, file.type)) return 'PhotoTypeError';
  if (file.size > photoRules.maxBytes) return 'PhotoTooLarge';
  return null;
}

let sequence = 0;

/**
 * Uploads files straight to S3 (sign, then one presigned POST per file with its progress) and
 * answers the names of those that arrived; the caller attaches them. `settle` writes the server's
 * per-file verdicts of the attach step on the list.
 */
export function usePhotoUpload(company: string) {
  const [files, setFiles] = useState<UploadingFile[]>([]);
  const [busy, setBusy] = useState(false);
  const update = (key: string, change: Partial<UploadingFile>) =>
    setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...change } : file)));

  async function upload(chosen: File[]): Promise<string[]> {
    const batch = chosen.slice(0, photoRules.perRequestMax).map((file) => ({ file, key: `f${(sequence += 1)}`, error: localCheck(file) }));
    setFiles(batch.map(({ file, key, error }) => ({ key, fileName: file.name, progress: 0, state: error ? 'failed' : 'waiting', ...(error ? { error } : {}) })));
    const sendable = batch.filter((entry) => !entry.error);
    if (sendable.length === 0) return [];
    setBusy(true);
    try {
      const signed = await signPhotoUploads(company, sendable.map(({ file }) => ({ size: file.size, type: file.type })));
      const names = await Promise.all(
        sendable.map(async ({ file, key }, index) => {
          const upload = signed.uploads[index]!;
          if ('error' in upload) {
            update(key, { state: 'failed', error: upload.error });
            return null;
          }
          update(key, { name: upload.name, state: 'uploading' });
          try {
            await postToS3(upload, file, (progress) => update(key, { progress }));
            update(key, { progress: 1 });
            return upload.name;
          } catch {
            update(key, { state: 'failed', error: 'FileUploadError' });
            return null;
          }
        }),
      );
      return names.filter((name): name is string => name !== null);
    } catch (error) {
      const name: ErrorName = isApiError(error) && error.error !== 'NetworkError' ? error.error : 'FilesUploadError';
      setFiles((current) => current.map((file) => (file.state === 'failed' ? file : { ...file, state: 'failed', error: name })));
      return [];
    } finally {
      setBusy(false);
    }
  }

  function settle(results: { name: string; ok: boolean; error?: ErrorName }[]) {
    const byName = new Map(results.map((result) => [result.name, result]));
    setFiles((current) =>
      current.map((file) => {
        const result = file.name ? byName.get(file.name) : undefined;
        if (!result) return file;
        return result.ok ? { ...file, state: 'uploaded', progress: 1 } : { ...file, state: 'failed', error: result.error ?? 'FileUploadError' };
      }),
    );
  }

  /** Marks every file still in flight as failed with the attach step's error. */
  function fail(error: ErrorName) {
    setFiles((current) => current.map((file) => (file.state === 'uploading' || file.state === 'waiting' ? { ...file, state: 'failed', error } : file)));
  }

  return { files, busy, upload, settle, fail, clear: () => setFiles([]) };
}
