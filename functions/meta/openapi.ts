// First: the document needs the schemas themselves, so they are built eagerly here (shared/schemas/lazy.ts).
import '../../shared/schemas/eager';
import * as z from 'zod';
import { errorCatalogue, type ErrorName } from '../../shared/errors';
import { apiBasePath, routes, type RouteDef } from '../../shared/routes';
import { errorBodySchema } from '../../shared/schemas/common';
import { standInsMade } from '../../shared/schemas/lazy';
import { domainTags, errorsInBrief, integratorsGuide } from './openapi-texts';

type JsonSchema = Record<string, unknown>;

const componentUri = (id: string) => `#/components/schemas/${id}`;

/**
 * A record over a closed set of keys (zod `z.record(z.enum(...), v)`) comes out as `propertyNames` +
 * `required` + `additionalProperties`, which names required properties nowhere; the same object with
 * each key a property says exactly that, and lints clean.
 */
function closedRecordAsObject(json: JsonSchema): JsonSchema {
  const keys = (json.propertyNames as JsonSchema | undefined)?.enum;
  const value = json.additionalProperties;
  if (!Array.isArray(keys) || typeof value !== 'object' || value === null || json.properties) return json;
  const required = new Set((json.required as string[] | undefined) ?? []);
  if (!keys.every((key) => required.has(String(key)))) return json;
  const { propertyNames: _names, additionalProperties: _values, ...rest } = json;
  return { ...rest, properties: Object.fromEntries(keys.map((key) => [String(key), value])), additionalProperties: false };
}

function clean(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(clean);
  if (typeof json !== 'object' || json === null) return json;
  const { $schema: _schema, $id: _id, ...rest } = json as JsonSchema;
  return closedRecordAsObject(Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, clean(value)])));
}

/** Bodies and answers are named schemas (zod `.meta({ id })`) and appear as components; anything else is inlined. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const id = z.globalRegistry.get(schema)?.id;
  if (id) return { $ref: componentUri(id) };
  return inline(schema, io);
}

function inline(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return clean(z.toJSONSchema(schema, { io, unrepresentable: 'any' })) as JsonSchema;
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
    Object.entries(outputs).map(([id, schema]) => [id, clean(bodyIds.has(id) && inputs[id] ? inputs[id] : schema) as JsonSchema]),
  );
}

/** Query and path parameters are always spelled out one by one, even when their schema is a named one. */
function objectProperties(schema: z.ZodType): { properties: Record<string, JsonSchema>; required: Set<string> } {
  const json = inline(schema, 'input');
  return { properties: (json.properties ?? {}) as Record<string, JsonSchema>, required: new Set((json.required as string[] | undefined) ?? []) };
}

function queryParameters(schema: z.ZodType): unknown[] {
  const { properties, required } = objectProperties(schema);
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

function pathParameters(route: RouteDef): unknown[] {
  const declared = route.params ? objectProperties(route.params).properties : {};
  return [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: declared[match[1]!] ?? { type: 'string' },
  }));
}

/** The auth kind an access token (Settings -> Integration) calls with; every other kind is a session's or none. */
const integrationAuth = 'integration';
const isIntegration = (route: RouteDef) => (route.auth as string) === integrationAuth;

function securityOf(route: RouteDef): Record<string, string[]>[] {
  if (route.auth === 'public') return [];
  return [isIntegration(route) ? { accessToken: [] } : { session: [] }];
}

/**
 * The errors a route can answer, derived from what the shared middleware checks for it (its auth
 * kind, inputs, roles, plan feature, the company lock) plus the ones every request can meet.
 * Errors a service raises for its own rules are named in its summary and the error catalogue.
 */
