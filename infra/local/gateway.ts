import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { apiBasePath, routeKey, routes, type Domain, type RouteDef } from '../../shared/routes';

/**
 * What API Gateway does in front of the Lambdas, for the local stack and tests: match a request to
 * the route table, build the HTTP API (payload 2.0) event, and call the same handler module the CDK deploys.
 */

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface GatewayRequest {
  method: string;
  /** Full path including /api/v1, without the query string. */
  path: string;
  query?: URLSearchParams;
  headers?: Record<string, string | undefined>;
  body?: Buffer | string;
  sourceIp?: string;
}

interface Match {
  route: RouteDef;
  pathParameters: Record<string, string>;
}

function compile(route: RouteDef): RegExp {
  const pattern = `${apiBasePath}${route.path}`
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`);
}

/** Literal segments win over parameters, as in API Gateway (`/company/my` before `/company/{id}`). */
const compiled = (routes as readonly RouteDef[])
  .map((route) => ({ route, regex: compile(route), names: [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!) }))
  .sort((a, b) => a.names.length - b.names.length);

/**
 * Percent-decodes a path segment the lenient way (WHATWG URL): an escape that is malformed or not
 * UTF-8 becomes U+FFFD instead of throwing, so the function sees it and answers 400 (functions/lib/http/path-params.ts).
 */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    const bytes: number[] = [];
    for (let at = 0; at < segment.length; at++) {
      const escape = /^%([0-9a-fA-F]{2})/.exec(segment.slice(at));
      if (escape) {
        bytes.push(parseInt(escape[1]!, 16));
        at += 2;
      } else if (segment[at] === '%') bytes.push(0xef, 0xbf, 0xbd);
      else {
        const character = String.fromCodePoint(segment.codePointAt(at)!);
        bytes.push(...Buffer.from(character));
        at += character.length - 1;
      }
    }
    return new TextDecoder().decode(Uint8Array.from(bytes));
  }
}

export function matchRoute(method: string, requestPath: string): Match | null {
  for (const entry of compiled) {
    if (entry.route.method !== method.toUpperCase()) continue;
    const found = entry.regex.exec(requestPath);
    if (!found) continue;
    const pathParameters = Object.fromEntries(entry.names.map((name, i) => [name, decodePathSegment(found[i + 1]!)]));
    return { route: entry.route, pathParameters };
  }
  return null;
}

export function toEvent(request: GatewayRequest, match: Match | null): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) if (value !== undefined) headers[name.toLowerCase()] = value;
  const query: Record<string, string> = {};
  for (const [name, value] of request.query ?? new URLSearchParams()) query[name] = query[name] ? `${query[name]},${value}` : value;
  const rawBody = request.body === undefined ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body);
  const isText = !rawBody || /json|text|x-www-form-urlencoded/.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: match ? routeKey(match.route) : '$default',
    rawPath: request.path,
    rawQueryString: request.query?.toString() ?? '',
    cookies: headers.cookie?.split(/;\s*/),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: match && Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: request.method.toUpperCase(),
        path: request.path,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: match ? routeKey(match.route) : '$default',
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: rawBody ? (isText ? rawBody.toString('utf8') : rawBody.toString('base64')) : undefined,
    isBase64Encoded: Boolean(rawBody && !isText),
  };
}

export function lambdaContext(functionName: string, timeoutMs = 29_000): Context {
  const started = Date.now();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, timeoutMs - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

type Handler = (event: unknown, context: Context) => Promise<unknown>;

/** Loads a handler module fresh when `fresh` is set (the dev server's reload after an edit). */
export async function loadHandler(file: string, version = 0): Promise<Handler> {
  const url = pathToFileURL(path.join(repoRoot, file)).href + (version ? `?v=${version}` : '');
  const module = (await import(url)) as { handler?: Handler };
  if (typeof module.handler !== 'function') throw new Error(`${file} does not export a handler`);
  return module.handler;
}

export function domainEntry(domain: Domain): string {
  return `functions/${domain}/handler.ts`;
}

/** Runs one request through the domain Lambda it routes to, or answers 404 like API Gateway. */
export async function invokeApi(
  request: GatewayRequest,
  load: (domain: Domain) => Promise<Handler> = (domain) => loadHandler(domainEntry(domain)),
): Promise<APIGatewayProxyStructuredResultV2> {
  const match = matchRoute(request.method, request.path);
  if (!match) {
    return {
      statusCode: 404,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ error: 'RouteNotFound', message: 'Not Found' }),
    };
  }
  const handler = await load(match.route.domain);
  const result = (await handler(toEvent(request, match), lambdaContext(match.route.domain))) as APIGatewayProxyStructuredResultV2;
  return result;
}
