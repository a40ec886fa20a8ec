import { SQSClient } from '@aws-sdk/client-sqs';
import { importColumns, importHeaders } from '../../shared/import-columns';
import type { Language } from '../../shared/i18n/languages';
import { writeSheet } from '../../functions/imports/workbook';
import type { CellValue } from '../../functions/imports/rows';
import { startPoller, type Poller } from '../../infra/local/sqs/poller';
import { api } from './api';
import type { Owner } from './items';

/** An xlsx of one sheet: the template's headers (in `language`) or the given ones, then the rows. */
export function importFile(rows: readonly (readonly CellValue[])[], options: { language?: Language; header?: readonly string[] } = {}): Promise<Buffer> {
  const header = options.header ?? importColumns.map((column) => importHeaders[options.language ?? 'en'][column]);
  return writeSheet(header, rows);
}

/**
 * Uploads a file the way the browser does: a presigned POST from the API, then straight to storage.
 * `declaredSize` is the size told to the API (a client that lies about it).
 */
export async function uploadFile(owner: Pick<Owner, 'token' | 'company'>, file: Buffer, fileName = 'items.xlsx', declaredSize = file.length): Promise<string> {
  const signed = await api('POST', `/company/${owner.company._id}/item/upload`, { token: owner.token, body: { fileName, size: declaredSize } });
  if (signed.status !== 200) throw new Error(`sign failed: ${JSON.stringify(signed.body)}`);
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.body.fields as Record<string, string>)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: signed.body.fields['Content-Type'] }), fileName);
  const stored = await fetch(signed.body.url, { method: 'POST', body: form });
  if (stored.status >= 300) throw new Error(`upload failed: ${stored.status} ${await stored.text()}`);
  return signed.body.uploadId as string;
}

export function startImport(owner: Pick<Owner, 'token' | 'company'>, uploadId: string, dryRun: boolean, lang = 'en', extra: { giveCodes?: boolean } = {}) {
  return api('POST', `/company/${owner.company._id}/item/upload/${uploadId}/import`, { token: owner.token, lang, body: { dryRun, fileName: 'items.xlsx', ...extra } });
}

/** The data file as the history lists it, once it is no longer processing. */
export async function settledDataFile(owner: Pick<Owner, 'token' | 'company'>, dataFileId: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const page = await api('GET', `/company/${owner.company._id}/datafiles`, { token: owner.token, query: { limit: '100' } });
    const found = (page.body.data as { _id: string; state: string }[]).find((file) => file._id === dataFileId);
    if (found && found.state !== 'processing') return found as any;
    if (Date.now() > until) throw new Error(`data file ${dataFileId} still ${found?.state ?? 'missing'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The local SQS poller feeding the import worker, as `npm start` runs it. */
export function importPoller(): Poller {
  return startPoller({
    client: new SQSClient({}),
    queues: { itemUploads: { url: process.env.ITEM_UPLOADS_QUEUE_URL! } },
    loadHandler: async () => (await import('../../functions/workers/item-upload.worker')).handler as never,
    waitTimeSeconds: 1,
  });
}
