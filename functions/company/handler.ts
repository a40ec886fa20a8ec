import { domainHandler } from '../lib/http/domain-handler';
import { sessionOf, tenantOf } from '../lib/http/session';
import * as company from './service';

export const handler = domainHandler('company', {
  my: (request) => company.myCompany(tenantOf(request)),
  create: (request) => company.createCompany(sessionOf(request), request.body),
});