export function errorNames(route: RouteDef): ErrorName[] {
  const names: ErrorName[] = ['DirectAccessRefused'];
  const hasParams = /\{\w+\}/.test(route.path);
  if (route.body || route.query || hasParams) names.push('ValidationError');
  if (route.body) names.push('PayloadTooLarge');
  if (route.auth !== 'public') names.push('Unauthorized');
  // A company route's `{company}` must be the caller's; an access token always acts as its owner.
  if (route.auth === 'company' || route.roles) names.push('AccessError');
  if (route.auth === 'company') names.push('CompanyNotFound');
  if (route.feature) names.push('PlanAccessDenied');
  if ((route.auth === 'company' || isIntegration(route)) && !route.lockedAccess) names.push('SubscriptionExpired');
  // A company may require a second factor of the caller's role (docs/security.md, "Second factor").
  if ((route.auth === 'session' || route.auth === 'company') && !route.beforeSecondFactor) names.push('SecondFactorEnrolmentRequired');
  // What a path names may be gone, except for an integration upsert: it creates what it does not find.
  const upsert = isIntegration(route) && route.method === 'PUT';
  if (!upsert && /\{(?!company\})\w+\}/.test(route.path)) names.push('NotFound');
  if (isIntegration(route)) names.push('TooManyRequests');
  return [...new Set(names)];
}

const retryAfterHeader = {
  'Retry-After': { description: 'Seconds to wait before calling again.', schema: { type: 'integer', minimum: 1 } },
};

/**
 * Error answers are shared components, one per set of error names a status stands for on some
 * operation (`AccessError_CompanyNotFound`), so the document states each once.
 */
type ErrorAnswers = Map<string, Record<string, unknown>>;

function errorAnswer(status: number, names: ErrorName[]): Record<string, unknown> {
  return {
    description: names.map((name) => `\`${name}\``).join(', '),
    ...(status === 429 ? { headers: retryAfterHeader } : {}),
    content: {
      'application/json': {
        schema: schemaOf(errorBodySchema, 'output'),
        example: { error: names[0], message: `${names[0]}: a text for people, in the caller's language (Accept-Language)` },
      },
    },
  };
}

const otherErrors = 'OtherError';

function errorResponses(route: RouteDef, shared: ErrorAnswers): Record<string, unknown> {
  const byStatus = new Map<number, ErrorName[]>();
  for (const name of errorNames(route)) byStatus.set(errorCatalogue[name], [...(byStatus.get(errorCatalogue[name]) ?? []), name]);
  const answers = [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, names]) => {
      const id = names.join('_');
      if (!shared.has(id)) shared.set(id, errorAnswer(status, names));
      return [String(status), { $ref: `#/components/responses/${id}` }];
    });
  if (!shared.has(otherErrors)) {
    shared.set(otherErrors, { ...errorAnswer(500, ['InternalError']), description: 'Any other error, for example `InternalError` (500)' });
  }
  return Object.fromEntries([...answers, ['default', { $ref: `#/components/responses/${otherErrors}` }]]);
}

function successResponse(route: RouteDef): Record<string, unknown> {
  const status = route.status ?? 200;
  if (status >= 300 && status < 400) {
    return { description: 'Redirect', headers: { Location: { description: 'Where to go next.', schema: { type: 'string' } } } };
  }
  if (status === 204) return { description: 'Done, no body' };
  if (route.contentType) return { description: 'Success', content: { [route.contentType]: { schema: { type: 'string' } } } };
  const example = route.examples?.response;
  return {
    description: 'Success',
    content: {
      'application/json': {
        schema: route.response ? schemaOf(route.response, 'output') : {},
        ...(example === undefined ? {} : { example }),
      },
    },
  };
}

/** What the route table says about who may call, beyond the summary. */
function description(route: RouteDef): string {
  const who =
    route.auth === 'public'
      ? 'No token needed.'
      : isIntegration(route)
        ? "With an integration access token (Settings -> Integration); acts as the company's owner."
        : `With a session token${route.auth === 'company' ? ' of a company member' : ''}${route.roles ? `; roles: ${route.roles.join(', ')}` : ''}.`;
  const feature = route.feature ? ` Needs the plan feature \`${route.feature}\`.` : '';
  const locked =
    (route.auth === 'company' || isIntegration(route)) && !route.lockedAccess
      ? " Answers `SubscriptionExpired` while the company's paid period has ended."
      : '';
  const sentence = /[.!?)]$/.test(route.summary) ? route.summary : `${route.summary}.`;
  return `${sentence}\n\n${who}${feature}${locked}`;
}

