import { locationsRoutes } from '../../shared/routes/locations';
import { domainHandler } from '../lib/http/domain-handler';
import { tenantOf } from '../lib/http/session';
import * as locations from './service';

export const handler = domainHandler(locationsRoutes, {
  list: (request) => locations.listObjects(tenantOf(request), request.query),
  create: (request) => locations.createObject(tenantOf(request), request.body),
  edit: (request) => locations.editObject(tenantOf(request), request.params.id!, request.body),
  remove: (request) => locations.removeObject(tenantOf(request), request.params.id!, request.query.shouldUpdate),
});
