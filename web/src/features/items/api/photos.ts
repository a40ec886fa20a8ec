import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type AnswerOf } from '../../../lib/api-client';
import { imagePath } from '../../../../../shared/photos';
import { itemsKey } from '../../../lib/api/list-items';
import { itemDetailQuery } from './item-detail';
import { useItemMutation } from './item-mutation';

export type PhotoUploads = AnswerOf<'POST', '/company/{company}/photos/uploads'>;
export type ItemPhotosAnswer = AnswerOf<'PATCH', '/company/{company}/item/{id}/photos'>;

/** Step one of an upload: a presigned S3 POST per file, or why a file cannot go. */
export function signPhotoUploads(company: string, files: { size: number; type: string }[]) {
  return api.post('/company/{company}/photos/uploads', { files }, { params: { company } });
}

/**
 * Step two: the file goes straight to S3 with the presigned POST (never through the API). XHR, not
 * fetch, because only XHR reports upload progress.
 */
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

/** The images path of a photo (thumbnails for lists and cards, the original for the viewer). */
export const imageUrl = (name: string, size: 'thumb' | 'original', attempt = 0) =>
  `/api/v1${imagePath(name, size)}${attempt ? `${size === 'thumb' ? '&' : '?'}try=${attempt}` : ''}`;

/** Attaches uploaded photos; answers the per-file results, and the card shows the item at once. */
export function useAttachItemPhotos(company: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: string[]) => api.patch('/company/{company}/item/{id}/photos', { names }, { params: { company, id } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(itemDetailQuery(company, id).queryKey, answer.item);
      await queryClient.invalidateQueries({ queryKey: itemsKey });
    },
  });
}

export function useSetMainPhoto(company: string, id: string) {
  return useItemMutation(company, (name: string) => api.patch('/company/{company}/item/{id}/photos/{name}/main', undefined, { params: { company, id, name } }));
}

export function useDeleteItemPhoto(company: string, id: string) {
  return useItemMutation(company, (name: string) => api.delete('/company/{company}/item/{id}/photos/{name}', { params: { company, id, name } }));
}
