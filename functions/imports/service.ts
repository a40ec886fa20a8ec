import type { Language } from '../../shared/i18n/languages';
import { importLimits } from '../../shared/import-columns';
import { displayName } from '../../shared/schemas/users';
import type { DataFile } from '../../shared/schemas/imports';
import { keys, sortableId } from '../lib/db/keys';
import { AppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import { getUser } from '../users/public';
import { sendJob } from '../lib/adapters/queues';
import { downloadLink, presignUpload, uploadedObject, uploadKey } from './storage';

const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
import { countDataFiles, dataFileById, dataFilesOfCompany, putDataFile, toDataFile, updateDataFile, type DataFileRecord } from './store';

/**
 * The API side of imports: it signs uploads, records a check or an import and hands it to the
 * worker through the itemUploads queue, and lists the company's data files. It never reads a file.
 */

/**
 * A presigned POST for the file. A file larger than the limit is not signed: it goes into the upload
 * history as refused (the browser could not upload it anyway), and the answer says why.
 */
export async function signUpload(tenant: Tenant, input: { fileName: string; size: number; dryRun: boolean }, language: Language) {
  const uploadId = sortableId().toLowerCase();
  const fileKey = uploadKey(tenant.companyId, uploadId);
  if (input.size > importLimits.maxFileBytes) {
    const refused = await recordFile(tenant, { uploadId, fileKey, fileName: input.fileName, dryRun: input.dryRun, language }, 'size');
    throw new AppError('ImportFileTooLarge', { maxBytes: importLimits.maxFileBytes, dataFile: refused });
  }
  const post = await presignUpload(fileKey);
  return { uploadId, ...post, maxBytes: importLimits.maxFileBytes };
}

/** Why an uploaded file cannot be read at all, by its stored size and first bytes; null for a readable one. */
function refusalOf(uploaded: { size: number; head: Buffer }): 'size' | 'type' | null {
  if (uploaded.size > importLimits.maxFileBytes) return 'size';
  // An xlsx is a zip: the bytes say what it is, whatever its name.
  return uploaded.head.equals(zipSignature) ? null : 'type';
}

/**
 * Starts checking or importing an uploaded file. A file that cannot be an xlsx (a renamed PDF) or is
 * over the size limit is recorded as refused, state error with the reason, and answered like any
 * other: the upload history shows it as it shows an empty file. No upload at all is FileUploadError.
 */
export async function startImport(tenant: Tenant, uploadId: string, input: { dryRun: boolean; fileName: string; giveCodes: boolean }, language: Language): Promise<DataFile> {
  const fileKey = uploadKey(tenant.companyId, uploadId);
  // The POST policy limits size and type; the bytes say whether it is an xlsx (a zip) at all.
  const uploaded = await uploadedObject(fileKey);
  if (!uploaded) throw new AppError('FileUploadError');
  const refusal = refusalOf(uploaded);
  const { giveCodes, ...file } = input;
  const record = await recordFile(tenant, { uploadId, fileKey, ...file, giveCodes: giveCodes && !input.dryRun, language }, refusal);
  if (refusal) return record;
  try {
    await sendJob('itemUploads', { kind: 'items.import', companyId: tenant.companyId, requestedBy: tenant.userId, jobId: record._id });
  } catch (error) {
    await updateDataFile(tenant.companyId, record._id, { state: 'error', errorKind: 'server', phase: 'done', finishedAt: new Date().toISOString() });
    throw error;
  }
  return record;
}

/**
 * Writes the data file of one check or import: processing, for the worker to take up; or, refused
 * before any row is read, finished in state error with the reason (nothing else in the data changes,
 * and a refused upload is not claimed).
 */
async function recordFile(
  tenant: Tenant,
  file: { uploadId: string; fileKey: string; fileName: string; dryRun: boolean; giveCodes?: boolean; language: Language },
  refusal: 'size' | 'type' | null,
): Promise<DataFile> {
  const user = await getUser(tenant.userId);
  const now = new Date().toISOString();
  const dataFileId = sortableId();
  const record: DataFileRecord = {
    ...keys.dataFile(tenant.companyId, dataFileId),
    entity: 'data-file',
    _id: dataFileId,
    companyId: tenant.companyId,
    ...file,
    state: refusal ? 'error' : 'processing',
    phase: refusal ? 'done' : 'validate',
    errorKind: refusal,
    unknownHeaders: [],
    rowsTotal: null,
    rowsDone: 0,
    itemsTotal: null,
    itemsDone: 0,
    firstItemNumber: null,
    errorCount: 0,
    errors: [],
    errorFileKey: null,
    byId: tenant.userId,
    byName: user ? displayName(user) : '',
    createdAt: now,
    finishedAt: refusal ? now : null,
  };
  await putDataFile(record);
  return toDataFile(record);
}

export async function listDataFiles(tenant: Tenant, page: { limit: number; offset: number }) {
  const [records, count] = await Promise.all([dataFilesOfCompany(tenant.companyId, page.offset + page.limit), countDataFiles(tenant.companyId)]);
  return { data: records.slice(page.offset).map(toDataFile), count };
}

export async function errorFileLink(tenant: Tenant, dataFileId: string) {
  const record = await dataFileById(tenant.companyId, dataFileId);
  if (!record?.errorFileKey) throw new AppError('NotFound');
  const base = record.fileName.replace(/\.xlsx$/i, '');
  return downloadLink(record.errorFileKey, `${base}-errors.xlsx`);
}
