import * as z from 'zod';
import { errorCatalogue } from '../../shared/errors';
import { apiBasePath, routes, type RouteDef } from '../../shared/routes';
import { errorBodySchema } from '../../shared/schemas/common';

type JsonSchema = Record<string, unknown>;

const componentUri = (id: string) => `#/components/schemas/${id}`;

function clean(json: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = json;
  return rest;
}

/** Bodies and answers are named schemas (zod `.meta({ id })`) and appear as components; anything else is inlined. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const id = z.globalRegistry.get(schema)?.id;
  if (id) return { $ref: componentUri(id) };
  return clean(z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema);
}

/** Every named schema: the input form of request bodies, the output form of everything else. */
function components(): Record<string, JsonSchema> {
  const generate = (io: 'input' | 'output') =>
    z.toJSONSchema(z.globalRegistry, { io, uri: componentUri, unrepresentable: 'any' }).schemas as Record<string, JsonSchema>;
  const outputs = generate('output');
  const inputs = generate('input');
  const bodyIds = new Set(
    (routes as readonly RouteDef[]).flatMap((route) => (route.body ? [z.globalRegistry.get(route.body)?.id] : [])),
  );
  return Object.fromEntries(
    Object.entries(outputs).map(([id, schema]) => [id, clean(bodyIds.has(id) && inputs[id] ? inputs[id] : schema)]),
  );
}

function queryParameters(schema: z.ZodType): unknown[] {
  const json = schemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function pathParameters(path: string): unknown[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

/** Error answers a route can give, by status, derived from its auth kind and inputs. */
function errorResponses(route: RouteDef): Record<string, unknown> {
  const statuses = new Set<number>([500]);
  if (route.body || route.query) statuses.add(errorCatalogue.ValidationError);
  if (route.auth !== 'public') statuses.add(errorCatalogue.Unauthorized).add(errorCatalogue.AccessError);
  const error = { description: 'Error', content: { 'application/json': { schema: schemaOf(errorBodySchema, 'output') } } };
  return Object.fromEntries([...statuses].map((status) => [String(status), error]));
}

function operation(route: RouteDef): Record<string, unknown> {
  const parameters = [...pathParameters(route.path), ...(route.query ? queryParameters(route.query) : [])];
  return {
    operationId: `${route.domain}.${route.operation}`,
    summary: route.summary,
    tags: [route.domain],
    ...(route.auth === 'public' ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(route.body, 'input') } } } }
      : {}),
    responses: {
      [String(route.status ?? 200)]: {
        description: 'Success',
        content: { 'application/json': { schema: route.response ? schemaOf(route.response, 'output') : {} } },
      },
      ...errorResponses(route),
    },
  };
}

/** The OpenAPI 3.1 document of every route of the route table, from the same zod schemas the handlers validate with. */
export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes as readonly RouteDef[]) {
    const path = `${apiBasePath}${route.path}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Asset accounting API',
      version: '1.0.0',
      description: `Errors answer { error, message, details? }; error names and statuses: ${Object.entries(errorCatalogue)
        .map(([name, status]) => `${name} ${status}`)
        .join(', ')}.`,
    },
    paths,
    components: {
      schemas: components(),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearer: [] }],
  };
}
