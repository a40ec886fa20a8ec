import { imagePath } from '../../../../shared/photos';
import { api } from '../api-client';

/**
 * Photos go to S3 the same way wherever they are attached (an item's, a maintenance done's): a
 * presigned S3 POST per file from the photos route, the file straight to S3 (never through the API),
 * then its name in the request that attaches it.
 */

/** Step one of an upload: a presigned S3 POST per file, or why a file cannot go. */
export function signPhotoUploads(company: string, files: { size: number; type: string }[]) {
  return api.post('/company/{company}/photos/uploads', { files }, { params: { company } });
}

/** Step two: the file to S3 with its presigned POST. XHR, not fetch, because only XHR reports upload progress. */
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

/** The images path of a photo (a redirect to a short-lived link): thumbnails for lists and cards, the original for a viewer; `attempt` defeats a cached miss. */
export const imageUrl = (name: string, size: 'thumb' | 'original', attempt = 0) =>
  `/api/v1${imagePath(name, size)}${attempt ? `${size === 'thumb' ? '&' : '?'}try=${attempt}` : ''}`;
