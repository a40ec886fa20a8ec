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

export async function signUpload(tenant: Tenant) {
  const uploadId = sortableId().toLowerCase();
  const post = await presignUpload(uploadKey(tenant.companyId, uploadId));
  return { uploadId, ...post, maxBytes: importLimits.maxFileBytes };
}

export async function startImport(tenant: Tenant, uploadId: string, input: { dryRun: boolean; fileName: string }, language: Language): Promise<DataFile> {
  const fileKey = uploadKey(tenant.companyId, uploadId);
  // The POST policy limits size and type; the bytes say whether it is an xlsx (a zip) at all.
  const uploaded = await uploadedObject(fileKey);
  if (!uploaded || uploaded.size > importLimits.maxFileBytes || !uploaded.head.equals(zipSignature)) throw new AppError('FileUploadError');
  const user = await getUser(tenant.userId);
  const now = new Date().toISOString();
  const dataFileId = sortableId();
  const record: DataFileRecord = {
    ...keys.dataFile(tenant.companyId, dataFileId),
    entity: 'data-file',
    _id: dataFileId,
    companyId: tenant.companyId,
    uploadId,
    fileKey,
    fileName: input.fileName,
    dryRun: input.dryRun,
    language,
    state: 'processing',
    phase: 'validate',
    errorKind: null,
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
    finishedAt: null,
  };
  await putDataFile(record);
  try {
    await sendJob('itemUploads', { kind: 'items.import', companyId: tenant.companyId, requestedBy: tenant.userId, jobId: dataFileId });
  } catch (error) {
    await updateDataFile(tenant.companyId, dataFileId, { state: 'error', errorKind: 'server', phase: 'done', finishedAt: new Date().toISOString() });
    throw error;
  }
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
