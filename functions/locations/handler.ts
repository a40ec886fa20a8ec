import { locationsRoutes } from '../../shared/routes/locations';
import { domainHandler } from '../lib/http/domain-handler';
import { tenantOf } from '../lib/http/session';
import { renameObjectOnItems, takeItemsOutOfObject } from '../items/public';
import type { ObjectItems } from './object-items';
import * as locations from './service';

/** The items domain as changing an object needs it (functions/locations/object-items.ts). */
const objectItems: ObjectItems = { renameObjectOnItems, takeItemsOutOfObject };

export const handler = domainHandler(locationsRoutes, {
  list: (request) => locations.listObjects(tenantOf(request), request.query),
  create: (request) => locations.createObject(tenantOf(request), request.body),
  edit: (request) => locations.editObject(tenantOf(request), request.params.id!, request.body, objectItems),
  remove: (request) => locations.removeObject(tenantOf(request), request.params.id!, request.query.shouldUpdate, objectItems),
});
