import { companyRoutes } from '../../shared/routes/company';
import { domainHandler } from '../lib/http/domain-handler';
import { sessionOf, tenantOf } from '../lib/http/session';
import { createTutorialItems } from '../items/public';
import { getUser, joinAsOwner, setRoleIn } from '../users/public';
import type { CompanyNeighbours } from './members';
import * as company from './service';
import { depreciationDefaults, setDepreciationDefaults } from './depreciation';

/** The users and items domains as the company's use cases need them (functions/company/members.ts). */
export const neighbours: CompanyNeighbours = { getUser, joinAsOwner, setRoleIn, createTutorialItems };

export const handler = domainHandler(companyRoutes, {
  my: (request) => company.myCompany(tenantOf(request).companyId),
  create: (request) => company.createCompany(sessionOf(request), request.body, request.log, neighbours),
  update: (request) => company.updateCompany(tenantOf(request).companyId, request.body),
  settings: (request) => company.companySettings(tenantOf(request).companyId),
  updateSettings: (request) => company.updateSettings(tenantOf(request).companyId, request.body),
  depreciationDefaults: (request) => depreciationDefaults(tenantOf(request).companyId),
  setDepreciationDefaults: (request) => setDepreciationDefaults(tenantOf(request).companyId, request.body),
  setSecondFactorPolicy: (request) => company.setSecondFactorPolicy(tenantOf(request).companyId, request.body.roles),
  changeOwner: (request) => company.changeOwner(tenantOf(request), request.body.person, neighbours),
  stats: (request) => company.stats(tenantOf(request).companyId, request.headers),
  sendAppLinks: (request) => company.sendAppLinks(sessionOf(request), request.body.phone, request.lang, request.sourceIp),
  support: (request) => company.support(tenantOf(request), request.body, request.sourceIp),
});
