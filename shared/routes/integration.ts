import {
  accessTokenIdParams,
  accessTokensAnswer,
  changeAmountsBody,
  changedBookingsAnswer,
  changedBookingsQuery,
  changedItemsAnswer,
  changedItemsQuery,
  createAccessTokenBody,
  createdAccessTokenAnswer,
  externalIdParams,
  integrationLocationsAnswer,
  integrationObjectsAnswer,
  integrationUsersAnswer,
  takenOverAccessTokenAnswer,
  upsertItemAnswer,
  upsertItemBody,
} from '../schemas/integration';
import { roleGroups } from '../permissions';
import type { DomainRoutes } from './route-def';

/**
 * The roles that manage access tokens. A token works only while the user it follows (its creator,
 * or the root who took it over) is in its company with one of them (functions/integration/makers.ts).
 */
export const tokenManagers = roleGroups.panelAdmins;

/** Examples the OpenAPI document shows integrators (docs/integration.md walks through them). */
const token = {
  id: '0mhz3k1a8c2f4e6a8b0c1d2e', name: '1C Accounting', createdAt: '2026-11-23T09:00:00.000Z', createdBy: { id: 'u1', name: 'Olena Shevchenko' }, lastUsedAt: null,
  takenOverBy: null, takenOverAt: null, suspended: null,
};
const item = {
  _id: '000000042', code: null, title: 'Laptop Dell Latitude 5440', brand: 'Dell', model: 'Latitude 5440', type: 'Laptop', serial: 'CN-0XYZ',
  capacity: null, accountingType: 'single', quantity: 1, units: null, price: '1250.00', totalPrice: '1250.00',
  object: { _id: 'o1', title: 'Main office' }, location: null, responsible: null, customs: {}, photos: [], marked: false, distributed: false,
  status: 'not_marked', mountedOn: null, equipment: [], service: null, parent: null, version: 3,
  inServiceDate: null, usefulLifeMonths: null, salvageValue: null, depreciationMethod: null, depreciationRate: null,
  // Terms from the company's default for the type Laptop: 36 months, 10 % salvage value, declining balance at 40 % a year.
  depreciation: {
    bookValue: '1250.00', accumulated: '0.00', months: 0, asOf: '2026-11-23', method: 'declining-balance', usefulLifeMonths: 36, source: 'type',
    inServiceDate: '2026-11-20', cost: '1250.00', salvageValue: '125.00', ratePercent: 40, endDate: null,
  },
  createdAt: '2026-11-20T08:15:00.000Z', updatedAt: '2026-11-23T09:30:12.345Z', externalId: 'BP-000123',
};

