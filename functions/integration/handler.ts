import { integrationRoutes } from '../../shared/routes/integration';
import { domainHandler } from '../lib/http/domain-handler';
import { tenantOf } from '../lib/http/session';
import * as integration from './api';
import { resolveAccessToken } from './token-auth';
import { createToken, listTokens, revokeToken, takeOverToken } from './tokens';

export const handler = domainHandler(
  integrationRoutes,
  {
    listTokens: (request) => listTokens(tenantOf(request)),
    createToken: (request) => createToken(tenantOf(request), request.body.name),
    revokeToken: (request) => revokeToken(tenantOf(request), request.params.id!),
    takeOverToken: (request) => takeOverToken(tenantOf(request), request.params.id!),
    changedItems: (request) => integration.changedItems(tenantOf(request), request.query),
    changedBookings: (request) => integration.changedBookings(tenantOf(request), request.query),
    upsertItem: (request) => integration.upsertItem(tenantOf(request), request.params.externalId!, request.body),
    changeAmounts: (request) => integration.changeAmounts(tenantOf(request), request.params.externalId!, request.body),
    users: (request) => integration.companyUsers(tenantOf(request)),
    objects: (request) => integration.companyObjects(tenantOf(request)),
    locations: (request) => integration.companyLocations(tenantOf(request)),
  },
  { resolveAccessToken },
);
