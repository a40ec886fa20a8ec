import middy from '@middy/core';
import type { z } from 'zod';
import { routesOf, type Domain, type Route } from '../../../shared/routes';
import {
  authenticate,
  errorHandler,
  jsonBody,
  jsonResult,
  requestContext,
  routeMap,
  validate,
  type ApiContext,
  type ApiEvent,
  type ApiRequest,
  type ApiResult,
} from './middlewares';

type InputOf<R, K extends 'body' | 'query'> = R extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** One function per operation of the domain, typed from the route table's schemas. */
export type Operations<D extends Domain> = {
  [R in Extract<Route, { domain: D }> as R['operation']]: (
    request: ApiRequest<InputOf<R, 'body'>, InputOf<R, 'query'>>,
  ) => Promise<unknown>;
};

/**
 * The Lambda entry of a domain: the middy chain (errors, context, JSON body, token, validation)
 * around a dispatch on the route's operation. Handlers stay thin; the rules live in services.
 */
export function domainHandler<D extends Domain>(domain: D, operations: NoInfer<Operations<D>>) {
  const routes = routeMap(routesOf(domain));
  const table = operations as unknown as Record<string, (request: ApiRequest) => Promise<unknown>>;
  return middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use(errorHandler())
    .use(requestContext(routes))
    .use(jsonBody())
    .use(authenticate())
    .use(validate())
    .handler(async (_event, context) => {
      const { route, request } = context.api;
      const operation = table[route.operation];
      if (!operation) throw new Error(`No operation ${route.operation} in domain ${domain}`);
      return jsonResult(route, await operation(request));
    });
}