function operation(route: RouteDef, errors: ErrorAnswers): Record<string, unknown> {
  const parameters = [...pathParameters(route), ...(route.query ? queryParameters(route.query) : [])];
  const requestExample = route.examples?.request;
  return {
    operationId: `${route.domain}.${route.operation}`,
    summary: route.summary,
    description: description(route),
    tags: [route.domain],
    ...(route.auth === 'session' ? {} : { security: securityOf(route) }),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: schemaOf(route.body, 'input'), ...(requestExample === undefined ? {} : { example: requestExample }) },
            },
          },
        }
      : {}),
    responses: { [String(route.status ?? 200)]: successResponse(route), ...errorResponses(route, errors) },
  };
}

/** The component names a part of the document refers to, and the ones those refer to in turn. */
function referenced(root: unknown, schemas: Record<string, JsonSchema>): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(componentUri(''))) {
        const id = value.slice(componentUri('').length);
        if (!found.has(id)) {
          found.add(id);
          visit(schemas[id]);
        }
      } else visit(value);
    }
  };
  visit(root);
  return found;
}

/** The scheme of the integration API's calls; listed only while some route uses it. */
const accessTokenScheme = {
  type: 'http',
  scheme: 'bearer',
  description:
    "An integration access token: created by the owner or an admin in Settings -> Integration, shown once, starts with `abk_`. It reaches only the integration API (`/integration/v1/...`) and acts as the company's owner there; revoking it refuses it at once.",
};

/** The OpenAPI 3.1 document of every route of the route table, from the same zod schemas the handlers validate with. */
export function buildOpenApi(): Record<string, unknown> {
  // A stand-in beside its schema would be two schemas with one id (or a reference inlined): fail loudly instead.
  if (standInsMade()) throw new Error('Schema modules were evaluated before shared/schemas/eager: import the OpenAPI generator first');
  const paths: Record<string, Record<string, unknown>> = {};
  const errors: ErrorAnswers = new Map();
  for (const route of routes as readonly RouteDef[]) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route, errors) };
  }
  const allSchemas = components();
  // Named schemas used only as a query (spelled out as parameters) would sit unused.
  const used = referenced([paths, [...errors.values()]], allSchemas);
  const schemas = Object.fromEntries(Object.entries(allSchemas).filter(([id]) => used.has(id)));
  const usedTags = new Set((routes as readonly RouteDef[]).map((route) => route.domain as string));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Assetbook API',
      version: '1.0.0',
      description: `${integratorsGuide}\n\n${errorsInBrief(errorCatalogue)}`,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Assetbook-Proprietary' },
    },
    servers: [
      { url: apiBasePath, description: 'The deployment this document came from: the API lives under /api/v1 of the web app\'s origin' },
      {
        url: `https://{domain}${apiBasePath}`,
        description: 'A deployment by its domain (the one its web app is served from)',
        variables: { domain: { default: 'assetbook.example.org', description: 'The domain of the deployment' } },
      },
    ],
    tags: Object.entries(domainTags)
      .filter(([name]) => usedTags.has(name))
      .map(([name, text]) => ({ name, description: text })),
    paths,
    components: {
      schemas,
      responses: Object.fromEntries([...errors.entries()].sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        session: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The session token sign-in answers (`POST /auth/login` and the other sign-in calls); the web app and the mobile apps call with it.',
        },
        ...((routes as readonly RouteDef[]).some(isIntegration) ? { accessToken: accessTokenScheme } : {}),
      },
    },
    security: [{ session: [] }],
  };
}
