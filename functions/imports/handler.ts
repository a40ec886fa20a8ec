import { importsRoutes } from '../../shared/routes/imports';
import { domainHandler } from '../lib/http/domain-handler';
import { tenantOf } from '../lib/http/session';
import * as imports from './service';

export const handler = domainHandler(importsRoutes, {
  signUpload: (request) => imports.signUpload(tenantOf(request), request.body, request.lang),
  startImport: (request) => imports.startImport(tenantOf(request), request.params.id!, request.body, request.lang),
  list: (request) => imports.listDataFiles(tenantOf(request), request.query),
  errorFile: (request) => imports.errorFileLink(tenantOf(request), request.params.id!),
});
