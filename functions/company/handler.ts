import { companyRoutes } from '../../shared/routes/company';
import { domainHandler } from '../lib/http/domain-handler';
import { sessionOf, tenantOf } from '../lib/http/session';
import * as company from './service';

export const handler = domainHandler(companyRoutes, {
  my: (request) => company.myCompany(tenantOf(request).companyId),
  create: (request) => company.createCompany(sessionOf(request), request.body, request.log),
  update: (request) => company.updateCompany(tenantOf(request).companyId, request.body),
  settings: (request) => company.companySettings(tenantOf(request).companyId),
  updateSettings: (request) => company.updateSettings(tenantOf(request).companyId, request.body),
  changeOwner: (request) => company.changeOwner(tenantOf(request), request.body.person),
  stats: (request) => company.stats(tenantOf(request).companyId, request.headers),
  sendAppLinks: (request) => company.sendAppLinks(sessionOf(request), request.body.phone, request.lang, request.sourceIp),
  support: (request) => company.support(tenantOf(request), request.body, request.sourceIp),
});
