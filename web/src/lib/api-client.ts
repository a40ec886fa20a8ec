import type * as z from 'zod';
import { isErrorName, type ErrorName } from '../../../shared/errors';
import type { HttpMethod, Route, apiBasePath } from '../../../shared/routes';
import { tokenStorage } from './storage';

/**
 * The route table is imported for its types only: its values carry the zod schemas, which must not
 * reach the initial bundle. The compiler still holds every call to a path, query, body and answer
 * of the table.
 */
const basePath: typeof apiBasePath = '/api/v1';

type RouteOf<M extends HttpMethod, P extends string> = Extract<Route, { method: M; path: P }>;
export type ApiPath<M extends HttpMethod> = Extract<Route, { method: M }>['path'];
export type AnswerOf<M extends HttpMethod, P extends string> =
  RouteOf<M, P> extends { response: infer S extends z.ZodType } ? z.output<S> : unknown;
export type BodyOf<M extends HttpMethod, P extends string> =
  RouteOf<M, P> extends { body: infer S extends z.ZodType } ? z.input<S> : never;
export type QueryOf<M extends HttpMethod, P extends string> =
  RouteOf<M, P> extends { query: infer S extends z.ZodType } ? z.input<S> : undefined;
/** Names of the `{param}` segments of a path template. */
type TemplateParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | TemplateParamNames<Rest> : never;
/**
 * Path parameters such as `{token}` in `/auth/{token}/send_email`: the route's params schema, or else
 * the template's segments (the tenant's `{company}`, which the server checks against the token).
 */
export type ParamsOf<M extends HttpMethod, P extends string> =
  RouteOf<M, P> extends { params: infer S extends z.ZodType }
    ? z.input<S>
    : [TemplateParamNames<P>] extends [never]
      ? undefined
      : Record<TemplateParamNames<P>, string>;

/** A call without a body passes `undefined` for it. */
type RequestBody<M extends HttpMethod, P extends string> = [BodyOf<M, P>] extends [never] ? undefined : BodyOf<M, P>;

type CallOptions<M extends HttpMethod, P extends string> = {
  /** Ending a session that may already be gone: a 401 is an answer there, not a reason to reload. */
  ignoreUnauthorized?: boolean;
  /** A screen that works offline (the count screen): no network is its own state, not an outage to show. */
  offlineQuiet?: boolean;
} & (QueryOf<M, P> extends undefined ? { query?: undefined } : { query: QueryOf<M, P> }) &
  (ParamsOf<M, P> extends undefined ? { params?: undefined } : { params: ParamsOf<M, P> });

/** The options are required when the route has a query or path parameters. */
type OptionsArg<M extends HttpMethod, P extends string> = [QueryOf<M, P>, ParamsOf<M, P>] extends [undefined, undefined]
  ? [options?: CallOptions<M, P>]
  : [options: CallOptions<M, P>];

/** Names an answer can fail with on the client side, besides the server's catalogue. */
export type ClientErrorName = ErrorName | 'NetworkError';

/** Every failed call becomes this one error, whatever went wrong. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly error: ClientErrorName,
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  /** ValidationError details: `{ fields: { <field>: 'required_field' | 'invalid_rule_x' } }`. */
  get fieldErrors(): Record<string, string> {
    const fields = (this.details as { fields?: unknown } | undefined)?.fields;
    if (!fields || typeof fields !== 'object') return {};
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
}

export function isApiError(error: unknown, name?: ClientErrorName): error is ApiError {
  return error instanceof ApiError && (name === undefined || error.error === name);
}

interface ClientConfig {
  /** The language code sent as Accept-Language (ua, en, pl, ru). */
  language: () => string;
  /** Called on any 401: the session is gone. */
  onUnauthorized: () => void;
  /** Called on a 402 SubscriptionExpired: the company's paid period ended; only payment answers. */
  onSubscriptionExpired?: () => void;
  /** Called on 403 SecondFactorEnrolmentRequired: the company requires a second factor the user has not added yet. */
  onSecondFactorRequired?: () => void;
}

