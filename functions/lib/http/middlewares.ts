import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import { isAccessToken } from '../../../shared/access-token';
import { languageFromHeader, type Language } from '../../../shared/i18n/languages';
import { planHas } from '../../../shared/plans';
import { routeKey, type RouteDef } from '../../../shared/routes/route-def';
import { companyLockedNow, companyPlanState } from '../auth/company-plan';
import { requireSecondFactorIfPolicy } from '../auth/second-factor-policy';
import { resolveSession, type Session } from '../auth/sessions';
import { verifySessionToken } from '../auth/tokens';
import { clientAddress } from './client-address';
import { AppError, isAppError } from './errors';
import { checkedPathParams } from './path-params';
import { addInvocationContext, createLogger, describeError, type Logger } from './logger';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** What an operation receives: validated input and the verified caller; never the raw event. */
export interface ApiRequest<Body = unknown, Query = unknown> {
  body: Body;
  query: Query;
  params: Record<string, string>;
  /** Request headers, names in lower case. */
  headers: Record<string, string | undefined>;
  session: Session | null;
  lang: Language;
  requestId: string;
  /**
   * The client's address as derived by clientAddress() (client-address.ts): the CloudFront viewer
   * address in AWS, the connection's address on the local stack; never a header the client chose.
   */
  sourceIp: string;
  log: Logger;
}

export interface ApiState {
  route: RouteDef;
  request: ApiRequest;
}

export type ApiContext = Context & { api: ApiState };
type Middleware = MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext>;

const maxBodyBytes = 1024 * 1024;
const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

function json(statusCode: number, body: unknown, extraHeaders: Record<string, string> = {}): ApiResult {
  return { statusCode, headers: { ...jsonHeaders, ...extraHeaders }, body: JSON.stringify(body) };
}

/** A 429 carries the seconds to wait (details.retryAfter) in the standard Retry-After header too. */
function retryAfterHeader(error: AppError): Record<string, string> {
  const seconds = (error.details as { retryAfter?: unknown } | undefined)?.retryAfter;
  return error.status === 429 && typeof seconds === 'number' && seconds > 0 ? { 'retry-after': String(Math.ceil(seconds)) } : {};
}

function header(event: ApiEvent, name: string): string | undefined {
  return event.headers?.[name] ?? event.headers?.[name.toLowerCase()];
}

/**
 * Goes first, so its onError runs last: a catalogued error goes out with its name, status and a
 * message in the caller's language, whatever its status (an upstream failure such as EmailSendError
 * is a 502 the screens handle); anything else is logged and answered as a bare InternalError.
 */
export function errorHandler(): Middleware {
  return {
    onError: async (request) => {
      const lang = request.context.api?.request.lang ?? languageFromHeader(header(request.event, 'accept-language'));
      const log = request.context.api?.request.log ?? createLogger({ requestId: request.event.requestContext?.requestId });
      const error = request.error;
      if (isAppError(error)) {
        if (error.status < 500) log.info('request refused', { error: error.errorName, status: error.status });
        else log.error('request failed', { error: error.errorName, status: error.status });
        request.response = json(error.status, error.toBody(lang), retryAfterHeader(error));
        return;
      }
      log.error('request failed', describeError(error));
      request.response = json(500, new AppError('InternalError').toBody(lang));
    },
  };
}

/**
 * Finds the route of the event in this domain's slice of the route table, sets up language and
 * logging, and derives the client address (refusing requests that bypassed CloudFront).
 */
