import type { z } from 'zod';
import type { PlanFeature } from './plans';
import type { Role } from './roles';
import {
  acceptAnswer,
  availabilityAnswer,
  checkEmailQuery,
  checkPhoneQuery,
  loginBody,
  registerAnswer,
  registerBody,
  sessionAnswer,
  tokenQuery,
} from './schemas/auth';
import { companySchema, createCompanyAnswer, createCompanyBody } from './schemas/company';
import { currentUserSchema } from './schemas/users';

/** Everything under this prefix is the API; CloudFront forwards it to the HTTP API unchanged. */
export const apiBasePath = '/api/v1';

/** One Lambda per domain; each has `functions/<domain>/handler.ts`. */
export const domains = ['meta', 'auth', 'users', 'company'] as const;
export type Domain = (typeof domains)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * public: no token. session: a valid session token. company: a session whose token carries a company;
 * a `{company}` path parameter must equal it.
 */
export type AuthKind = 'public' | 'session' | 'company';

export interface RouteDef {
  method: HttpMethod;
  /** Path below apiBasePath, with `{param}` segments as API Gateway writes them. */
  path: string;
  domain: Domain;
  /** Names the service operation in the domain's handler and the OpenAPI operationId. */
  operation: string;
  auth: AuthKind;
  summary: string;
  /** Roles allowed; absent means every role the auth kind admits. */
  roles?: readonly Role[];
  /** Plan feature the call needs. */
  feature?: PlanFeature;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /** Success status when not 200. */
  status?: number;
}

export const routes = [
  { method: 'GET', path: '/openapi.json', domain: 'meta', operation: 'openapi', auth: 'public', summary: 'This OpenAPI 3.1 document' },

  { method: 'POST', path: '/auth/register', domain: 'auth', operation: 'register', auth: 'public', status: 201,
    summary: 'Sign up; sends the e-mail confirmation link', body: registerBody, response: registerAnswer },
  { method: 'GET', path: '/auth/checkEmail', domain: 'auth', operation: 'checkEmail', auth: 'public',
    summary: 'Whether an e-mail is free to register', query: checkEmailQuery, response: availabilityAnswer },
  { method: 'GET', path: '/auth/checkPhone', domain: 'auth', operation: 'checkPhone', auth: 'public',
    summary: 'Whether a phone is free to register', query: checkPhoneQuery, response: availabilityAnswer },
  { method: 'GET', path: '/auth/accept', domain: 'auth', operation: 'acceptEmail', auth: 'public',
    summary: 'Confirms an e-mail with the token from the confirmation link', query: tokenQuery, response: acceptAnswer },
  { method: 'POST', path: '/auth/login', domain: 'auth', operation: 'login', auth: 'public',
    summary: 'Signs in with an e-mail, or a phone starting with +, and a password', body: loginBody, response: sessionAnswer },

  { method: 'GET', path: '/users/me', domain: 'users', operation: 'me', auth: 'session',
    summary: 'The current user', response: currentUserSchema },

  { method: 'GET', path: '/company/my', domain: 'company', operation: 'my', auth: 'company',
    summary: "The current user's company", response: companySchema },
  { method: 'POST', path: '/company', domain: 'company', operation: 'create', auth: 'session', status: 201,
    summary: 'Creates a company owned by the current user (Optimal free for 14 days, then Free)',
    body: createCompanyBody, response: createCompanyAnswer },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];
export type OperationOf<D extends Domain> = Extract<Route, { domain: D }>['operation'];

/** The API Gateway route key, e.g. `POST /api/v1/auth/login`. */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${apiBasePath}${route.path}`;
}

export function routesOf(domain: Domain): readonly RouteDef[] {
  return (routes as readonly RouteDef[]).filter((route) => route.domain === domain);
}