let config: ClientConfig = { language: () => 'ua', onUnauthorized: () => {} };

/**
 * Where a locked company's users are sent: the payment page's expired variant (plans for root and
 * admin, the access-denied screen for the others), which reads `expired=1`.
 */
export const expiredPaymentPath = '/payment?expired=1';
/** Where a user is led whose company requires a second factor they have not added (routes/public.ts). */
export const secondFactorPath = '/auth/second_factor';

export function configureApiClient(next: ClientConfig): void {
  config = next;
}

/** Called when the API cannot be reached at all (routes/router.ts shows the maintenance page). */
let unreachableHandler: () => void = () => {};
// A page being left cancels its calls; that is no outage.
let leaving = false;
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => (leaving = true));

export function onApiUnreachable(handler: () => void): void {
  unreachableHandler = handler;
}

type Query = Record<string, string | number | boolean | undefined>;

interface RequestOptions {
  query?: Query;
  params?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
  ignoreUnauthorized?: boolean;
  offlineQuiet?: boolean;
}

function urlOf(path: string, query?: Query, pathParams: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathParams[name] ?? ''));
  return `${basePath}${filled}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': config.language() };
  const token = tokenStorage.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(urlOf(path, options.query, options.params), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    // A network failure, not an answer: the API is unreachable (down, or under technical work).
    if (!leaving && !options.offlineQuiet) unreachableHandler();
    throw new ApiError('NetworkError', 0, 'The server cannot be reached');
  }

  const payload = await readJson(response);
  if (response.ok) return payload as T;

  if (response.status === 401 && !options.ignoreUnauthorized) config.onUnauthorized();
  const body = (payload ?? {}) as { error?: unknown; message?: unknown; details?: unknown };
  if (response.status === 402 && body.error === 'SubscriptionExpired') config.onSubscriptionExpired?.();
  if (response.status === 403 && body.error === 'SecondFactorEnrolmentRequired') config.onSecondFactorRequired?.();
  const name: ClientErrorName = isErrorName(body.error)
    ? body.error
    : response.status === 401
      ? 'Unauthorized'
      : 'InternalError';
  const message = typeof body.message === 'string' ? body.message : response.statusText;
  throw new ApiError(name, response.status, message, body.details);
}

export const api = {
  get: <P extends ApiPath<'GET'>>(path: P, query?: QueryOf<'GET', P>, signal?: AbortSignal) =>
    apiRequest<AnswerOf<'GET', P>>('GET', path, { query: query as Query | undefined, signal }),
  post: <P extends ApiPath<'POST'>>(path: P, body: RequestBody<'POST', P>, ...[options]: OptionsArg<'POST', P>) =>
    apiRequest<AnswerOf<'POST', P>>('POST', path, { ...(options as RequestOptions | undefined), body }),
  patch: <P extends ApiPath<'PATCH'>>(path: P, body: RequestBody<'PATCH', P>, ...[options]: OptionsArg<'PATCH', P>) =>
    apiRequest<AnswerOf<'PATCH', P>>('PATCH', path, { ...(options as RequestOptions | undefined), body }),
  put: <P extends ApiPath<'PUT'>>(path: P, body: RequestBody<'PUT', P>, ...[options]: OptionsArg<'PUT', P>) =>
    apiRequest<AnswerOf<'PUT', P>>('PUT', path, { ...(options as RequestOptions | undefined), body }),
  delete: <P extends ApiPath<'DELETE'>>(path: P, ...[options]: OptionsArg<'DELETE', P>) =>
    apiRequest<AnswerOf<'DELETE', P>>('DELETE', path, options as RequestOptions | undefined),
  /** A GET with path parameters, such as `/company/{company}/user/{id}/detailed`. */
  getAt: <P extends ApiPath<'GET'>>(path: P, options: CallOptions<'GET', P> & { signal?: AbortSignal }) =>
    apiRequest<AnswerOf<'GET', P>>('GET', path, options as RequestOptions),
};
