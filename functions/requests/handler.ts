import { requestsRoutes } from '../../shared/routes/requests';
import { domainHandler } from '../lib/http/domain-handler';
import { tenantOf } from '../lib/http/session';
import { markMethodsIn } from './catalogue';
import { findCities, findEndpoints, findStreets } from './delivery';
import * as orders from './orders';
import { startRequestCheckout } from '../payments/public';
import { createAndPublish, updateAndPublish } from './publish';

export const handler = domainHandler(requestsRoutes, {
  markMethods: async (request) => markMethodsIn(request.query.lang ?? request.lang),
  cities: (request) => findCities(request.query),
  endpoints: (request) => findEndpoints(request.query),
  streets: (request) => findStreets(request.query),
  list: (request) => orders.listRequests(tenantOf(request), request.query),
  create: (request) => orders.createRequest(tenantOf(request), request.body),
  createAndPublish: (request) => createAndPublish(tenantOf(request), request.body, request.lang, startRequestCheckout),
  get: (request) => orders.getOneRequest(tenantOf(request), request.params.id!),
  update: (request) => orders.updateRequest(tenantOf(request), request.params.id!, request.body),
  updateAndPublish: (request) => updateAndPublish(tenantOf(request), request.params.id!, request.body, request.lang, startRequestCheckout),
  reject: (request) => orders.rejectRequest(tenantOf(request), request.params.id!),
});
