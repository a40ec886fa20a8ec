import middy from '@middy/core';
import type * as z from 'zod';
import type { RouteDef } from '../../../shared/routes/route-def';
import {
  authenticate,
  errorHandler,
  jsonBody,
  jsonResult,
  requestContext,
  routeMap,
  validate,
  type AccessTokenResolver,
  type ApiContext,
  type ApiEvent,
  type ApiRequest,
  type ApiResult,
} from './middlewares';
import { rawAnswerOf } from './http-result';

type InputOf<R, K extends 'body' | 'query'> = R extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** One function per operation of a domain's routes, typed from their schemas. */
export type Operations<Routes extends readonly RouteDef[]> = {
  [R in Routes[number] as R['operation']]: (
    request: ApiRequest<InputOf<R, 'body'>, InputOf<R, 'query'>>,
  ) => Promise<unknown>;
};

/**
 * The Lambda entry of a domain: the middy chain (errors, context, JSON body, token, validation)
 * around a dispatch on the route's operation. Handlers stay thin; the rules live in services.
 * `domainRoutes` is the domain's own module of shared/routes, so the bundle carries only its schemas.
 * Only the domain serving integration routes passes `resolveAccessToken`.
 */
export function domainHandler<const Routes extends readonly RouteDef[]>(
  domainRoutes: Routes,
  operations: NoInfer<Operations<Routes>>,
  options: { resolveAccessToken?: AccessTokenResolver } = {},
) {
  const routes = routeMap(domainRoutes);
  const table = operations as unknown as Record<string, (request: ApiRequest) => Promise<unknown>>;
  return middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use(errorHandler())
    .use(requestContext(routes))
    .use(jsonBody())
    .use(authenticate(options.resolveAccessToken))
    .use(validate())
    .handler(async (_event, context) => {
      const { route, request } = context.api;
      const operation = table[route.operation];
      if (!operation) throw new Error(`No operation ${route.operation} in domain ${route.domain}`);
      const result = await operation(request);
      return rawAnswerOf(result) ?? jsonResult(route, result);
    });
}
