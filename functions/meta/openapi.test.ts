import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// The generator before the route table: it has the schemas built eagerly (shared/schemas/lazy.ts).
import { buildOpenApi, errorNames } from './openapi';
import { routes, type RouteDef } from '../../shared/routes';
import { domainTags } from './openapi-texts';
import { openApiFile, openApiText } from './write-openapi';

interface Operation {
  security?: Record<string, string[]>[];
  tags: string[];
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { headers?: Record<string, unknown> }>; securitySchemes: Record<string, unknown> };
  tags: { name: string; description: string }[];
}

const document = buildOpenApi() as unknown as Document;
const operationOf = (route: RouteDef) => document.paths[route.path]![route.method.toLowerCase()]!;
const routeAt = (method: string, path: string) => (routes as readonly RouteDef[]).find((route) => route.method === method && route.path === path)!;

describe('the OpenAPI document the meta function serves', () => {
  it('is the one the route table builds now (else run: npx tsx functions/meta/write-openapi.ts)', () => {
    expect(readFileSync(openApiFile, 'utf8')).toBe(openApiText());
  });

  it('gives every operation at least one 4xx answer and a default error answer, and every tag a description', () => {
    for (const route of routes as readonly RouteDef[]) {
      const statuses = Object.keys(operationOf(route).responses);
      expect(statuses.some((status) => status.startsWith('4')), `${route.method} ${route.path}`).toBe(true);
      expect(statuses).toContain('default');
    }
    const described = new Set(document.tags.map((tag) => tag.name));
    for (const route of routes as readonly RouteDef[]) expect(described.has(route.domain), route.domain).toBe(true);
    expect(Object.keys(domainTags).sort()).toEqual([...new Set((routes as readonly RouteDef[]).map((route) => route.domain))].sort());
  });

  it('calls the integration API with an access token, 429 with Retry-After; token management with a session', () => {
    const integrationApi = (routes as readonly RouteDef[]).filter((route) => route.path.startsWith('/integration/v1/'));
    expect(integrationApi.length).toBeGreaterThan(0);
    for (const route of integrationApi) {
      const operation = operationOf(route);
      expect(operation.security).toEqual([{ accessToken: [] }]);
      const tooMany = operation.responses['429']!.$ref!.split('/').at(-1)!;
      expect(document.components.responses[tooMany]!.headers).toHaveProperty('Retry-After');
    }
    expect(operationOf(routeAt('POST', '/integration')).security).toEqual([{ session: [] }]);
    expect(Object.keys(document.components.securitySchemes)).toEqual(['session', 'accessToken']);
  });

  it('names the errors the middleware can give a route: an upsert is never NotFound, a change of a missing item is', () => {
    expect(errorNames(routeAt('PUT', '/integration/v1/items/{externalId}'))).not.toContain('NotFound');
    expect(errorNames(routeAt('PATCH', '/integration/v1/items/{externalId}'))).toEqual(expect.arrayContaining(['NotFound', 'TooManyRequests', 'PlanAccessDenied']));
    expect(errorNames(routeAt('GET', '/payment/plans'))).toEqual(['DirectAccessRefused']);
  });
});
