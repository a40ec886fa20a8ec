import { api } from '../../../lib/api-client';

/**
 * Sends the file straight to storage with a presigned POST from the API; answers the upload's id. A
 * file over the size limit is refused by the API (ImportFileTooLarge), which records it in the history.
 */
export async function uploadImportFile(company: string, file: File, dryRun: boolean): Promise<string> {
  const signed = await api.post('/company/{company}/item/upload', { fileName: file.name, size: file.size, dryRun }, { params: { company } });
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
  form.append('file', file);
  const stored = await fetch(signed.url, { method: 'POST', body: form });
  if (!stored.ok) throw new Error(`Storage refused the upload: ${stored.status}`);
  return signed.uploadId;
}
