import { okAnswer } from '../schemas/common';
import {
  createObjectBody,
  deleteObjectQuery,
  editObjectBody,
  listLocationsQuery,
  locationsPage,
  objectIdParams,
  objectSchema,
} from '../schemas/locations';
import { roleGroups } from '../permissions';
import type { DomainRoutes } from './route-def';

export const locationsRoutes = [
  { method: 'GET', path: '/company/get/locations', domain: 'locations', operation: 'list', auth: 'company', roles: roleGroups.members,
    feature: 'objects', summary: 'Objects of the company with their locations, 5 a page', query: listLocationsQuery, response: locationsPage },
  { method: 'POST', path: '/company/get/locations', domain: 'locations', operation: 'create', auth: 'company', roles: roleGroups.panelAdmins,
    feature: 'objects', status: 201, summary: 'Creates an object with its locations', body: createObjectBody, response: objectSchema },
  { method: 'PUT', path: '/company/get/locations/{id}/edit', domain: 'locations', operation: 'edit', auth: 'company', roles: roleGroups.panelAdmins,
    feature: 'objects', summary: 'Renames an object and its locations; shouldUpdate carries the change to the items there',
    params: objectIdParams, body: editObjectBody, response: objectSchema },
  { method: 'DELETE', path: '/company/get/locations/{id}', domain: 'locations', operation: 'remove', auth: 'company', roles: roleGroups.panelAdmins,
    feature: 'objects', summary: 'Deletes an object; shouldUpdate clears it from the items there', params: objectIdParams, query: deleteObjectQuery, response: okAnswer },
] as const satisfies DomainRoutes<'locations'>;
