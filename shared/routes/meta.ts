import type { DomainRoutes } from './route-def';

export const metaRoutes = [
  { method: 'GET', path: '/openapi.json', domain: 'meta', operation: 'openapi', auth: 'public', summary: 'This OpenAPI 3.1 document' },
] as const satisfies DomainRoutes<'meta'>;