export function requestContext(routesByKey: ReadonlyMap<string, RouteDef>): Middleware {
  return {
    before: async (request) => {
      const { event, context } = request;
      const requestId = event.requestContext?.requestId ?? context.awsRequestId ?? 'local';
      const lang = languageFromHeader(header(event, 'accept-language'));
      addInvocationContext(context);
      const log = createLogger({ requestId, routeKey: event.routeKey });
      const apiRequest: ApiRequest = {
        body: undefined,
        query: undefined,
        params: {},
        headers: Object.fromEntries(Object.entries(event.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
        session: null,
        lang,
        requestId,
        sourceIp: '',
        log,
      };
      const route = routesByKey.get(event.routeKey);
      // The state is set before the lookup can fail, so the error handler answers in the caller's language.
      context.api = { route: route as RouteDef, request: apiRequest };
      apiRequest.sourceIp = await clientAddress(event);
      if (!route) throw new AppError('RouteNotFound');
    },
  };
}

/** Parses a JSON body for routes that take one (or a url-encoded form where the route accepts one); anything else is refused. */
export function jsonBody(): Middleware {
  return {
    before: async ({ event, context }) => {
      if (!context.api.route.body) return;
      const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
      if (Buffer.byteLength(raw) > maxBodyBytes) throw new AppError('PayloadTooLarge');
      if (raw.trim() === '') {
        context.api.request.body = {};
        return;
      }
      const type = header(event, 'content-type') ?? '';
      // A provider's server or a browser form POSTs url-encoded fields: taken as a flat record, only where the route says so.
      if (context.api.route.acceptsForm && type.toLowerCase().includes('application/x-www-form-urlencoded')) {
        context.api.request.body = Object.fromEntries(new URLSearchParams(raw));
        return;
      }
      if (!type.toLowerCase().includes('application/json')) {
        throw new AppError('ValidationError', { fields: { body: 'invalid_rule_json' } });
      }
      try {
        context.api.request.body = JSON.parse(raw);
      } catch {
        throw new AppError('ValidationError', { fields: { body: 'invalid_rule_json' } });
      }
    },
  };
}

function bearerToken(event: ApiEvent): string | null {
  const value = header(event, 'authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match?.[1] ?? null;
}

/** Finds the caller an access token acts as (the integration domain's; functions/integration/token-auth.ts), or throws. */
export type AccessTokenResolver = (secret: string, request: ApiRequest) => Promise<Session>;

/**
 * Verifies the session token for private routes; the tenant and role are the user's as stored now
 * (resolveSession), never claims of the token. A `{company}` (or, under /company/, `{id}`) path
 * parameter must name the caller's company: the tenant never comes from the path alone. Then the
 * route's roles (AccessError), the company's lock (SubscriptionExpired) and the plan feature
 * (PlanAccessDenied). Integration routes take an access token and nothing else, resolved by the
 * domain that serves them; every other route refuses an access token.
 */
export function authenticate(resolveAccessToken?: AccessTokenResolver): Middleware {
  return {
    before: async ({ event, context }) => {
      const { route, request } = context.api;
      request.params = checkedPathParams(event.pathParameters);
      if (route.auth === 'public') return;
      const token = bearerToken(event);
      const accessToken = token !== null && isAccessToken(token);
      if (accessToken !== (route.auth === 'integration')) throw new AppError('Unauthorized');
      let session: Session | null;
      if (route.auth === 'integration') {
        if (!resolveAccessToken) throw new AppError('Unauthorized');
        session = await resolveAccessToken(token!, request);
      } else {
        const claims = token ? await verifySessionToken(token) : null;
        session = claims ? await resolveSession(claims) : null;
      }
      if (!session) throw new AppError('Unauthorized');
      request.session = session;
      request.log = request.log.child({ userId: session.userId, companyId: session.companyId });
      // Integration tokens act as the owner and take no second factor; a session needs one where its company says so.
      if (route.auth !== 'integration' && !route.beforeSecondFactor) await requireSecondFactorIfPolicy(session);
      if (route.auth === 'company') {
        if (!session.companyId) throw new AppError('CompanyNotFound');
        const pathCompany = request.params.company ?? (route.path.startsWith('/company/{id}') ? request.params.id : undefined);
        if (pathCompany !== undefined && pathCompany !== session.companyId) throw new AppError('AccessError');
      }
      if (route.roles && !route.roles.includes(session.role)) throw new AppError('AccessError');
      await checkCompanyPlan(route, session);
    },
  };
}

/**
 * A company route answers SubscriptionExpired while the company is locked (its paid period ended
 * unpaid), unless it is marked lockedAccess; a route with a plan feature needs the feature. Both come
 * from one read of the company; a lock check alone may be answered from the container's memory of
 * "not locked" (functions/lib/auth/company-plan.ts).
 */
async function checkCompanyPlan(route: RouteDef, session: Session): Promise<void> {
  const lockApplies = (route.auth === 'company' || route.auth === 'integration') && !route.lockedAccess;
  if (route.feature) {
    const state = session.companyId ? await companyPlanState(session.companyId) : null;
    if (!state) throw new AppError('CompanyNotFound');
    if (lockApplies && state.locked) throw new AppError('SubscriptionExpired');
    if (!planHas(state.plan, route.feature)) throw new AppError('PlanAccessDenied', { feature: route.feature });
  } else if (lockApplies && session.companyId && (await companyLockedNow(session.companyId))) {
    throw new AppError('SubscriptionExpired');
  }
}

function fieldErrors(error: z.ZodError, prefix?: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body';
    fields[path] ??= issue.message.startsWith('required_field') || issue.message.startsWith('invalid_rule_')
      ? issue.message
      : issue.code === 'invalid_type' && issue.input === undefined
        ? 'required_field'
        : `invalid_rule_${issue.code}`;
  }
  return fields;
}

/** zod at the edge, once: the operation sees only parsed values. */
export function validate(): Middleware {
  return {
    before: async ({ event, context }) => {
      const { route, request } = context.api;
      const fields: Record<string, string> = {};
      if (route.params) {
        const parsed = route.params.safeParse(request.params);
        if (parsed.success) request.params = parsed.data as Record<string, string>;
        else Object.assign(fields, fieldErrors(parsed.error));
      }
      if (route.query) {
        const parsed = route.query.safeParse(event.queryStringParameters ?? {});
        if (parsed.success) request.query = parsed.data;
        else Object.assign(fields, fieldErrors(parsed.error));
      }
      if (route.body) {
        const parsed = route.body.safeParse(request.body);
        if (parsed.success) request.body = parsed.data;
        else Object.assign(fields, fieldErrors(parsed.error));
      }
      if (Object.keys(fields).length > 0) throw new AppError('ValidationError', { fields });
    },
  };
}

export function routeMap(routes: readonly RouteDef[]): Map<string, RouteDef> {
  return new Map(routes.map((route) => [routeKey(route), route]));
}

export function jsonResult(route: RouteDef, data: unknown): ApiResult {
  // A 302 route answers `{ location }`: the redirect (e.g. to a short-lived presigned link), which
  // the browser may reuse for a while shorter than the link's life.
  if (route.status === 302) {
    return { statusCode: 302, headers: { location: (data as { location: string }).location, 'cache-control': 'private, max-age=300' }, body: '' };
  }
  if (route.status === 204) return { statusCode: 204, headers: { 'cache-control': 'no-store' }, body: '' };
  return json(route.status ?? 200, data);
}
