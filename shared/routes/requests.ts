import { roleGroups } from '../permissions';
import { okAnswer } from '../schemas/common';
import {
  citiesAnswer,
  citiesQuery,
  endpointsAnswer,
  endpointsQuery,
  listRequestsQuery,
  markMethodsAnswer,
  markMethodsQuery,
  publishAnswer,
  requestBody,
  requestIdParams,
  requestPage,
  requestSchema,
  streetsAnswer,
  streetsQuery,
} from '../schemas/requests';
import type { DomainRoutes } from './route-def';

/**
 * Sticker orders (the requests function, docs/sticker-orders.md): the sticker shop of root and
 * admin. A draft is saved and editable; publishing pays for it through the payments machinery.
 */
export const requestsRoutes = [
  { method: 'GET', path: '/request/mark-methods', domain: 'requests', operation: 'markMethods', auth: 'company', roles: roleGroups.panelAdmins,
    summary: 'Sticker and seal types with their prices, in the requested language', query: markMethodsQuery, response: markMethodsAnswer },
  { method: 'GET', path: '/request/delivery/cities', domain: 'requests', operation: 'cities', auth: 'company', roles: roleGroups.panelAdmins,
    summary: 'Settlements of the postal service matching a search', query: citiesQuery, response: citiesAnswer },
  { method: 'GET', path: '/request/delivery/endpoints', domain: 'requests', operation: 'endpoints', auth: 'company', roles: roleGroups.panelAdmins,
    summary: "Branches and parcel lockers of a city (the city's cityRef), optionally matching a search", query: endpointsQuery, response: endpointsAnswer },
  { method: 'GET', path: '/request/delivery/streets', domain: 'requests', operation: 'streets', auth: 'company', roles: roleGroups.panelAdmins,
    summary: "Streets of a settlement (the city's ref) matching a search", query: streetsQuery, response: streetsAnswer },
  { method: 'GET', path: '/request', domain: 'requests', operation: 'list', auth: 'company', roles: roleGroups.panelAdmins,
    summary: "The company's sticker orders, 10 a page; search, status, sort", query: listRequestsQuery, response: requestPage },
  { method: 'POST', path: '/request', domain: 'requests', operation: 'create', auth: 'company', roles: roleGroups.panelAdmins, status: 201,
    summary: 'Saves a new draft order', body: requestBody, response: requestSchema },
  { method: 'POST', path: '/request/publish', domain: 'requests', operation: 'createAndPublish', auth: 'company', roles: roleGroups.panelAdmins,
    status: 201, summary: 'Saves a new order and publishes it: answers the checkout URL to pay it in full', body: requestBody, response: publishAnswer },
  { method: 'GET', path: '/request/{id}', domain: 'requests', operation: 'get', auth: 'company', roles: roleGroups.panelAdmins,
    summary: 'One sticker order', params: requestIdParams, response: requestSchema },
  { method: 'PUT', path: '/request/{id}', domain: 'requests', operation: 'update', auth: 'company', roles: roleGroups.panelAdmins,
    summary: 'Changes a draft order', params: requestIdParams, body: requestBody, response: requestSchema },
  { method: 'PUT', path: '/request/{id}/publish', domain: 'requests', operation: 'updateAndPublish', auth: 'company', roles: roleGroups.panelAdmins,
    summary: 'Changes a draft order and publishes it: answers the checkout URL', params: requestIdParams, body: requestBody, response: publishAnswer },
  { method: 'PATCH', path: '/request/{id}', domain: 'requests', operation: 'reject', auth: 'company', roles: roleGroups.panelAdmins,
    summary: 'Rejects (cancels) a draft order', params: requestIdParams, response: okAnswer },
] as const satisfies DomainRoutes<'requests'>;
