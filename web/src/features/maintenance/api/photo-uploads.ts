import { imagePath } from '../../../../../shared/photos';
import { api } from '../../../lib/api-client';

/**
 * The photos of a maintenance done go as an item's do (docs/maintenance.md, "Photos of a done
 * maintenance"): a presigned S3 POST per file from the photos route, the file straight to S3, then
 * its name in the done request. Files never pass through a function.
 */
export function signPhotoUploads(company: string, files: { size: number; type: string }[]) {
  return api.post('/company/{company}/photos/uploads', { files }, { params: { company } });
}

/** The file to S3 with its presigned POST; XHR, since only XHR reports upload progress. */
export function postToS3(upload: { url: string; fields: Record<string, string> }, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [field, value] of Object.entries(upload.fields)) form.append(field, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`S3 answered ${xhr.status}`)));
    xhr.onerror = () => reject(new Error('S3 unreachable'));
    xhr.send(form);
  });
}

/** A photo through the images path (a redirect to a short-lived link). */
export const photoUrl = (name: string, size: 'thumb' | 'original') => `/api/v1${imagePath(name, size)}`;
