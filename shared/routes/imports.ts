import { roleGroups } from '../permissions';
import {
  dataFileIdParams,
  dataFileSchema,
  dataFilesPage,
  dataFilesQuery,
  downloadLinkAnswer,
  signUploadAnswer,
  signUploadBody,
  startImportBody,
  uploadIdParams,
} from '../schemas/imports';
import type { DomainRoutes } from './route-def';

/** Bulk import of items from xlsx files and the history of uploaded files (the imports function). */
export const importsRoutes = [
  { method: 'POST', path: '/company/{company}/item/upload', domain: 'imports', operation: 'signUpload', auth: 'company', roles: roleGroups.staff,
    feature: 'items_upload', summary: 'A presigned POST for one xlsx file (size and type in the policy); the browser uploads it straight to storage',
    body: signUploadBody, response: signUploadAnswer },
  { method: 'POST', path: '/company/{company}/item/upload/{id}/import', domain: 'imports', operation: 'startImport', auth: 'company', roles: roleGroups.staff,
    feature: 'items_upload', status: 202, summary: 'Checks (dryRun) or imports an uploaded file in the background; answers its data file, state processing',
    params: uploadIdParams, body: startImportBody, response: dataFileSchema },
  { method: 'GET', path: '/company/{company}/datafiles', domain: 'imports', operation: 'list', auth: 'company', roles: roleGroups.staff,
    summary: 'Uploaded item files, newest first: state, rows done of total, row errors, who and when', query: dataFilesQuery, response: dataFilesPage },
  { method: 'GET', path: '/company/{company}/datafiles/{id}/error-file', domain: 'imports', operation: 'errorFile', auth: 'company', roles: roleGroups.staff,
    summary: "A short-lived link to the user's file with the added error column", params: dataFileIdParams, response: downloadLinkAnswer },
] as const satisfies DomainRoutes<'imports'>;
