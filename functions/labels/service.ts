import { type LabelFormatId, labelUrl, maxGeneratedLabels } from '../../shared/label-formats';
import type { BulkJob, BulkLabelsInput } from '../../shared/schemas/item-bulk';
import type { BulkMarkAnswer, BulkMarkInput, LabelFile } from '../../shared/schemas/labels';
import { requireCompany } from '../company/public';
import { finishLabelsJob, itemsOfJob, labelItemByCode, markItems, queueJob, startLabelsJob, toBulkJob, type BulkJobRecord } from '../items/public';
import { sendJob } from '../lib/adapters/queues';
import { importedItemRange } from '../imports/public';
import { env } from '../lib/env';
import { AppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import { putPdf, storePdf } from './documents';
import type { LabelContent } from './layout';
import { labelsPdf } from './pdf';
import { reserveCodes, saveBatch } from './store';

/** File names carry the code or the count and the format, in characters every file system takes. */
const safe = (text: string) => text.replace(/[^\w-]+/g, '_').slice(0, 60);

/** The label of the item a code marks, in the chosen format. */
export async function downloadCode(tenant: Tenant, code: string, format: LabelFormatId): Promise<LabelFile> {
  const [item, company] = await Promise.all([labelItemByCode(tenant.companyId, code), requireCompany(tenant.companyId)]);
  if (!item) throw new AppError('NotFound');
  const pdf = await labelsPdf(format, [{ code, url: labelUrl(env().APP_URL, code), company: company.title, title: item.title }], `${company.title}: ${code}`);
  const fileName = `label-${safe(code)}-${format}.pdf`;
  return { ...(await storePdf(tenant.companyId, fileName, pdf)), fileName };
}

/** `count` new codes reserved for the company and printed: labels to stick on items before any item has them. */
export async function generateLabels(tenant: Tenant, count: number, format: LabelFormatId, now = new Date()): Promise<LabelFile> {
  if (count > maxGeneratedLabels) throw new AppError('LabelCountExceeded', { max: maxGeneratedLabels });
  const company = await requireCompany(tenant.companyId);
  const codes = await reserveCodes(tenant.companyId, tenant.userId, count, now);
  const batch = await saveBatch(tenant.companyId, tenant.userId, codes, format, now);
  const labels = codes.map((code) => ({ code, url: labelUrl(env().APP_URL, code), company: company.title, title: null }));
  const pdf = await labelsPdf(format, labels, `${company.title}: ${count}`);
  const fileName = `labels-${count}-${format}-${now.toISOString().slice(0, 10)}.pdf`;
  return { ...(await storePdf(tenant.companyId, fileName, pdf, now)), fileName, codes, batch: batch._id };
}

/** Marks items with printed codes; each pair answers its own result (functions/items markItems). */
export async function bulkMark(tenant: Tenant, pairs: BulkMarkInput['pairs']): Promise<BulkMarkAnswer> {
  return { results: await markItems(tenant, pairs) };
}

/**
 * Labels for a selection of the items list, in its order, or for the items a finished import created,
 * in file order (docs/bulk-actions.md): items without a code get one on the way. A small selection is printed within the call; a larger one is queued and
 * the panel polls the job until its file is ready.
 */
export async function printSelection(tenant: Tenant, input: BulkLabelsInput): Promise<BulkJob> {
  const selection = 'import' in input.selection ? { range: await importedItemRange(tenant.companyId, input.selection.import) } : input.selection;
  const { job, inline } = await startLabelsJob(tenant, selection, input.type);
  if (!inline) {
    await queueJob(job, () => sendJob('reports', { kind: 'labels.print', companyId: job.companyId, requestedBy: job.requestedBy, jobId: job._id }));
    return toBulkJob(job);
  }
  return finishLabelsJob(job, await printJob(job, input.type as LabelFormatId));
}

/** Prints every selected item that has a code, in the selection's order, and stores the PDF. */
export async function printJob(job: BulkJobRecord, format: LabelFormatId, now = new Date()): Promise<{ key: string; fileName: string }> {
  const company = await requireCompany(job.companyId);
  const labels: LabelContent[] = [];
  for await (const items of itemsOfJob(job)) {
    for (const item of items) if (item.code) labels.push({ code: item.code, url: labelUrl(env().APP_URL, item.code), company: company.title, title: item.title });
  }
  const pdf = await labelsPdf(format, labels, `${company.title}: ${labels.length}`);
  const fileName = `labels-items-${labels.length}-${format}-${now.toISOString().slice(0, 10)}.pdf`;
  return { key: await putPdf(job.companyId, fileName, pdf), fileName };
}