export const integrationRoutes = [
  { method: 'GET', path: '/integration', domain: 'integration', operation: 'listTokens', auth: 'company', roles: tokenManagers, feature: '1C',
    summary: "The company's access tokens (never their secrets), each with whether it is suspended", response: accessTokensAnswer, examples: { response: { tokens: [token] } } },
  { method: 'POST', path: '/integration', domain: 'integration', operation: 'createToken', auth: 'company', roles: tokenManagers, feature: '1C',
    status: 201, summary: 'Creates an access token; its secret is answered this once. A company holds at most 10 live tokens (409 TooManyTokens)',
    body: createAccessTokenBody, response: createdAccessTokenAnswer,
    examples: { request: { name: '1C Accounting' }, response: { token, secret: 'abk_q3JxV9m2T8cWk4rZ1yH6pLs0aEu7bNdF5gXoCiYt' } } },
  { method: 'DELETE', path: '/integration/{id}', domain: 'integration', operation: 'revokeToken', auth: 'company', roles: tokenManagers, feature: '1C',
    status: 204, summary: 'Revokes an access token: calls with it are refused from now on', params: accessTokenIdParams },
  { method: 'POST', path: '/integration/{id}/take-over', domain: 'integration', operation: 'takeOverToken', auth: 'company', roles: roleGroups.owner, feature: '1C',
    summary: 'Root takes an access token over: it follows root from now on instead of its maker (who and when are recorded), so a suspended token works again',
    params: accessTokenIdParams, response: takenOverAccessTokenAnswer,
    examples: {
      response: { token: { ...token, createdBy: { id: 'u2', name: 'Taras Melnyk' }, takenOverBy: { id: 'u1', name: 'Olena Shevchenko' }, takenOverAt: '2026-11-24T08:00:00.000Z' } },
    } },
  { method: 'GET', path: '/integration/v1/items', domain: 'integration', operation: 'changedItems', auth: 'integration', feature: '1C',
    summary: 'Items changed since a time, oldest change first, cursor paged (incremental sync)', query: changedItemsQuery, response: changedItemsAnswer,
    examples: { response: { items: [item], cursor: 'eyJzIjoiMjAyNi0xMS0yMlQwMDowMDowMC4wMDBaIn0', syncedUntil: '2026-11-23T09:31:00.000Z' } } },
  { method: 'PUT', path: '/integration/v1/items/{externalId}', domain: 'integration', operation: 'upsertItem', auth: 'integration', feature: '1C',
    summary: 'Creates or updates the item with this external id (idempotent: the same call twice changes nothing)',
    params: externalIdParams, body: upsertItemBody, response: upsertItemAnswer,
    examples: {
      request: { title: 'Laptop Dell Latitude 5440', brand: 'Dell', model: 'Latitude 5440', type: 'Laptop', serial: 'CN-0XYZ', price: '1250.00', object: 'o1' },
      response: { item, created: false, changed: true },
    } },
  { method: 'PATCH', path: '/integration/v1/items/{externalId}', domain: 'integration', operation: 'changeAmounts', auth: 'integration', feature: '1C',
    summary: 'Sets the quantity and/or the unit price of the item with this external id', params: externalIdParams, body: changeAmountsBody, response: upsertItemAnswer,
    examples: { request: { price: '1199.99' }, response: { item: { ...item, price: '1199.99', totalPrice: '1199.99', version: 4, depreciation: { ...item.depreciation, bookValue: '1199.99', cost: '1199.99', salvageValue: '120.00' } }, created: false, changed: true } } },
  { method: 'GET', path: '/integration/v1/bookings', domain: 'integration', operation: 'changedBookings', auth: 'integration', feature: '1C',
    summary: 'Bookings changed since a time, oldest change first, cursor paged (incremental sync); optionally of one status', query: changedBookingsQuery, response: changedBookingsAnswer,
    examples: {
      response: {
        bookings: [{
          id: '0mi2b7c9d1e3f5a7b9c1d3e5', status: 'checked_out', start: '2026-11-24T08:00:00.000Z', end: '2026-11-26T17:00:00.000Z',
          person: { id: 'u2', name: 'Taras Melnyk' },
          items: [{ itemId: '000000042', externalId: 'BP-000123', title: 'Laptop Dell Latitude 5440', quantity: 1, checkedOutAt: '2026-11-24T08:05:00.000Z', returnedAt: null }],
          note: null, createdAt: '2026-11-23T15:00:00.000Z', updatedAt: '2026-11-24T08:05:00.000Z',
        }],
        cursor: null,
        syncedUntil: '2026-11-24T09:00:00.000Z',
      },
    } },
  { method: 'GET', path: '/integration/v1/users', domain: 'integration', operation: 'users', auth: 'integration', feature: '1C',
    summary: "The company's users", response: integrationUsersAnswer,
    examples: { response: { users: [{ id: 'u1', firstName: 'Olena', lastName: 'Shevchenko', email: 'olena@example.com', phone: '+380501234567', role: 'root' }] } } },
  { method: 'GET', path: '/integration/v1/objects', domain: 'integration', operation: 'objects', auth: 'integration', feature: '1C',
    summary: "The company's objects with their locations", response: integrationObjectsAnswer,
    examples: { response: { objects: [{ id: 'o1', title: 'Main office', locations: [{ id: 'l1', title: 'Room 101' }] }] } } },
  { method: 'GET', path: '/integration/v1/locations', domain: 'integration', operation: 'locations', auth: 'integration', feature: '1C',
    summary: "The company's locations with their objects", response: integrationLocationsAnswer,
    examples: { response: { locations: [{ id: 'l1', title: 'Room 101', objectId: 'o1', objectTitle: 'Main office' }] } } },
] as const satisfies DomainRoutes<'integration'>;
